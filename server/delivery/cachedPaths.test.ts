import { cachedPageKey } from './cachedPaths';

describe('which pages are cached for everyone', () => {
  it('When the route table marks a page as the same for every visitor, then its paths are cached; pages about one person, forms posted to and made-up /c/ prefixes are not', () => {
    const cached = ['/', '/growth-partner', '/influencer-outreach', '/list-of-directories-with-reciprocal-links', '/terms', '/privacy', '/gdpr', '/directories', '/directories/submit', '/product/invoicely', '/blog', '/blog/launch-week', '/page/free-directories', '/g/directory-listing-saas', '/directory-lists', '/directory-lists/countries'];
    const perVisitor = ['/c/made-up-prefix-of-france', '/directories/status/abc', '/waitlist', '/auth/login', '/account', '/account/orders/1', '/app', '/app/projects/1/leads', '/admin', '/admin/plans', '/404', '/no-such-page', '/blog/a/b'];
    expect(cached.filter((path) => cachedPageKey(path, '') !== path)).toEqual([]);
    expect(perVisitor.filter((path) => cachedPageKey(path, '') !== null)).toEqual([]);
  });
});
