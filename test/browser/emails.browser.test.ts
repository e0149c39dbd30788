import type { Browser, Page } from 'playwright-core';
import { EMAIL_TEMPLATES } from '../../server/features/registry';
import { previewNames, renderPreview } from '../../server/features/mail/preview';
import type { EmailContext, RenderedEmail } from '../../server/features/mail/template';
import { launchBrowser, screenshot } from '../support/browser';
import { testConfig } from '../support/testApp';

// Every email rendered with its sample data in Chromium, as a phone (375 px) and a desktop client's reading pane (600 px)
// show it. No app: the samples need only the settings.
const config = testConfig(__filename, { PUBLIC_URL: 'https://launchboost.example' });
const ctx: EmailContext = { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL, config };
const names = previewNames(EMAIL_TEMPLATES, ctx);
const rendered = new Map<string, RenderedEmail>();

let browser: Browser;
let page: Page;

beforeAll(async () => {
  for (const name of names) rendered.set(name, (await renderPreview(EMAIL_TEMPLATES, name, ctx))!);
  browser = await launchBrowser();
  page = await browser.newPage();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** The WCAG contrast ratio of two CSS rgb()/rgba() colours (the second opaque). */
function contrast(foreground: string, background: string): number {
  const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const luminance = (colour: string) => {
    const [r, g, b] = channels(colour).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** Each visible piece of text and each button: its colour and the first opaque background behind it. */
async function colours(page: Page) {
  return page.evaluate(() => {
    const backgroundOf = (element: Element | null): string => {
      for (let e = element; e; e = e.parentElement) {
        const bg = getComputedStyle(e).backgroundColor;
        if (bg && bg !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(bg)) return bg;
      }
      return 'rgb(255, 255, 255)';
    };
    const texts = Array.from(document.body.querySelectorAll('*')).filter(
      (e) => e.checkVisibility({ opacityProperty: true }) && Array.from(e.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()),
    );
    return {
      texts: texts.map((e) => ({ text: e.textContent!.trim().slice(0, 40), color: getComputedStyle(e).color, background: backgroundOf(e) })),
      buttons: Array.from(document.querySelectorAll('a')).filter((a) => getComputedStyle(a).backgroundColor !== 'rgba(0, 0, 0, 0)').map((a) => ({ label: a.textContent!.trim(), color: getComputedStyle(a).color, background: backgroundOf(a) })),
    };
  });
}

describe('every email in Chromium', () => {
  it('When the registry is listed, then it holds every email the product sends', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'product-submitted', 'product-submitted-operator', 'product-approved', 'product-rejected', 'waitlist-welcome', 'password-reset', 'magic-link',
        'checkout-completed', 'checkout-completed:trial', 'payment-failed', 'subscription-canceled', 'order-complete', 'operator-test', 'waitlist-announcement',
      ]),
    );
  });

  it.each(names)('When %s is read at 375 px and 600 px, then nothing scrolls sideways, every button and text passes AA contrast, and there is a preheader and no broken value', async (name) => {
    const email = rendered.get(name)!;
    for (const part of [email.subject, email.html, email.text]) expect(part).not.toMatch(/undefined|NaN|\[object Object\]/);
    // The preheader: the hidden first line inbox lists show after the subject.
    expect(email.html).toMatch(/<div style="display:none[^"]*" data-skip-in-text="true">[^<]{10,}/);
    expect(email.text.trim().length).toBeGreaterThan(100);
    for (const width of [375, 600]) {
      await page.setViewportSize({ width, height: 800 });
      await page.setContent(email.html, { waitUntil: 'load' });
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      expect({ name, width, scrollWidth }).toEqual({ name, width, scrollWidth: innerWidth });
      const { texts, buttons } = await colours(page);
      for (const b of buttons) expect({ name, button: b.label, ratio: contrast(b.color, b.background) >= 4.5 }).toEqual({ name, button: b.label, ratio: true });
      for (const t of texts) expect({ name, text: t.text, ratio: contrast(t.color, t.background) >= 4.5 }).toEqual({ name, text: t.text, ratio: true });
      await screenshot(page, `email-${name}-${width}`);
    }
  });

  it('When the founder confirmation is read, then the summary is a list of labelled fields, one per line', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.setContent(rendered.get('product-submitted')!.html);
    const fields = await page.locator('p:has(> strong)').allInnerTexts();
    expect(fields.slice(0, 4).map((line) => line.split(':')[0])).toEqual(['Name', 'Headline', 'Website', 'Category']);
  });
});
