import type { Browser } from 'playwright-core';
import { blogService } from '../../server/features/blog/service';
import { directoryService } from '../../server/features/directory/service';
import { unsubscribeUrl } from '../../server/features/mail/suppression';
import { defaultPlans } from '../../server/features/plans/seedData';
import { plansService } from '../../server/features/plans/service';
import { launchBrowser, reusableTab, waitForHydration } from '../support/browser';
import { jpegScreenshot, pngLogo } from '../support/images';
import { seriousViolations } from '../support/axe';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let browser: Browser;
let baseUrl: string;
// axe is injected with evaluate(), which the page's CSP would otherwise refuse.
const tab = reusableTab(() => browser, { context: { bypassCSP: true } });

beforeAll(async () => {
  t = await createTestApp(__filename);
  await plansService(t.platform).insertMissing(defaultPlans('LAUNCH20'));
  await directoryService(t.platform).create({
    fields: { name: 'Axe Proof', headline: 'A product page checked for accessibility', description: 'A product.', website_url: 'https://axeproof.example', category: 'analytics', email: 'founder@example.com', firstname: 'Pat' },
    logo: await pngLogo(),
    screenshot: await jpegScreenshot(800, 500),
    status: 'approved',
  });
  await blogService(t.platform).create({ title: 'Checked for accessibility', content: '<h2>A heading</h2><p>A paragraph with <a href="https://example.com">a link</a>.</p><ul><li>One</li><li>Two</li></ul>', status: 'published', metaTitle: '', metaDescription: '' });
  // The unsubscribe page of a marketing email's footer, as a phone opens it.
  PAGES.push([new URL(unsubscribeUrl(t.config, 'reader@example.com')).pathname, { width: 375, height: 812 }]);
  baseUrl = await t.listen();
  browser = await launchBrowser();
});
afterAll(async () => {
  await tab.close();
  await browser?.close();
  await t?.close();
});

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
  ['/product/axe-proof/report'],
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
