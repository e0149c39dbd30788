import { attributionInput } from '../campaigns/attribution';
import { z } from 'zod';
import { doneAnswer, endpoint, messageAnswer, redirectAnswer } from '../common/contract';
import { PLAN_ID_PATTERN } from '../plans/schema';
import { emailOnlyInput, googleInput, magicLinkQuery, nextPath, resetPasswordInput, signInInput, signUpInput } from './rules';

/** A plan chosen before signing in: the answer then carries where to pay for it. Anything that cannot name a plan is ignored. */
const planChoice = { planId: z.string().regex(PLAN_ID_PATTERN).optional().catch(undefined) };

/** An emailed link's token (anything that cannot be one is a link that works for nobody). */
const linkToken = z.object({ token: z.string().max(200).catch('') });

/** The spec's answer to a sign-in: the access token, and where to pay when a plan was chosen. */
const signedInAnswer = z.object({ accessToken: z.string(), paymentUrl: z.string().optional() });

export const authContract = {
  options: endpoint('GET', '/auth/options', 'public', { summary: "What the login page offers: Google's client id when Google sign-in is on" }).output(z.object({ googleClientId: z.string().nullable() })),
  signIn: endpoint('POST', '/auth/signIn', 'public', {
    summary: 'Sign in with an email and a password',
    description: 'Sets the session cookies. Limited per address and per IP: after too many wrong passwords the answer is 429.',
    refusals: [401, 403],
  })
    .input(z.object({ body: signInInput.extend(planChoice) }))
    .output(signedInAnswer),
  signUp: endpoint('POST', '/auth/signup', 'public', { summary: 'Create an account (and sign in)', status: 201, refusals: [409] })
    .input(z.object({ body: signUpInput.extend({ ...planChoice, attribution: attributionInput }) }))
    .output(signedInAnswer),
  exists: endpoint('POST', '/auth/exist', 'public', { summary: 'Whether an address has an account', description: 'Limited per IP, so the list of accounts cannot be harvested.' })
    .input(z.object({ body: emailOnlyInput }))
    .output(z.object({ exists: z.boolean() })),
  // The spec writes /auth/password-reset/: Express answers the path with and without its trailing slash.
  requestPasswordReset: endpoint('POST', '/auth/password-reset', 'public', {
    summary: 'Email a link to choose a new password',
    description: 'The same answer whether the account exists or not (also at /auth/password-reset/). Limited per IP per hour.',
  })
    .input(z.object({ body: emailOnlyInput }))
    .output(messageAnswer),
  resetPassword: endpoint('PUT', '/auth/password', 'public', { summary: "Choose a new password with a reset link's token (once); every session of the account ends" })
    .input(z.object({ body: resetPasswordInput }))
    .output(messageAnswer),
  sendMagicLink: endpoint('GET', '/auth/magic-link', 'public', {
    summary: 'Email a sign-in link that lands on `next`',
    description: 'The same answer whether the account exists or not. Limited per IP per hour.',
    refusals: [429],
  })
    .input(z.object({ query: magicLinkQuery }))
    .output(messageAnswer),
  openMagicLink: endpoint('GET', '/auth/magic-link/callback', 'public', {
    summary: "The emailed sign-in link: goes to its confirm page, which names the account; no session starts until the visitor confirms there",
    status: 303,
    answer: 'redirect',
  })
    .input(z.object({ query: linkToken.extend({ next: nextPath.optional() }) }))
    .output(redirectAnswer),
  magicLinkAddress: endpoint('GET', '/auth/magic-link/address', 'public', { summary: 'The address a sign-in link signs in as, without using it; null for a used, expired or unknown link' })
    .input(z.object({ query: linkToken }))
    .output(z.object({ email: z.string().nullable() })),
  signInWithMagicLink: endpoint('POST', '/auth/magic-link/callback', 'public', {
    summary: "Sign in with an emailed sign-in link's token (once), from its confirm page",
    description: 'Sets the session cookies. Only from a page of this site: the browser must say so (Sec-Fetch-Site same-origin or same-site, else a matching Origin), or the answer is 403.',
    refusals: [403],
  })
    .input(z.object({ body: linkToken.extend(planChoice) }))
    .output(signedInAnswer),
  confirmAddress: endpoint('GET', '/auth/email/confirm', 'public', {
    summary: "A new account's emailed confirmation link: confirms its address (once), then goes to /account/settings saying whether it worked",
    status: 303,
    answer: 'redirect',
  })
    .input(z.object({ query: linkToken }))
    .output(redirectAnswer),
  signInWithGoogle: endpoint('POST', '/auth/google', 'public', { summary: 'Sign in (or up) with a Google ID token', refusals: [401, 403] })
    .input(z.object({ body: googleInput.extend(planChoice) }))
    .output(signedInAnswer),
  signOut: endpoint('POST', '/auth/signOut', 'public', {
    summary: 'Sign out',
    description:
      'Ends the session of a Bearer token, or of the session cookie with its XSRF header, and clears the session cookies. A live cookie session without its XSRF header gets 403; cookies whose session has ended already are cleared for anyone.',
    refusals: [403],
  }).output(doneAnswer),
};
