import { redirect, type RouteObject } from 'react-router-dom';
import { blogListQuery } from '../domain/blog/posts';
import { directoryListQuery } from '../domain/directory/listParams';
import { paymentQuery } from './components/marketing/PaymentNotice';
import { RootErrorBoundary } from './components/RootErrorBoundary';
import { HomePage, handle as homeHandle, loader as homeLoader } from './pages/landing/HomePage';
import { NotFoundPage, handle as notFoundHandle } from './pages/notFound/NotFoundPage';
import { RootLayout, rootLoader, shouldRevalidateRoot } from './RootLayout';

type LazyModule = () => Promise<Record<string, unknown>>;

/**
 * The part of its address a page that is the same for every visitor reads, written one way (a query string, '' for
 * none). Any other parameter (utm_*, gclid, fbclid, made-up ones) does not change the page: it is served the cached copy.
 */
export type AddressReading = (search: URLSearchParams) => string;

const READS_NO_PARAMETER: AddressReading = () => '';

/** The routes whose pages are the same for every visitor: rendered once per address they read, then served from the page cache (server/ssr). */
const CACHED_FOR_EVERYONE = new Map<string, AddressReading>();

/** Marks a route whose page is the same for every visitor, reading the parameters `reads` keeps. */
function cachedForEveryone<R extends RouteObject & { id: string }>(route: R, reads: AddressReading = READS_NO_PARAMETER): R {
  CACHED_FOR_EVERYONE.set(route.id, reads);
  return route;
}

/** What a route's page reads of its address when it is the same for every visitor (`{ cached: true }`); undefined for a page rendered per request. */
export const addressReadingOf = (routeId: string | undefined): AddressReading | undefined => (routeId === undefined ? undefined : CACHED_FOR_EVERYONE.get(routeId));

interface PageOptions {
  /**
   * The page is the same for every visitor: cached until a change is announced. Only 200 pages are kept, so a
   * made-up slug is never stored; a page that renders 200 for made-up addresses (a /c/ prefix) must not say it.
   */
  cached?: boolean;
  /** The query parameters a cached page reads (its loader's), written one way; none when omitted. */
  reads?: AddressReading;
}

/**
 * A lazily loaded page. Its id starts with the module's source path, which is its key in Vite's
 * manifest, so the server can preload the page's chunk with the HTML (server/ssr/assets.ts).
 */
function lazyPage(path: string, file: string, load: LazyModule, { cached = false, reads }: PageOptions = {}): RouteObject {
  const route = { id: `${file}#${path}`, path, lazy: load };
  return cached ? cachedForEveryone(route, reads) : route;
}

/**
 * The one route table, shared by the server's static handler and the browser router.
 * The landing area is in the main bundle; the directory, blog, account, workspace and admin areas load lazily.
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
      // Landing area (the home page is cached for everyone too)
      cachedForEveryone({ index: true, id: 'home', loader: homeLoader, Component: HomePage, handle: homeHandle }, paymentQuery),
      lazyPage('growth-partner', 'views/pages/landing/GrowthPartnerPage.tsx', () => import('./pages/landing/GrowthPartnerPage'), { cached: true }),
      lazyPage('influencer-outreach', 'views/pages/landing/InfluencerOutreachPage.tsx', () => import('./pages/landing/InfluencerOutreachPage'), { cached: true }),
      lazyPage('list-of-directories-with-reciprocal-links', 'views/pages/landing/ReciprocalDirectoriesPage.tsx', () => import('./pages/landing/ReciprocalDirectoriesPage'), { cached: true }),
      lazyPage('terms', 'views/pages/landing/TermsPage.tsx', () => import('./pages/landing/TermsPage'), { cached: true }),
      lazyPage('privacy', 'views/pages/landing/PrivacyPage.tsx', () => import('./pages/landing/PrivacyPage'), { cached: true }),
      lazyPage('gdpr', 'views/pages/landing/GdprPage.tsx', () => import('./pages/landing/GdprPage'), { cached: true }),
      // The waitlist's action (every waitlist form posts here) and its page for visitors without JavaScript.
      lazyPage('waitlist', 'views/pages/landing/WaitlistPage.tsx', () => import('./pages/landing/WaitlistPage')),
      // One-click unsubscribe from marketing mail: the page asks, its form (and mail clients' RFC 8058 POST) unsubscribes.
      lazyPage('unsubscribe/:token', 'views/pages/landing/UnsubscribePage.tsx', () => import('./pages/landing/UnsubscribePage')),

      // Directory area (lazy)
      lazyPage('directories', 'views/pages/directory/DirectoriesPage.tsx', () => import('./pages/directory/DirectoriesPage'), { cached: true, reads: directoryListQuery }),
      lazyPage('directories/submit', 'views/pages/directory/SubmitPage.tsx', () => import('./pages/directory/SubmitPage'), { cached: true }),
      lazyPage('directories/status/:token', 'views/pages/directory/SubmissionStatusPage.tsx', () => import('./pages/directory/SubmissionStatusPage')),
      { path: 'product', loader: () => redirect('/directories') },
      lazyPage('product/:slug', 'views/pages/directory/ProductPage.tsx', () => import('./pages/directory/ProductPage'), { cached: true }),

      // Blog area (lazy): /blog/ redirects to /blog (its loader); deeper paths are the not-found page with a 404.
      lazyPage('blog', 'views/pages/blog/BlogListPage.tsx', () => import('./pages/blog/BlogListPage'), { cached: true, reads: blogListQuery }),
      lazyPage('blog/:slug', 'views/pages/blog/BlogPostPage.tsx', () => import('./pages/blog/BlogPostPage'), { cached: true }),
      { path: 'blog/*', Component: NotFoundPage, handle: notFoundHandle },

      // Programmatic SEO pages and their hubs (lazy; the entries stay on the server, loaded per page).
      lazyPage('page/:slug', 'views/pages/seo/KeywordPage.tsx', () => import('./pages/seo/KeywordPage'), { cached: true }),
      lazyPage('g/:slug', 'views/pages/seo/GeneratedPage.tsx', () => import('./pages/seo/GeneratedPage'), { cached: true }),
      lazyPage('c/:slug', 'views/pages/seo/CountryPage.tsx', () => import('./pages/seo/CountryPage')),
      lazyPage('directory-lists', 'views/pages/seo/HubPage.tsx', () => import('./pages/seo/HubPage'), { cached: true }),
      lazyPage('directory-lists/:hub', 'views/pages/seo/HubPage.tsx', () => import('./pages/seo/HubPage'), { cached: true }),

      // Accounts (lazy; noindex, never cached)
      lazyPage('auth/login', 'views/pages/auth/LoginPage.tsx', () => import('./pages/auth/LoginPage')),
      lazyPage('auth/signup', 'views/pages/auth/SignupPage.tsx', () => import('./pages/auth/SignupPage')),
      lazyPage('auth/forgot-password', 'views/pages/auth/ForgotPasswordPage.tsx', () => import('./pages/auth/ForgotPasswordPage')),
      lazyPage('auth/reset-password', 'views/pages/auth/ResetPasswordPage.tsx', () => import('./pages/auth/ResetPasswordPage')),
      lazyPage('auth/magic-link', 'views/pages/auth/MagicLinkPage.tsx', () => import('./pages/auth/MagicLinkPage')),
      lazyPage('auth/sign-out', 'views/pages/auth/SignOutPage.tsx', () => import('./pages/auth/SignOutPage')),
      { path: 'auth', loader: () => redirect('/auth/login') },

      // Account area (lazy; signed-in only, noindex, never cached)
      lazyPage('account', 'views/pages/account/AccountPage.tsx', () => import('./pages/account/AccountPage')),
      lazyPage('account/settings', 'views/pages/account/SettingsPage.tsx', () => import('./pages/account/SettingsPage')),
      lazyPage('account/orders/:id', 'views/pages/account/OrderPage.tsx', () => import('./pages/account/OrderPage')),
      lazyPage('account/billing', 'views/pages/account/BillingPage.tsx', () => import('./pages/account/BillingPage')),
      lazyPage('account/checkout/:planId', 'views/pages/account/CheckoutPage.tsx', () => import('./pages/account/CheckoutPage')),
      lazyPage('account/confirmation', 'views/pages/account/ConfirmationRoute.tsx', () => import('./pages/account/ConfirmationRoute')),

      // Customer workspace (lazy; signed-in only, noindex, never cached)
      {
        id: 'views/pages/app/AppLayout.tsx#app',
        path: 'app',
        lazy: () => import('./pages/app/AppLayout'),
        children: [
          { index: true, id: 'views/pages/app/HomePage.tsx#index', lazy: () => import('./pages/app/HomePage') },
          lazyPage('new', 'views/pages/app/NewProjectPage.tsx', () => import('./pages/app/NewProjectPage')),
          lazyPage('projects/:projectId/leads', 'views/pages/app/LeadsPage.tsx', () => import('./pages/app/LeadsPage')),
          lazyPage('projects/:projectId/mentions', 'views/pages/app/MentionsPage.tsx', () => import('./pages/app/MentionsPage')),
          lazyPage('projects/:projectId/keywords', 'views/pages/app/KeywordsPage.tsx', () => import('./pages/app/KeywordsPage')),
          lazyPage('projects/:projectId/offer', 'views/pages/app/OfferPage.tsx', () => import('./pages/app/OfferPage')),
          lazyPage('projects/:projectId/stats', 'views/pages/app/StatsPage.tsx', () => import('./pages/app/StatsPage')),
        ],
      },

      // Admin area (lazy, admins only)
      {
        id: 'views/pages/admin/AdminLayout.tsx#admin',
        path: 'admin',
        lazy: () => import('./pages/admin/AdminLayout'),
        children: [
          { index: true, id: 'views/pages/admin/DashboardPage.tsx#index', lazy: () => import('./pages/admin/DashboardPage') },
          lazyPage('products', 'views/pages/admin/ProductsPage.tsx', () => import('./pages/admin/ProductsPage')),
          lazyPage('plans', 'views/pages/admin/PlansPage.tsx', () => import('./pages/admin/PlansPage')),
          lazyPage('waitlist', 'views/pages/admin/WaitlistPage.tsx', () => import('./pages/admin/WaitlistPage')),
          lazyPage('users', 'views/pages/admin/UsersPage.tsx', () => import('./pages/admin/UsersPage')),
          lazyPage('blog', 'views/pages/admin/BlogPostsPage.tsx', () => import('./pages/admin/BlogPostsPage')),
          // 'new' is the post not saved yet: one route, so the editor keeps its state when the draft gets its id.
          lazyPage('blog/:id', 'views/pages/admin/BlogEditorPage.tsx', () => import('./pages/admin/BlogEditorPage')),
          lazyPage('orders', 'views/pages/admin/OrdersPage.tsx', () => import('./pages/admin/OrdersPage')),
          lazyPage('subscriptions', 'views/pages/admin/SubscriptionsPage.tsx', () => import('./pages/admin/SubscriptionsPage')),
          lazyPage('emails', 'views/pages/admin/EmailsPage.tsx', () => import('./pages/admin/EmailsPage')),
        ],
      },

      // Not found: its own page with a 404 status; every unknown path redirects here.
      { path: '404', Component: NotFoundPage, handle: notFoundHandle },
      { path: '*', loader: () => redirect('/404') },
    ],
  },
];
