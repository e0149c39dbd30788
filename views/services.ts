/**
 * The data and actions the views need: the API's endpoints (domain/api.ts) as calls, with two implementations:
 * the server's runs each endpoint's handler directly (server/ssr/pageServices.ts), the browser's fetches /api
 * (client/services.ts). Each entry point puts its own into React Router's request context, so loaders and
 * actions never know where they run.
 */
import { createContext, type RouterContextProvider } from 'react-router-dom';
import type { ApiContract } from '../domain/api';
import type { ApiClient } from '../domain/common/contract';
import type { AdminOrder, AdminOrderRow, CustomerOrder, OrderProduct, OrderSummary } from '../domain/orders/orders';
import type { AdminSubscriptionRow, CheckoutConfirmation, RevenueSummary } from '../domain/payments/billing';
import type { CurrentUser, UserListResult, UserRow } from '../domain/users/types';
import type { GeneratedDm } from '../domain/workspace/drafts';
import type { FeedbackInput, FeedbackStats, FeedbackStatsQuery } from '../domain/workspace/feedback';
import type { KeywordView } from '../domain/workspace/keywords';
import type { LeadPage, LeadStatus, LeadView } from '../domain/workspace/leads';
import type { GeneratedReply, MentionFilter, MentionPage, SavedReply } from '../domain/workspace/mentions';
import type { OfferView, ProjectOffer } from '../domain/workspace/offers';
import type { MonthReplies, ProjectView, WebsiteInfo } from '../domain/workspace/projects';
import type { SuggestionPage } from '../domain/workspace/suggestions';

export { ServiceRefusal } from '../domain/common/refusal';
export { formFields, formOutcome, unlessNotFound, type FormOutcome } from './api/outcomes';
import type { FormOutcome } from './api/outcomes';

/** A sign-in's answer: where to go next (the checkout link when the server gives one). */
export type SignInOutcome = { ok: true; message: string; paymentUrl?: string } | { ok: false; message: string; field?: string; status?: number };

/** The calls not yet declared as contracts (each area moves to ApiClient as its endpoints are declared). */
export interface LegacyServices {
  auth: {
    /** What the login page offers: Google's client id when Google sign-in is on. */
    options(): Promise<{ googleClientId: string | null }>;
    /** POST /api/auth/signIn { email, password } (the session cookie is set by the answer). */
    signIn(form: FormData): Promise<SignInOutcome>;
    /** POST /api/auth/signup { user: { email, password, firstName } } */
    signUp(form: FormData): Promise<SignInOutcome>;
    /** POST /api/auth/google { credential } */
    signInWithGoogle(credential: string): Promise<SignInOutcome>;
    /** POST /api/auth/password-reset/ { email } */
    requestPasswordReset(form: FormData): Promise<FormOutcome>;
    /** PUT /api/auth/password { password, resetPasswordToken } */
    resetPassword(form: FormData): Promise<FormOutcome>;
    /** GET /api/auth/magic-link?email= */
    sendMagicLink(form: FormData): Promise<FormOutcome>;
    /** POST /api/auth/signOut */
    signOut(): Promise<void>;
  };
  account: {
    /** GET /api/users/me, or null when nobody is signed in. */
    me(): Promise<CurrentUser | null>;
  };
  /** Paying: ServiceRefusal 401 when nobody is signed in, 404 when there is nothing to pay or manage. */
  billing: {
    /** GET /api/users/update-payment: a Stripe Billing Portal URL. */
    portal(): Promise<string>;
    /** GET /api/payments/confirms?session_id=: what the success page shows (plan, amount, trial end). */
    confirm(sessionId: string): Promise<CheckoutConfirmation>;
  };
  /** The signed-in customer's orders (ServiceRefusal 401 when nobody is signed in). */
  orders: {
    /** GET /api/orders */
    mine(): Promise<OrderSummary[]>;
    /** GET /api/orders/:id, or null when the viewer has no such order. */
    get(id: string): Promise<(CustomerOrder & { prefill: OrderProduct | null }) | null>;
    /** PUT /api/orders/:id/product { name, website, category, description } */
    saveProduct(id: string, form: FormData): Promise<FormOutcome>;
  };
  /** Operators' order and subscription screens (admins only). */
  ordersAdmin: {
    list(): Promise<AdminOrderRow[]>;
    get(id: string): Promise<AdminOrder | null>;
    /** PUT /api/admin/orders/:id/items { directory, status, live_url, reason, directory_url, domain_rating } */
    setItem(id: string, form: FormData): Promise<FormOutcome>;
    subscriptions(): Promise<{ subscriptions: AdminSubscriptionRow[]; revenue: RevenueSummary }>;
  };
  /** The admin area's user calls (the rest of the admin area is the `admin` contract); they throw ServiceRefusal (401/403) for anyone but an admin. */
  admin: {
    users(query: { q?: string; page?: number }): Promise<UserListResult>;
    setAdmin(userId: string, admin: boolean): Promise<UserRow>;
    ban(userId: string, reason: string): Promise<UserRow>;
    unban(userId: string): Promise<UserRow>;
    signOutEverywhere(userId: string): Promise<void>;
  };
  /**
   * The customer workspace under /app (the signed-in owner's projects only): ServiceRefusal 401 when nobody is
   * signed in, 404 for a project that is not the viewer's, 403 with the plan's message when a limit is reached,
   * 400 with the first problem for bad input.
   */
  workspace: {
    /** GET /api/projects/my */
    projects(): Promise<ProjectView[]>;
    /** GET /api/projects/website-infos?url= */
    websiteInfo(url: string): Promise<WebsiteInfo>;
    /** POST /api/projects { name, url, description } */
    createProject(input: { name: string; url: string; description: string }): Promise<ProjectView>;
    /** GET /api/projects/month-replies */
    monthReplies(): Promise<MonthReplies>;
    /** GET /api/projects/:id/keywords */
    keywords(projectId: string): Promise<KeywordView[]>;
    /** POST /api/projects/:id/keyword { phrase, wholeWord, negative } */
    addKeyword(projectId: string, input: { phrase: string; wholeWord: boolean; negative: boolean }): Promise<KeywordView>;
    /** DELETE /api/projects/:id/keyword/:keywordId */
    removeKeyword(projectId: string, keywordId: string): Promise<void>;
    /** GET /api/projects/:id/leads?page&status&from */
    leads(projectId: string, query: { page?: number; status?: LeadStatus; from?: string }): Promise<LeadPage>;
    /** PUT /api/projects/:id/leads/:leadId { status } */
    setLeadStatus(projectId: string, leadId: string, status: LeadStatus): Promise<LeadView>;
    /** POST /api/projects/:id/scan: the leads appear once the worker has run it. */
    scan(projectId: string): Promise<void>;
    /** GET /api/projects/:id/dm */
    dmTemplate(projectId: string): Promise<{ dm: string; custom: boolean }>;
    /** PUT /api/projects/:id/dm { dm } */
    saveDmTemplate(projectId: string, dm: string): Promise<{ dm: string; custom: boolean }>;
    /** GET /api/projects/:id/generate-dm?leadId= (counted against the month's drafts) */
    generateDm(projectId: string, leadId: string): Promise<GeneratedDm>;
    /** GET /api/projects/:id/exports?from=: the CSV file's name and text (counted against the month's exports). */
    exportLeads(projectId: string, from?: string): Promise<{ filename: string; csv: string }>;
    /** GET /api/posts/:projectId/mentions?page&filter */
    mentions(projectId: string, query: { page?: number; filter?: MentionFilter }): Promise<MentionPage>;
    /** GET /api/posts/:mentionId/generate (counted against the month's drafts) */
    generateReply(mentionId: string): Promise<GeneratedReply>;
    /** GET /api/posts/:mentionId/reply: the last draft, not counted. */
    savedReply(mentionId: string): Promise<SavedReply>;
    /** DELETE /api/posts/:mentionId/mention */
    removeMention(mentionId: string): Promise<void>;
    /** GET /api/offers/:projectId/project */
    offer(projectId: string): Promise<ProjectOffer>;
    /** POST /api/offers/add-update { projectId, title, details, code, url } */
    saveOffer(input: { projectId: string; title: string; details: string; code: string; url: string }): Promise<OfferView>;
    /** POST /api/feedback/save { projectId, mode, itemId, status } */
    saveFeedback(input: Pick<FeedbackInput, 'projectId' | 'mode' | 'itemId' | 'status'>): Promise<void>;
    /** GET /api/feedbacks/stats?projectId&mode&from&to */
    feedbackStats(query: FeedbackStatsQuery): Promise<FeedbackStats>;
    /** GET /api/suggestions/:projectId/project */
    suggestions(projectId: string): Promise<SuggestionPage>;
    /** DELETE /api/suggestions/:id */
    removeSuggestion(id: string): Promise<void>;
  };
}

export type SiteServices = ApiClient<ApiContract> & LegacyServices;

/** The request context entry holding the services of this request (server) or of this browser tab. */
export const servicesContext = createContext<SiteServices>();

/** The services, from a loader's or action's `context`. */
export function servicesOf(context: Readonly<RouterContextProvider>): SiteServices {
  return context.get(servicesContext);
}

// Loaders and actions receive a RouterContextProvider on both sides (getContext in the browser, the
// request context on the server); this makes their `context` argument typed as one.
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
