import { REFERRAL_CODE, REFERRAL_PARAMETER } from '../waitlist/referralCode';

/**
 * Campaign attribution: the first campaign a visitor arrived with (its utm_* parameters) and the other site that
 * referred them (its host only), kept in their browser for 30 days by a small script that runs on every page's load
 * (attributionScript below), and sent with the waitlist sign-up, the directory submission and the account sign-up in
 * a hidden form field the script fills as the form is sent. Click ids (gclid, fbclid, msclkid...) are never kept.
 * A waitlist subscriber's referral code (`?ref=`) is kept the same way (first touch, 30 days), beside it.
 */

/** What is stored with a sign-up (validated on the server by attributionSchema, domain/campaigns/attribution.ts). */
export interface Attribution {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  /** The referring site's host. */
  referrer?: string;
}

/** The campaign parameters kept, as links name them. */
export const CAMPAIGN_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** The attribution columns of every CSV export of sign-ups, in this order. */
export const ATTRIBUTION_COLUMNS = ['utm_source', 'utm_medium', 'utm_campaign', 'referrer'] as const;

/** A stored attribution's values in the CSV exports' columns ('' when none). */
export const attributionCells = (attribution: Attribution | null | undefined): string[] => ATTRIBUTION_COLUMNS.map((column) => attribution?.[column] ?? '');

/** The dashboard's name for sign-ups with no campaign and no referring site, and for those with no campaign name. */
export const DIRECT_SOURCE = '(direct)';
export const NO_CAMPAIGN = '(none)';

/** Where a sign-up came from, as the dashboard groups it: its utm_source, else the referring site, else direct. */
export const sourceOf = (attribution: Attribution | null | undefined): string => attribution?.utm_source ?? attribution?.referrer ?? DIRECT_SOURCE;
/** Its campaign, as the dashboard groups it. */
export const campaignOf = (attribution: Attribution | null | undefined): string => attribution?.utm_campaign ?? NO_CAMPAIGN;

/** How long the first campaign counts. */
export const ATTRIBUTION_DAYS = 30;
/** The browser's localStorage key. */
export const ATTRIBUTION_STORAGE_KEY = 'launchboost.attribution';
/** The hidden field of the forms that send it (JSON text, empty without JavaScript). */
export const ATTRIBUTION_FIELD = 'attribution';
/** The browser's localStorage key of the first referral code (the hidden field is REFERRAL_PARAMETER, `ref`). */
export const REFERRAL_STORAGE_KEY = 'launchboost.ref';
/** The longest campaign value kept. */
export const MAX_CAMPAIGN_VALUE_LENGTH = 100;

/**
 * The script that keeps the first campaign and fills the forms' hidden field, inline in every page's <head> (the
 * cached pages allow it by its hash, the others by their nonce). Plain ES5 text, so no build step can change it.
 */
// Made in a call marked pure: the browser bundles that import this module's constants leave the script's text out.
export const attributionScript = /* @__PURE__ */ (() =>
  '(function(){try{' +
  `var K=${JSON.stringify(ATTRIBUTION_STORAGE_KEY)},F=${JSON.stringify(ATTRIBUTION_FIELD)},M=${ATTRIBUTION_DAYS * 24 * 3600 * 1000},L=${MAX_CAMPAIGN_VALUE_LENGTH},S=localStorage,N=Date.now(),A=null;` +
  'try{A=JSON.parse(S.getItem(K)||"null")}catch(e){}' +
  'if(!A||!(A.at>N-M)){A=null;S.removeItem(K);' +
  `var Q=new URLSearchParams(location.search),C={},H="";${JSON.stringify(CAMPAIGN_KEYS)}.forEach(function(k){var v=Q.get(k);if(v)C[k]=v.slice(0,L)});` +
  'try{H=document.referrer?new URL(document.referrer).hostname:""}catch(e){}' +
  'if(H&&H!==location.hostname)C.referrer=H;' +
  'if(Object.keys(C).length){C.at=N;S.setItem(K,JSON.stringify(C));A=C}}' +
  `var RK=${JSON.stringify(REFERRAL_STORAGE_KEY)},G=${JSON.stringify(REFERRAL_PARAMETER)},R=null;` +
  'try{R=JSON.parse(S.getItem(RK)||"null")}catch(e){}' +
  `if(!R||!(R.at>N-M)){R=null;S.removeItem(RK);var c=new URLSearchParams(location.search).get(G);if(c&&/${REFERRAL_CODE.source}/.test(c)){R={code:c,at:N};S.setItem(RK,JSON.stringify(R))}}` +
  'if(A||R)document.addEventListener("submit",function(e){var s=e.target&&e.target.elements;if(!s)return;var f=s.namedItem(F),g=s.namedItem(G);if(f&&A)f.value=JSON.stringify(A);if(g&&R)g.value=R.code},true)' +
  '}catch(e){}})()')();

/** The object in a form's hidden field as the browser sends it (JSON text; the server validates it), or undefined. */
export function fieldAttribution(text: unknown): unknown {
  if (typeof text !== 'string' || !text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
