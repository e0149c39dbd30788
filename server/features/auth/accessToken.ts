import { jwtVerify, SignJWT } from 'jose';
import type { SessionClaims } from '../../../domain/auth/session';
import type { Config } from '../../core/config';
import { deriveKey } from '../../core/lib/seal';

/** The access token's payload: the spec's claims plus the id of the server-side session it belongs to. */
export interface AccessClaims extends SessionClaims {
  sid: string;
}

const ISSUER = 'launchboost';
const AUDIENCE = 'launchboost-api';

const keyOf = (config: Pick<Config, 'JWT_SECRET'>) => new Uint8Array(deriveKey(config.JWT_SECRET, 'access-token'));

/** A signed JWT (HS256) that expires with its session. */
export function signAccessToken(config: Pick<Config, 'JWT_SECRET'>, { sub, isAdmin, sid, exp }: AccessClaims): Promise<string> {
  return new SignJWT({ isAdmin, sid }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(sub).setIssuer(ISSUER).setAudience(AUDIENCE).setIssuedAt().setExpirationTime(exp).sign(keyOf(config));
}

/** The claims of a token signed by this deployment and not expired, or null. */
export async function readAccessToken(config: Pick<Config, 'JWT_SECRET'>, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
    return { sub: payload.sub, sid: payload.sid, isAdmin: payload.isAdmin === true, exp: payload.exp };
  } catch {
    return null;
  }
}
