import { redirect, type RouteObject } from 'react-router-dom';
import { RootErrorBoundary } from './components/RootErrorBoundary';
import { HomePage, handle as homeHandle, loader as homeLoader } from './pages/landing/HomePage';
import { NotFoundPage, handle as notFoundHandle } from './pages/notFound/NotFoundPage';
import { RootLayout, rootLoader, shouldRevalidateRoot } from './RootLayout';

type LazyModule = () => Promise<Record<string, unknown>>;

/**
 * A lazily loaded page. Its id starts with the module's source path, which is its key in Vite's
 * manifest, so the server can preload the page's chunk with the HTML (server/ssr/assets.ts).
 */
function lazyPage(path: string, file: string, load: LazyModule): RouteObject {
  return { id: `${file}#${path}`, path, lazy: load };
}

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
      lazyPage('growth-partner', 'views/pages/landing/GrowthPartnerPage.tsx', () => import('./pages/landing/GrowthPartnerPage')),
      lazyPage('influencer-outreach', 'views/pages/landing/InfluencerOutreachPage.tsx', () => import('./pages/landing/InfluencerOutreachPage')),
      lazyPage('list-of-directories-with-reciprocal-links', 'views/pages/landing/ReciprocalDirectoriesPage.tsx', () => import('./pages/landing/ReciprocalDirectoriesPage')),
      lazyPage('terms', 'views/pages/landing/TermsPage.tsx', () => import('./pages/landing/TermsPage')),
      lazyPage('privacy', 'views/pages/landing/PrivacyPage.tsx', () => import('./pages/landing/PrivacyPage')),
      lazyPage('gdpr', 'views/pages/landing/GdprPage.tsx', () => import('./pages/landing/GdprPage')),
      // The waitlist's action (every waitlist form posts here) and its page for visitors without JavaScript.
      lazyPage('waitlist', 'views/pages/landing/WaitlistPage.tsx', () => import('./pages/landing/WaitlistPage')),

      // Directory area (lazy)
      lazyPage('directories', 'views/pages/directory/DirectoriesPage.tsx', () => import('./pages/directory/DirectoriesPage')),
      lazyPage('directories/submit', 'views/pages/directory/SubmitPage.tsx', () => import('./pages/directory/SubmitPage')),
      lazyPage('directories/status/:token', 'views/pages/directory/SubmissionStatusPage.tsx', () => import('./pages/directory/SubmissionStatusPage')),
      { path: 'product', loader: () => redirect('/directories') },
      lazyPage('product/:slug', 'views/pages/directory/ProductPage.tsx', () => import('./pages/directory/ProductPage')),

      // Programmatic SEO pages and their hubs (lazy; the entries stay on the server, loaded per page).
      lazyPage('page/:slug', 'views/pages/seo/KeywordPage.tsx', () => import('./pages/seo/KeywordPage')),
      lazyPage('g/:slug', 'views/pages/seo/GeneratedPage.tsx', () => import('./pages/seo/GeneratedPage')),
      lazyPage('c/:slug', 'views/pages/seo/CountryPage.tsx', () => import('./pages/seo/CountryPage')),
      lazyPage('directory-lists', 'views/pages/seo/HubPage.tsx', () => import('./pages/seo/HubPage')),
      lazyPage('directory-lists/:hub', 'views/pages/seo/HubPage.tsx', () => import('./pages/seo/HubPage')),

      // Not found: its own page with a 404 status; every unknown path redirects here.
      { path: '404', Component: NotFoundPage, handle: notFoundHandle },
      { path: '*', loader: () => redirect('/404') },
    ],
  },
];
