import { redirect, type RouteObject } from 'react-router-dom';
import { RootErrorBoundary } from './components/RootErrorBoundary';
import { HomePage, handle as homeHandle, loader as homeLoader } from './pages/landing/HomePage';
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
      { index: true, loader: homeLoader, Component: HomePage, handle: homeHandle },
      { path: 'growth-partner', lazy: () => import('./pages/landing/GrowthPartnerPage') },
      { path: 'influencer-outreach', lazy: () => import('./pages/landing/InfluencerOutreachPage') },
      { path: 'list-of-directories-with-reciprocal-links', lazy: () => import('./pages/landing/ReciprocalDirectoriesPage') },
      { path: 'terms', lazy: () => import('./pages/landing/TermsPage') },
      { path: 'privacy', lazy: () => import('./pages/landing/PrivacyPage') },
      { path: 'gdpr', lazy: () => import('./pages/landing/GdprPage') },

      // Directory area (lazy)
      { path: 'directories', lazy: () => import('./pages/directory/DirectoriesPage') },
      { path: 'directories/submit', lazy: () => import('./pages/directory/SubmitPage') },
      { path: 'directories/status/:token', lazy: () => import('./pages/directory/SubmissionStatusPage') },
      { path: 'product', loader: () => redirect('/directories') },
      { path: 'product/:slug', lazy: () => import('./pages/directory/ProductPage') },

      // Programmatic SEO pages and their hubs (lazy; the entries stay on the server, loaded per page).
      { path: 'page/:slug', lazy: () => import('./pages/seo/KeywordPage') },
      { path: 'g/:slug', lazy: () => import('./pages/seo/GeneratedPage') },
      { path: 'c/:slug', lazy: () => import('./pages/seo/CountryPage') },
      { path: 'directory-lists', lazy: () => import('./pages/seo/HubPage') },
      { path: 'directory-lists/:hub', lazy: () => import('./pages/seo/HubPage') },

      // Not found: its own page with a 404 status; every unknown path redirects here.
      { path: '404', Component: NotFoundPage, handle: notFoundHandle },
      { path: '*', loader: () => redirect('/404') },
    ],
  },
];
