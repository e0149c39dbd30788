import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { blogService } from '../../server/features/blog/service';
import { directoryService } from '../../server/features/directory/service';
import { defaultPlans } from '../../server/features/plans/seedData';
import { plansService } from '../../server/features/plans/service';
import { launchBrowser, reusableTab, waitForHydration } from '../support/browser';
import { jpegScreenshot, pngLogo } from '../support/images';
import { createTestApp, type TestApp } from '../support/testApp';

/** axe-core's rules for WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

let t: TestApp;
let browser: Browser;
let baseUrl: string;
// axe is injected with evaluate(), which the page's CSP (nonces only) would otherwise refuse.
const tab = reusableTab(() => browser, { context: { bypassCSP: true } });

beforeAll(async () => {
  t = await createTestApp(__filename);
  await plansService(t.runtime).insertMissing(defaultPlans('LAUNCH20'));
  await directoryService(t.runtime).create({
    fields: { name: 'Axe Proof', headline: 'A product page checked for accessibility', description: 'A product.', website_url: 'https://axeproof.example', category: 'analytics', email: 'founder@example.com', firstname: 'Pat' },
    logo: await pngLogo(),
    screenshot: await jpegScreenshot(800, 500),
    status: 'approved',
  });
  await blogService(t.runtime).create({ title: 'Checked for accessibility', content: '<h2>A heading</h2><p>A paragraph with <a href="https://example.com">a link</a>.</p><ul><li>One</li><li>Two</li></ul>', status: 'published', metaTitle: '', metaDescription: '' });
  baseUrl = await t.listen();
  browser = await launchBrowser();
});
afterAll(async () => {
  await tab.close();
  await browser?.close();
  await t?.close();
});

/** The serious and critical WCAG A/AA violations axe finds on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
  }, WCAG_AA);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} [${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}]`).join(', ')}`);
}

// One page of every type; the phone width checks the mobile menu and layouts too.
const PAGES: [string, { width: number; height: number }?][] = [
  ['/'],
  ['/', { width: 390, height: 844 }],
  ['/growth-partner'],
  ['/terms'],
  ['/waitlist'],
  ['/directories'],
  ['/directories?q=axe'],
  ['/directories/submit'],
  ['/product/axe-proof'],
  ['/g/directory-submission-list-seo-france'],
  ['/page/ai-backlink-maker'],
  ['/directory-lists'],
  ['/blog'],
  ['/blog/checked-for-accessibility'],
  ['/auth/login'],
  ['/auth/signup'],
  ['/404'],
];

describe('accessibility (axe-core, WCAG 2.2 A and AA)', () => {
  it('When every type of page is checked once hydrated, then none has a serious or critical violation', async () => {
    const found: Record<string, string[]> = {};
    for (const [path, viewport] of PAGES) {
      const { page } = await tab.open(`${baseUrl}${path}`, { viewport });
      await waitForHydration(page);
      const violations = await seriousViolations(page);
      if (violations.length) found[`${path}${viewport ? ` at ${viewport.width}px` : ''}`] = violations;
    }
    expect(found).toEqual({});
  }, 180_000);
});
