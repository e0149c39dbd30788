import { redirect, type RouteObject } from 'react-router-dom';
import { RootErrorBoundary } from './components/RootErrorBoundary';
import { HomePage, handle as homeHandle } from './pages/home/HomePage';
import { NotFoundPage, handle as notFoundHandle } from './pages/notFound/NotFoundPage';
import { RootLayout, rootLoader, shouldRevalidateRoot } from './RootLayout';

/**
 * The one route table, shared by the server's static handler and the browser router.
 * The landing area is in the main bundle; the directory, blog and admin areas load lazily.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    shouldRevalidate: shouldRevalidateRoot,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      // Landing area
      { index: true, Component: HomePage, handle: homeHandle },

      // Not found: its own page with a 404 status; every unknown path redirects here.
      { path: '404', Component: NotFoundPage, handle: notFoundHandle },
      { path: '*', loader: () => redirect('/404') },
    ],
  },
];
