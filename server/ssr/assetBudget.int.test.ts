import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/support/testApp';
import { CLIENT_DIST } from './assets';

/** Issue 13: the landing page loads at most 80 KB of JavaScript, gzipped. */
const LANDING_JS_BUDGET_BYTES = 80 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(__filename);
});
afterAll(() => t.close());

/** The scripts and module preloads of a page, plus every module they import statically (fetched with or without a preload). */
function javascriptOf(html: string): string[] {
  const files = new Set([...html.matchAll(/<script type="module" src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)].map((m) => (m[1] ?? m[2])!));
  for (const file of files) {
    const code = readFileSync(path.join(CLIENT_DIST, file), 'utf8');
    for (const [, imported] of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]*?from\s*)?["'](\.\/[^"']+\.js)["']/g)) files.add(path.posix.join(path.posix.dirname(file), imported!));
  }
  return [...files];
}

describe('asset budget (built client: npm test builds it first)', () => {
  it('When / is requested, then the JavaScript it loads weighs at most 80 KB gzipped, and none of it is the router', async () => {
    const res = await request(t.app).get('/').expect(200);
    const files = javascriptOf(res.text);
    expect(files.length).toBeGreaterThan(0);
    const sizes = files.map((file) => {
      const code = readFileSync(path.join(CLIENT_DIST, file));
      expect(code.toString('utf8')).not.toContain('React Router');
      return { file, gzipped: gzipSync(code).length };
    });
    const total = sizes.reduce((sum, { gzipped }) => sum + gzipped, 0);
    console.log(`JavaScript of /: ${(total / 1024).toFixed(1)} KB gzipped (budget ${LANDING_JS_BUDGET_BYTES / 1024} KB)\n${sizes.map((s) => `  ${s.file} ${(s.gzipped / 1024).toFixed(1)} KB`).join('\n')}`);
    expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
  });

  it('When a visitor of / shows intent, then the islands it loads then (React and the islands) keep the page within the same 80 KB', async () => {
    const manifest = JSON.parse(readFileSync(path.join(CLIENT_DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
    const loader = manifest['client/hydrateOnIntent.tsx']!;
    expect(loader.dynamicImports).toContain('client/hydrateIslands.tsx');
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key]!;
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    visit('client/hydrateOnIntent.tsx');
    visit('client/hydrateIslands.tsx');
    const total = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(CLIENT_DIST, file))).length, 0);
    console.log(`JavaScript of / after the first interaction: ${(total / 1024).toFixed(1)} KB gzipped in ${files.size} files`);
    expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
  });
});
