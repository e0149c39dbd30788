import { escapeHtml } from '../../../domain/common/html';
import type { Config } from '../../core/config';

export interface Analytics {
  /** Tags for the end of <head>; NONCE stands for the response's CSP nonce. */
  headHtml: string;
  /** Origins the CSP must allow for the script and for the events it sends. */
  scriptOrigins: string[];
  connectOrigins: string[];
}

/** The third-party analytics snippet: only in production and only when a script URL is configured. */
export function analyticsFor(config: Config, nonce: string): Analytics {
  if (!config.isProduction || !config.ANALYTICS_SCRIPT_URL) return { headHtml: '', scriptOrigins: [], connectOrigins: [] };
  const url = new URL(config.ANALYTICS_SCRIPT_URL);
  const domain = config.ANALYTICS_SITE_ID ?? new URL(config.PUBLIC_URL).hostname;
  return {
    headHtml: `<script defer src="${escapeHtml(url.href)}" data-domain="${escapeHtml(domain)}" nonce="${nonce}"></script>`,
    scriptOrigins: [url.origin],
    connectOrigins: [url.origin],
  };
}
