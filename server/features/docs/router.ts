import type { OpenAPI } from '@orpc/contract';
import { apiContract } from '../../../domain/api';
import type { docsContract } from '../../../domain/docs/contract';
import { escapeHtml } from '../../../domain/common/html';
import type { Implementation } from '../../core/http/endpointHandlers';
import { openApiDocument } from '../../core/http/openapi';
import { perPlatform } from '../../core/platform';

/** The document is the same for the life of a process: made at the first request, then kept. */
const documentOf = perPlatform(({ config }) => openApiDocument(apiContract, { title: `${config.SITE_NAME} API`, version: '1', publicUrl: config.PUBLIC_URL }));

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The document as a page people can read: each operation with its access rule, parameters and answers. */
function documentPage(document: OpenAPI.Document): string {
  const rows = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method) => {
      const operation = item![method] as OpenAPI.OperationObject & { 'x-access'?: string };
      const parameters = ((operation.parameters ?? []) as OpenAPI.ParameterObject[]).map((p) => `${p.name} (${p.in})`).join(', ');
      const statuses = Object.keys(operation.responses ?? {}).join(', ');
      return `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(operation.summary ?? '')}</td><td>${escapeHtml(operation['x-access'] ?? '')}</td><td>${escapeHtml(parameters)}</td><td>${statuses}</td></tr>`;
    }),
  );
  const title = escapeHtml(document.info.title);
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem"><h1>${title}</h1>` +
    `<p>${escapeHtml(document.info.description ?? '')} The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${document.openapi}).</p>` +
    `<div style="overflow-x:auto"><table style="border-collapse:collapse;width:100%" cellpadding="6"><thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">What it does</th><th scope="col">Access</th><th scope="col">Parameters</th><th scope="col">Answers</th></tr></thead><tbody>${rows.join('')}</tbody></table></div></body></html>`
  );
}

export const docsEndpoints: Implementation<typeof docsContract> = {
  openApi: async (_input, { platform }) => (await documentOf(platform)) as unknown as Record<string, unknown>,
  page: async (_input, { platform }) => ({ html: documentPage(await documentOf(platform)) }),
};
