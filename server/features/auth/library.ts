import mongoose from 'mongoose';
import { MAGIC_LINK_SECONDS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RESET_LINK_SECONDS } from '../../../domain/auth/rules';
import { onFirstUse } from '../../core/lib/onFirstUse';
import { deriveKey } from '../../core/lib/seal';
import { perPlatform, type Platform } from '../../core/platform';
import { sendMagicLinkEmail, sendPasswordResetEmail } from './linkMail';
import { passwordHashingFor } from './testPasswordHashing';

/**
 * The accounts library (better-auth): users, password hashes, server-side sessions, single-use hashed
 * verification tokens, roles and bans. Our routes call its server API directly; its own HTTP handler is
 * not mounted, so the only auth endpoints are the spec's (server/features/auth/router.ts).
 */
async function createAuthLibrary(platform: Platform) {
  const { config, logger } = platform;
  const db = mongoose.connection.db;
  if (!db) throw new Error('The accounts library needs the MongoDB connection first');
  // Loaded when accounts are first used: the library is about a third of the server's start-up time, and most
  // requests (cached pages, the directory) and many CLI commands never need it.
  const [{ betterAuth }, { mongodbAdapter }, { admin, magicLink }, { isAPIError }] = await Promise.all([
    import('better-auth'),
    import('better-auth/adapters/mongodb'),
    import('better-auth/plugins'),
    import('better-auth/api'),
  ]);
  libraryErrorCheck = isAPIError;
  return betterAuth({
    appName: config.SITE_NAME,
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret: deriveKey(config.JWT_SECRET, 'better-auth').toString('hex'),
    // The Db only: given the client the adapter would open transactions, which FerretDB v1 refuses.
    database: mongodbAdapter(db, { transaction: false }),
    telemetry: { enabled: false },
    // Limits are ours, in Redis, shared by every process (limits.ts).
    rateLimit: { enabled: false },
    logger: { level: 'warn', log: (level, message) => logger[level]({ lib: 'better-auth' }, message) },
    user: {
      modelName: 'users',
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '' },
        lastName: { type: 'string', required: false, defaultValue: '' },
        // False from sign-up until the confirmation link is opened; absent on accounts whose mailbox was proven or that predate it.
        addressConfirmed: { type: 'boolean', required: false },
      },
    },
    session: { modelName: 'sessions', expiresIn: config.SESSION_DAYS * 24 * 3600, disableSessionRefresh: true },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications', storeIdentifier: 'hashed' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: passwordHashingFor(config),
      sendResetPassword: ({ user, token }) => sendPasswordResetEmail(platform, { userId: user.id, token }),
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      magicLink({
        expiresIn: MAGIC_LINK_SECONDS,
        storeToken: 'hashed',
        // Accounts are made by signing up (or with Google); a link to an unknown address signs nobody in.
        disableSignUp: true,
        sendMagicLink: ({ email, token, metadata }) => sendMagicLinkEmail(platform, { email, token, next: typeof metadata?.next === 'string' ? metadata.next : '/' }),
      }),
    ],
  });
}

export type AuthLibrary = Awaited<ReturnType<typeof createAuthLibrary>>;

// A failed start (MongoDB not connected yet) is tried again by the next caller, not kept.
const made = perPlatform((platform: Platform) => onFirstUse(() => createAuthLibrary(platform)));

/** The accounts library of this platform, made on first use. */
export const authLibrary = (platform: Platform): Promise<AuthLibrary> => made(platform)();

/** The library's internals: its adapter over our collections, the password hasher, sessions and single-use tokens. */
export const libraryContext = async (platform: Platform) => (await authLibrary(platform)).$context;
export type LibraryContext = Awaited<ReturnType<typeof libraryContext>>;

let libraryErrorCheck: ((error: unknown) => boolean) | undefined;

/** True for the library's own API errors (a refusal with a code); nothing can be one before the library is loaded. */
export const isLibraryError = (error: unknown): error is Error & { statusCode: number; status: string | number; body?: unknown } => libraryErrorCheck?.(error) ?? false;
