import type { RouteObject } from 'react-router-dom';
import { showsAnalytics } from './pageRoutes';
import { routes } from './routes';

/** Every route of the table with its whole path ('' for the root's index). */
function allRoutes(list: RouteObject[], parent = ''): { path: string; id?: string }[] {
  return list.flatMap((route) => {
    const path = [parent, route.path ?? ''].filter(Boolean).join('/').replace(/^\/+/, '');
    return [{ path, id: route.id }, ...allRoutes(route.children ?? [], path)];
  });
}

describe('where the analytics script may be', () => {
  it('When a page belongs to sign-in, accounts, the workspace or admin, or its address holds a token, then the route table gives it no analytics; public marketing pages have it', () => {
    const table = allRoutes(routes);
    const privatePage = /^(auth|account|app|admin)(\/|$)|:token|status|unsubscribe/;
    expect(table.filter(({ path, id }) => privatePage.test(path) && showsAnalytics(id)).map(({ path }) => path)).toEqual([]);
    const marketing = ['', 'terms', 'directories', 'directories/submit', 'product/:slug', 'blog', 'blog/:slug', 'c/:slug', 'waitlist'];
    expect(marketing.filter((path) => !table.some((route) => route.path === path && showsAnalytics(route.id)))).toEqual([]);
  });
});
