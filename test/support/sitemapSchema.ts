import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

const schema = (file: string) => ({ fileName: file, contents: readFileSync(path.join(__dirname, 'xsd', file), 'utf8') });

/**
 * libxml2's schema validation (xmllint, compiled to WebAssembly) of a sitemap or sitemap index against the
 * sitemaps.org schemas: [] when valid, else xmllint's messages.
 */
export async function sitemapSchemaErrors(xml: string, kind: 'urlset' | 'index'): Promise<string[]> {
  const result = await validateXML({ xml: { fileName: 'sitemap.xml', contents: xml }, schema: schema(kind === 'index' ? 'siteindex.xsd' : 'sitemap.xsd') });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
