import { betterAuth } from 'better-auth';
import { mongodbAdapter } from 'better-auth/adapters/mongodb';
import { admin, magicLink } from 'better-auth/plugins';
import mongoose from 'mongoose';
import { MAGIC_LINK_SECONDS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RESET_LINK_SECONDS } from '../../../domain/auth/rules';
import { deriveKey } from '../../lib/seal';
import { perPlatform, type Platform } from '../../platform';
import { sendMagicLinkEmail, sendPasswordResetEmail } from './linkMail';

/**
 * The accounts library (better-auth): users, password hashes, server-side sessions, single-use hashed
 * verification tokens, roles and bans. Our routes call its server API directly; its own HTTP handler is
 * not mounted, so the only auth endpoints are the spec's (server/features/auth/router.ts).
 */
function createAuthLibrary(platform: Platform) {
  const { config, logger } = platform;
  const db = mongoose.connection.db;
  if (!db) throw new Error('The accounts library needs the MongoDB connection first');
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
    user: { modelName: 'users', additionalFields: { firstName: { type: 'string', required: false, defaultValue: '' } } },
    session: { modelName: 'sessions', expiresIn: config.SESSION_DAYS * 24 * 3600, disableSessionRefresh: true },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications', storeIdentifier: 'hashed' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
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

export type AuthLibrary = ReturnType<typeof createAuthLibrary>;
export const authLibrary = perPlatform(createAuthLibrary);
