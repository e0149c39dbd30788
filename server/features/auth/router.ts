import { Router, type Request } from 'express';
import { z } from 'zod';
import { EXIST_RATE_LIMITED_MESSAGE, MAGIC_LINK_SENT_MESSAGE, RESET_DONE_MESSAGE, RESET_REQUESTED_MESSAGE } from '../../../domain/auth/messages';
import { emailOnlyInput, googleInput, magicLinkQuery, nextPath, resetPasswordInput, safeNextPath, signInInput, signUpInput } from '../../../domain/auth/rules';
import { DomainError } from '../../../domain/common/errors';
import { PLAN_ID_PATTERN } from '../../../domain/plans/schema';
import { redisRateLimit } from '../../core/http/rateLimit';
import { validate } from '../../core/http/validate';
import { perPlatform, type Platform } from '../../core/platform';
import { identify } from './access';
import { browserSessions } from './browserSession';
import { authService, type IssuedSession } from './service';

/** A plan chosen before signing in: the answer then carries its checkout link as paymentUrl. */
const planChoice = { planId: z.string().regex(PLAN_ID_PATTERN).optional().catch(undefined) };

const signIn = validate({ body: signInInput.extend(planChoice) });
const signUp = validate({ body: signUpInput.extend(planChoice) });
const exist = validate({ body: emailOnlyInput });
const passwordReset = validate({ body: emailOnlyInput });
const newPassword = validate({ body: resetPasswordInput });
const magicLink = validate({ query: magicLinkQuery });
const magicLinkCallback = validate({ query: z.object({ token: z.string().max(200).catch(''), next: nextPath.optional() }) });
const google = validate({ body: googleInput.extend(planChoice) });

/** `exist` tells whether an address has an account: limited per IP so the list cannot be harvested. */
const existLimit = perPlatform(({ config, redis }) => redisRateLimit({ redis, name: `${config.QUEUE_PREFIX}:auth-exist`, limit: 20, windowMs: 15 * 60_000, message: EXIST_RATE_LIMITED_MESSAGE }));
/** Reset and magic-link emails per IP per hour. */
const emailLinkLimit = perPlatform(({ config, redis }) => redisRateLimit({ redis, name: `${config.QUEUE_PREFIX}:auth-email-links`, limit: 10, windowMs: 3_600_000, message: EXIST_RATE_LIMITED_MESSAGE }));
/** Account creation per IP per hour. */
const signUpLimit = perPlatform(({ config, redis }) => redisRateLimit({ redis, name: `${config.QUEUE_PREFIX}:auth-signup`, limit: 20, windowMs: 3_600_000, message: EXIST_RATE_LIMITED_MESSAGE }));

/** The spec's answer to a sign-in: the token, and the checkout link when a plan was chosen. */
const answer = ({ accessToken, paymentUrl }: IssuedSession) => (paymentUrl ? { accessToken, paymentUrl } : { accessToken });

/** /api/auth: the spec's calls (section 7), thin over the accounts service. */
export function authRouter(platform: Platform): Router {
  const auth = authService(platform);
  const sessions = browserSessions(platform);
  const router = Router();
  const ipOf = (req: Request) => req.ip ?? null;

  // What the login page offers (public: the Google client id is public by design).
  router.get('/options', (_req, res) => {
    res.json({ googleClientId: platform.config.GOOGLE_CLIENT_ID ?? null });
  });

  router.post('/signIn', signIn, async (req, res) => {
    const { planId, ...credentials } = signIn.input(res).body;
    const issued = await auth.signIn(credentials, { ip: ipOf(req), planId });
    sessions.start(req, res, issued);
    res.json(answer(issued));
  });

  router.post('/signup', signUpLimit(platform), signUp, async (req, res) => {
    const { user, planId } = signUp.input(res).body;
    const issued = await auth.signUp(user, { planId });
    sessions.start(req, res, issued);
    res.status(201).json(answer(issued));
  });

  router.post('/exist', existLimit(platform), exist, async (_req, res) => {
    res.json({ exists: await auth.exists(exist.input(res).body.email) });
  });

  router.post('/password-reset', emailLinkLimit(platform), passwordReset, async (_req, res) => {
    await auth.requestPasswordReset(passwordReset.input(res).body.email);
    res.json({ success: true, message: RESET_REQUESTED_MESSAGE });
  });

  router.put('/password', newPassword, async (_req, res) => {
    const { password, resetPasswordToken } = newPassword.input(res).body;
    await auth.resetPassword(resetPasswordToken, password);
    res.json({ success: true, message: RESET_DONE_MESSAGE });
  });

  router.get('/magic-link', emailLinkLimit(platform), magicLink, async (_req, res) => {
    const { email, next } = magicLink.input(res).query;
    await auth.sendMagicLink(email, next ?? '/');
    res.json({ success: true, message: MAGIC_LINK_SENT_MESSAGE });
  });

  // Opened from the email: signs in and lands on the page the user came from, or back on the login page with the reason.
  router.get('/magic-link/callback', magicLinkCallback, async (req, res) => {
    const { token, next } = magicLinkCallback.input(res).query;
    try {
      const issued = await auth.signInWithMagicLink(token);
      sessions.start(req, res, issued);
      res.redirect(303, safeNextPath(next));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      res.redirect(303, '/auth/login?link=invalid');
    }
  });

  router.post('/google', google, async (req, res) => {
    const { credential, planId } = google.input(res).body;
    const issued = await auth.signInWithGoogle(credential, { planId });
    sessions.start(req, res, issued);
    res.json(answer(issued));
  });

  router.post('/signOut', async (req, res) => {
    // Only a request that proves the session (Bearer, or cookie plus XSRF header) ends it; anyone may drop the cookies.
    const proven = await identify(platform, req).catch(() => null);
    if (proven) await auth.signOut(proven.viewer);
    sessions.end(res);
    res.json({ success: true });
  });

  return router;
}
