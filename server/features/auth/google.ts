import { OAuth2Client } from 'google-auth-library';
import type { Config } from '../../core/config';

/** What a verified Google ID token tells about the person. */
export interface GoogleIdentity {
  googleId: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  picture: string | null;
}

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Verifies Google ID tokens for GOOGLE_CLIENT_ID with google-auth-library: signature against Google's
 * certificates (read from GOOGLE_CERTS_URL and cached by the library), audience, issuer and expiry.
 */
export function createGoogleVerifier(config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CERTS_URL'>) {
  const clientId = config.GOOGLE_CLIENT_ID;
  // Node's own fetch: gaxios would otherwise import node-fetch lazily.
  const client = new OAuth2Client({ clientId, endpoints: { oauth2FederatedSignonPemCertsUrl: config.GOOGLE_CERTS_URL }, transporterOptions: { fetchImplementation: fetch } });
  return {
    enabled: Boolean(clientId),
    /** The identity, or null for any token that is not a valid, current token issued for our client. */
    async verify(credential: string): Promise<GoogleIdentity | null> {
      if (!clientId) return null;
      try {
        const ticket = await client.verifyIdToken({ idToken: credential, audience: clientId });
        const payload = ticket.getPayload();
        if (!payload?.sub || !payload.email || !payload.iss || !ISSUERS.includes(payload.iss)) return null;
        return {
          googleId: payload.sub,
          email: payload.email.toLowerCase(),
          emailVerified: payload.email_verified === true,
          firstName: (payload.given_name ?? payload.name ?? '').slice(0, 80),
          picture: payload.picture ?? null,
        };
      } catch {
        return null;
      }
    },
  };
}
