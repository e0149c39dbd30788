import { matchRoutes, type RouteObject } from 'react-router-dom';
import { addressReadingOf } from '../../views/pageRoutes';
import { routes } from '../../views/routes';
import { cachedPageKey } from './cachedPaths';

describe('which pages are cached for everyone', () => {
  it('When the route table marks a page as the same for every visitor, then its paths are cached; pages about one person, forms posted to and made-up /c/ prefixes are not', () => {
    const cached = ['/', '/growth-partner', '/influencer-outreach', '/list-of-directories-with-reciprocal-links', '/terms', '/privacy', '/gdpr', '/directories', '/directories/submit', '/product/invoicely', '/blog', '/blog/launch-week', '/page/free-directories', '/g/directory-listing-saas', '/directory-lists', '/directory-lists/countries'];
    const perVisitor = ['/c/made-up-prefix-of-france', '/directories/status/abc', '/waitlist', '/auth/login', '/account', '/account/orders/1', '/app', '/app/projects/1/leads', '/admin', '/admin/plans', '/404', '/no-such-page', '/blog/a/b'];
    expect(cached.filter((path) => cachedPageKey(path, '') !== path)).toEqual([]);
    expect(perVisitor.filter((path) => cachedPageKey(path, '') !== null)).toEqual([]);
  });
});

describe('the route a path is matched to', () => {
  /** Every route's whole path, with its parameters filled in and its splat given two segments. */
  function routePaths(list: readonly RouteObject[], parent = ''): string[] {
    return list.flatMap((route) => {
      const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
      const filled = path.replace(/:[\w-]+/g, 'abc').replace('*', 'x/y') || '/';
      return [filled, ...routePaths(route.children ?? [], path)];
    });
  }

  it('When any route of the table, in any letter case, or a made-up path is asked for, then its page is the one the whole table matches', () => {
    const paths = [...routePaths(routes), '/launches/votes/abc', '/launches/2026-12-01', '/blog/a/b', '/product/abc/report', '/PRODUCT/Abc', '/Blog/', '/directories/', '/c/a-b-c-france', '/admin/blog/new', '/nope', '/nope/blog', '/x/y/z'];
    const fromWholeTable = (path: string) => {
      const matches = matchRoutes(routes, path);
      return addressReadingOf(matches?.[matches.length - 1]?.route.id) ? path : null;
    };
    expect(paths.length).toBeGreaterThan(60);
    expect(paths.filter((path) => cachedPageKey(path, '') !== fromWholeTable(path))).toEqual([]);
  });
});
