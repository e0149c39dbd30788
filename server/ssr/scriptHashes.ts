import { createHash } from 'node:crypto';

/** Script types a browser runs (and CSP governs); JSON and JSON-LD blocks are data. */
const EXECUTABLE_SCRIPT = /^(?:|module|text\/javascript|application\/javascript)$/i;

/**
 * The 'sha256-…' source of each inline script the renderer itself wrote: those carrying its nonce placeholder,
 * which nothing else in the page can know. A cached page (no nonce) allows only these, so a script that reached
 * its HTML any other way (an injection into stored text) does not run.
 */
export function emittedScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!attributes.includes(` nonce="${nonce}"`) || /\ssrc\s*=/i.test(attributes) || !content) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE_SCRIPT.test(type.trim())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
