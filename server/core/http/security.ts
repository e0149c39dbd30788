import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

export interface CspOptions {
  /** Vite's dev server needs its websocket and inline styles; production needs neither. */
  dev: boolean;
  /** Served over HTTPS (PUBLIC_URL): only then are HSTS and upgrade-insecure-requests sent. */
  https: boolean;
  /** Extra script origins, such as the analytics provider's host. */
  scriptOrigins?: readonly string[];
  connectOrigins?: readonly string[];
  /** Origins of embedded frames and style sheets, such as Google's sign-in button. */
  frameOrigins?: readonly string[];
  styleOrigins?: readonly string[];
  /** Where stored images are fetched from when not from us (PUBLIC_FILES_URL: a CDN or the bucket). */
  imageOrigins?: readonly string[];
}

/** A fresh nonce per response, read by helmet's CSP and by the HTML renderer. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
};

/** Addresses that hold a secret or a person's data (a status token, an account, the admin): sent as nobody's referrer. */
const UNREFERRED_PAGES = /^\/(auth|admin|account|app)(\/|$)|^\/directories\/status\/|^\/unsubscribe\/|^\/waitlist\/./;

/** No referrer at all from the pages that must not name themselves to other sites; the public pages keep the default above. */
export const privateReferrerPolicy: RequestHandler = (req, res, next) => {
  if (UNREFERRED_PAGES.test(req.path)) res.setHeader('Referrer-Policy', 'no-referrer');
  next();
};

export function securityHeaders({ dev, https, scriptOrigins = [], connectOrigins = [], frameOrigins = [], styleOrigins = [], imageOrigins = [] }: CspOptions): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Scripts run only from our origin or with this response's nonce: no 'unsafe-inline'.
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`, ...scriptOrigins],
        styleSrc: dev ? ["'self'", "'unsafe-inline'", ...styleOrigins] : ["'self'", ...styleOrigins],
        // React style props (progress widths, aspect ratios) are attributes, not style sheets.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: dev ? ["'self'", 'ws:', ...connectOrigins] : ["'self'", ...connectOrigins],
        frameSrc: ["'self'", ...frameOrigins],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Other sites see our origin (never the path) as the referrer of a visit we send them: founders see the directory in their analytics.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: !https ? false : { maxAge: 15552000, includeSubDomains: true },
  });
}
