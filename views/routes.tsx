import { redirect, type RouteObject } from 'react-router-dom';
import { blogListQuery } from '../domain/blog/posts';
import { directoryListQuery } from '../domain/directory/listParams';
import { paymentQuery } from './components/marketing/PaymentNotice';
import { RootErrorBoundary } from './components/RootErrorBoundary';
import { HomePage, handle as homeHandle, loader as homeLoader } from './pages/HomePage';
import { NotFoundPage, handle as notFoundHandle } from './pages/NotFoundPage';
import { indexPage, layout, page, withOptions } from './pageRoutes';
import { RootLayout, rootLoader, shouldRevalidateRoot } from './RootLayout';

/**
 * The one route table, shared by the server's static handler and the browser router. A page is one line: its path,
 * its module under views/pages and its options (views/pageRoutes.ts): `cached` for everyone, `analytics` on public
 * marketing pages. The landing area is in the main bundle; the other pages load lazily.
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
      // Landing area. The home and not-found pages are in the main bundle: their modules sit outside the area folders, which page() bundles lazily.
      withOptions({ index: true, id: 'home', loader: homeLoader, Component: HomePage, handle: homeHandle }, { cached: true, analytics: true, reads: paymentQuery }),
      page('growth-partner', 'landing/GrowthPartnerPage', { cached: true, analytics: true }),
      page('influencer-outreach', 'landing/InfluencerOutreachPage', { cached: true, analytics: true }),
      page('list-of-directories-with-reciprocal-links', 'landing/ReciprocalDirectoriesPage', { cached: true, analytics: true }),
      page('terms', 'landing/TermsPage', { cached: true, analytics: true }),
      page('privacy', 'landing/PrivacyPage', { cached: true, analytics: true }),
      page('gdpr', 'landing/GdprPage', { cached: true, analytics: true }),
      // The waitlist's action (every waitlist form posts here) and its page for visitors without JavaScript.
      page('waitlist', 'landing/WaitlistPage', { analytics: true }),
      // Double opt-in and a subscriber's private page: their addresses hold tokens (no analytics, never cached).
      page('waitlist/confirm/:token', 'landing/WaitlistConfirmPage'),
      page('waitlist/:token', 'landing/WaitlistPlacePage'),
      // One-click unsubscribe from marketing mail: the page asks, its form (and mail clients' RFC 8058 POST) unsubscribes (its token: no analytics).
      page('unsubscribe/:token', 'landing/UnsubscribePage'),

      // Directory area (a submission's status page holds its token: no analytics)
      page('directories', 'directory/DirectoriesPage', { cached: true, analytics: true, reads: directoryListQuery }),
      page('directories/submit', 'directory/SubmitPage', { cached: true, analytics: true }),
      page('directories/status/:token', 'directory/SubmissionStatusPage'),
      { path: 'product', loader: () => redirect('/directories') },
      page('product/:slug', 'directory/ProductPage', { cached: true, analytics: true }),
      page('product/:slug/report', 'directory/ReportPage'),
      page('launches', 'launches/LaunchesPage', { cached: true, analytics: true }),
      page('launches/:date', 'launches/LaunchDayPage', { cached: true, analytics: true }),
      // The vote button's fetchers: a product's votes, and casting or taking back a vote (no page of its own).
      page('launches/votes/:slug', 'launches/VotesRoute'),

      // Blog area: /blog/ redirects to /blog (its loader); deeper paths are the not-found page with a 404.
      page('blog', 'blog/BlogListPage', { cached: true, analytics: true, reads: blogListQuery }),
      page('blog/:slug', 'blog/BlogPostPage', { cached: true, analytics: true }),
      { path: 'blog/*', Component: NotFoundPage, handle: notFoundHandle },

      // Programmatic SEO pages and their hubs (the entries stay on the server, loaded per page).
      page('page/:slug', 'seo/KeywordPage', { cached: true, analytics: true }),
      page('g/:slug', 'seo/GeneratedPage', { cached: true, analytics: true }),
      page('c/:slug', 'seo/CountryPage', { analytics: true }),
      page('directory-lists', 'seo/HubPage', { cached: true, analytics: true }),
      page('directory-lists/:hub', 'seo/HubPage', { cached: true, analytics: true }),

      // Accounts (noindex, never cached, no analytics: reset and sign-in links hold tokens)
      page('auth/login', 'auth/LoginPage'),
      page('auth/signup', 'auth/SignupPage'),
      page('auth/forgot-password', 'auth/ForgotPasswordPage'),
      page('auth/reset-password', 'auth/ResetPasswordPage'),
      page('auth/magic-link', 'auth/MagicLinkPage'),
      page('auth/sign-out', 'auth/SignOutPage'),
      { path: 'auth', loader: () => redirect('/auth/login') },

      // Account area (signed-in only, noindex, never cached, no analytics)
      page('account', 'account/AccountPage'),
      page('account/settings', 'account/SettingsPage'),
      page('account/orders/:id', 'account/OrderPage'),
      page('account/billing', 'account/BillingPage'),
      page('account/checkout/:planId', 'account/CheckoutPage'),
      page('account/confirmation', 'account/ConfirmationRoute'),
      page('account/listings/:slug', 'account/ListingPage'),

      // Customer workspace (signed-in only, noindex, never cached, no analytics)
      layout('app', 'app/AppLayout', [
        indexPage('app/HomePage'),
        page('new', 'app/NewProjectPage'),
        page('projects/:projectId/leads', 'app/LeadsPage'),
        page('projects/:projectId/mentions', 'app/MentionsPage'),
        page('projects/:projectId/keywords', 'app/KeywordsPage'),
        page('projects/:projectId/offer', 'app/OfferPage'),
        page('projects/:projectId/stats', 'app/StatsPage'),
      ]),

      // Admin area (admins only, no analytics)
      layout('admin', 'admin/AdminLayout', [
        indexPage('admin/DashboardPage'),
        page('products', 'admin/ProductsPage'),
        page('reports', 'admin/ReportsPage'),
        page('plans', 'admin/PlansPage'),
        page('waitlist', 'admin/WaitlistPage'),
        page('users', 'admin/UsersPage'),
        page('blog', 'admin/BlogPostsPage'),
        // 'new' is the post not saved yet: one route, so the editor keeps its state when the draft gets its id.
        page('blog/:id', 'admin/BlogEditorPage'),
        page('directories', 'admin/DirectoriesPage'),
        page('orders', 'admin/OrdersPage'),
        page('desk', 'admin/DeskPage'),
        page('subscriptions', 'admin/SubscriptionsPage'),
        page('emails', 'admin/EmailsPage'),
      ]),

      // Not found: its own page with a 404 status; every unknown path redirects here.
      { path: '404', Component: NotFoundPage, handle: notFoundHandle },
      { path: '*', loader: () => redirect('/404') },
    ],
  },
];
