import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Config } from '../../core/config';

const scryptAsync = promisify(scrypt) as (password: string, salt: string, keyLength: number, options: { N: number; r: number; p: number }) => Promise<Buffer>;

/**
 * scrypt at a 64th of the library's work factor (N 2048, r 2 against N 16384, r 16): about 2 ms of CPU a hash
 * instead of 120. Only under NODE_ENV=test, where the suite hashes hundreds of passwords and their strength
 * protects nothing; development and production keep the library's own hasher.
 */
const TEST_COST = { N: 2048, r: 2, p: 1 } as const;
const KEY_LENGTH = 64;

async function hash(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  const key = await scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, TEST_COST);
  return `${salt}:${key.toString('hex')}`;
}

async function verify({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  const [salt, key] = stored.split(':');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'hex');
  const actual = await scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, TEST_COST);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The password hasher the accounts library is given: the cheap one in tests, else none (the library's own). */
export const passwordHashingFor = (config: Pick<Config, 'NODE_ENV'>) => (config.NODE_ENV === 'test' ? { hash, verify } : undefined);
