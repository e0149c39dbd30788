import { strongestRel } from '../../../domain/orders/backlinks';
import { findBacklink, siteHost } from './backlinkPage';

const SITE = siteHost('https://www.otter.example.com/')!;
const PAGE = 'https://dir.example.net/listing/otter';

const read = (body: string, headers: Record<string, string> = {}) => findBacklink({ html: `<!doctype html><html><head><title>Otter</title></head><body>${body}</body></html>`, url: new URL(PAGE), listedUrl: PAGE, headers }, SITE);
const readHead = (head: string, body: string, headers: Record<string, string> = {}) => findBacklink({ html: `<html><head>${head}</head><body>${body}</body></html>`, url: new URL(PAGE), listedUrl: PAGE, headers }, SITE);

describe('reading a listing page for the backlink', () => {
  it('When the page links to the site, with or without www., on any path, then the link is found with its text as anchor', () => {
    expect(SITE).toBe('otter.example.com');
    expect(read('<p>See <a href="https://otter.example.com/">  Otter\n  Notes </a></p>')).toEqual({ found: true, rel: 'dofollow', anchor: 'Otter Notes', indexable: true, detail: null });
    expect(read('<a href="http://WWW.Otter.example.com/deep/page?x=1#top">Otter</a>')).toMatchObject({ found: true, anchor: 'Otter' });
    expect(read('<base href="https://otter.example.com/"><a href="/pricing">Pricing</a>')).toMatchObject({ found: true, anchor: 'Pricing' });
  });

  it('When links only name other hosts (a look-alike, a subdomain, the text alone), then the link is missing', () => {
    const page = read('<a href="https://otter.example.com.evil.test/">x</a><a href="https://blog.otter.example.com/">blog</a><a href="https://otter.example.org/">org</a><p>otter.example.com</p><a href="mailto:hi@otter.example.com">mail</a>');
    expect(page).toEqual({ found: false, rel: null, anchor: null, indexable: true, detail: 'no link to otter.example.com' });
  });

  it("When the link goes through the directory's redirect wrapper, then its target counts", () => {
    expect(read('<a href="/out?url=https%3A%2F%2Fotter.example.com%2Fapp">Visit</a>')).toMatchObject({ found: true, anchor: 'Visit' });
    expect(read('<a href="/go/https%3A%2F%2Fwww.otter.example.com">Go</a>')).toMatchObject({ found: true });
    expect(read('<a href="https://dir.example.net/redirect/otter.example.com/signup">Go</a>')).toMatchObject({ found: true });
    expect(read('<a href="/out?url=https%3A%2F%2Fother.example.com">Other</a>')).toMatchObject({ found: false });
  });

  it('When the link is marked, then the strongest restriction counts; a followed link elsewhere on the page wins over a marked one', () => {
    expect(read('<a rel="nofollow noopener" href="https://otter.example.com">Otter</a>')).toMatchObject({ rel: 'nofollow' });
    expect(read('<a rel="ugc sponsored" href="https://otter.example.com"><img src="/logo.png" alt=" Otter logo "></a>')).toMatchObject({ rel: 'sponsored', anchor: 'Otter logo' });
    expect(read('<a rel="nofollow" href="https://otter.example.com">A</a><a href="https://otter.example.com/about">B</a>')).toMatchObject({ rel: 'dofollow', anchor: 'B' });
    expect(read('<a rel="NoFollow" href="https://otter.example.com"></a>')).toMatchObject({ found: true, rel: 'nofollow', anchor: null });
    expect(readHead('<meta name="robots" content="nofollow">', '<a href="https://otter.example.com">A</a>')).toMatchObject({ rel: 'nofollow', indexable: true });
    expect(strongestRel('ugc nofollow')).toBe('ugc');
    expect(strongestRel('')).toBe('dofollow');
  });

  it('When the page says noindex (meta, X-Robots-Tag for all or for Google) or names another page canonical, then the link is not indexable', () => {
    const link = '<a href="https://otter.example.com">Otter</a>';
    expect(readHead('<meta name="robots" content="noindex, follow">', link)).toMatchObject({ found: true, indexable: false, detail: 'noindex in the robots meta tag' });
    expect(readHead('<meta name="googlebot" content="none">', link)).toMatchObject({ indexable: false });
    expect(read(link, { 'x-robots-tag': 'noindex' })).toMatchObject({ indexable: false, detail: 'noindex in X-Robots-Tag' });
    expect(read(link, { 'x-robots-tag': 'googlebot: noindex, nofollow' })).toMatchObject({ indexable: false, rel: 'nofollow' });
    expect(read(link, { 'x-robots-tag': 'otherbot: noindex, nofollow' })).toMatchObject({ indexable: true, rel: 'dofollow' });
    expect(read(link, { 'x-robots-tag': 'unavailable_after: 25 Jun 2040 15:00:00 GMT, max-snippet: 20' })).toMatchObject({ indexable: true });
    expect(readHead('<link rel="canonical" href="https://dir.example.net/">', link)).toMatchObject({ indexable: false, detail: 'canonical points to https://dir.example.net/' });
    expect(read(link, { link: '<https://dir.example.net/other>; rel="canonical"' })).toMatchObject({ indexable: false });
    // The same page in another spelling is not "elsewhere".
    expect(readHead('<link rel="canonical" href="http://www.dir.example.net/listing/otter/">', link)).toMatchObject({ indexable: true });
    expect(readHead('<link rel="canonical" href="/listing/otter">', link)).toMatchObject({ indexable: true });
  });

  it('When the HTML is broken, then the parser still finds the link', () => {
    expect(findBacklink({ html: '<div><p><a href=https://otter.example.com/x>Otter <b>Notes</a><table><tr><td>', url: new URL(PAGE), listedUrl: PAGE, headers: {} }, SITE)).toMatchObject({ found: true, anchor: 'Otter Notes' });
  });
});
