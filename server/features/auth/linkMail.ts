import { randomUUID } from 'node:crypto';
import { seal } from '../../core/lib/seal';
import type { Platform } from '../../core/platform';
import { sendEmail } from '../mail/queue';
import { authEmail, linkKey } from './emails';

/** Queues the reset email with the token sealed (the job and the outbox row hold ciphertext only). */
export async function sendPasswordResetEmail(platform: Platform, { userId, token }: { userId: string; token: string }): Promise<void> {
  await sendEmail(platform, authEmail('password-reset', { userId, sealedToken: seal(linkKey(platform.config), token) }), `password-reset-${randomUUID()}`);
}

export async function sendMagicLinkEmail(platform: Platform, { email, token, next }: { email: string; token: string; next: string }): Promise<void> {
  await sendEmail(platform, authEmail('magic-link', { email, sealedToken: seal(linkKey(platform.config), token), next }), `magic-link-${randomUUID()}`);
}

export async function sendAddressConfirmationEmail(platform: Platform, { userId, token }: { userId: string; token: string }): Promise<void> {
  await sendEmail(platform, authEmail('address-confirm', { userId, sealedToken: seal(linkKey(platform.config), token) }), `address-confirm-${randomUUID()}`);
}
