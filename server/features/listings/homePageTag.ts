import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { InvalidInput } from '../../../domain/common/errors';
import { TAG_NOT_FOUND_MESSAGE, VERIFICATION_META_NAME, WEBSITE_UNREADABLE_MESSAGE } from '../../../domain/listings/claims';
import { isHtml, readWebPage } from '../../core/http/webPage';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

// A home page's head is near its start; a slow or huge site is refused rather than waited for.
const READ = { timeoutMs: 10_000, maxBytes: 1024 * 1024, maxRedirects: 5, userAgent: 'LaunchBoost listing verification' };

/** The values of every verification meta tag in a page (a site may carry several, one per claimant). */
export function verificationTokensIn(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    if ('tagName' in node && node.tagName === 'meta') {
      const attrs = new Map(node.attrs.map((a) => [a.name.toLowerCase(), a.value]));
      if (attrs.get('name')?.trim().toLowerCase() === VERIFICATION_META_NAME) found.push((attrs.get('content') ?? '').trim());
    }
    const children = 'content' in node && node.tagName === 'template' ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
    for (const child of children) visit(child);
  };
  visit(parse(html));
  return found;
}

/**
 * Reads the website's home page (its address's origin, `/`) through the safe fetcher and its address policy, and
 * refuses with 400 unless it carries the verification tag with this token.
 */
export async function requireVerificationTag(website: string, token: string, { allowPrivate }: { allowPrivate: boolean }): Promise<void> {
  const home = new URL('/', website);
  const page = await readWebPage(home, { allowPrivate, ...READ }).catch(() => null);
  if (!page || page.status >= 400 || !isHtml(page)) throw new InvalidInput(WEBSITE_UNREADABLE_MESSAGE);
  if (!verificationTokensIn(page.body.toString('utf8')).includes(token)) throw new InvalidInput(TAG_NOT_FOUND_MESSAGE);
}
