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

      // Blog area (lazy): /blog/ redirects to /blog (its loader); deeper paths are the not-found page with a 404.
      lazyPage('blog', 'views/pages/blog/BlogListPage.tsx', () => import('./pages/blog/BlogListPage')),
      lazyPage('blog/:slug', 'views/pages/blog/BlogPostPage.tsx', () => import('./pages/blog/BlogPostPage')),
      { path: 'blog/*', Component: NotFoundPage, handle: notFoundHandle },

      // Programmatic SEO pages and their hubs (lazy; the entries stay on the server, loaded per page).
      lazyPage('page/:slug', 'views/pages/seo/KeywordPage.tsx', () => import('./pages/seo/KeywordPage')),
      lazyPage('g/:slug', 'views/pages/seo/GeneratedPage.tsx', () => import('./pages/seo/GeneratedPage')),
      lazyPage('c/:slug', 'views/pages/seo/CountryPage.tsx', () => import('./pages/seo/CountryPage')),
      lazyPage('directory-lists', 'views/pages/seo/HubPage.tsx', () => import('./pages/seo/HubPage')),
      lazyPage('directory-lists/:hub', 'views/pages/seo/HubPage.tsx', () => import('./pages/seo/HubPage')),

      // Accounts (lazy; noindex, never cached)
      lazyPage('auth/login', 'views/pages/auth/LoginPage.tsx', () => import('./pages/auth/LoginPage')),
      lazyPage('auth/signup', 'views/pages/auth/SignupPage.tsx', () => import('./pages/auth/SignupPage')),
      lazyPage('auth/forgot-password', 'views/pages/auth/ForgotPasswordPage.tsx', () => import('./pages/auth/ForgotPasswordPage')),
      lazyPage('auth/reset-password', 'views/pages/auth/ResetPasswordPage.tsx', () => import('./pages/auth/ResetPasswordPage')),
      lazyPage('auth/sign-out', 'views/pages/auth/SignOutPage.tsx', () => import('./pages/auth/SignOutPage')),
      { path: 'auth', loader: () => redirect('/auth/login') },

      // Account area (lazy; signed-in only, noindex, never cached)
      lazyPage('account', 'views/pages/account/AccountPage.tsx', () => import('./pages/account/AccountPage')),
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
        ],
      },

      // Not found: its own page with a 404 status; every unknown path redirects here.
      { path: '404', Component: NotFoundPage, handle: notFoundHandle },
      { path: '*', loader: () => redirect('/404') },
    ],
  },
];
