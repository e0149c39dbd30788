import type { Express } from 'express';
import request from 'supertest';
import { usersService } from '../../server/features/users/service';
import type { Platform } from '../../server/startPlatform';

/** Requests to the API as a signed-in account: its access token as the bearer (what the browser's session cookie carries). */
export function asUser(app: Express, token: string) {
  const signed = (test: request.Test) => test.set('Authorization', `Bearer ${token}`);
  return {
    get: (path: string) => signed(request(app).get(path)),
    post: (path: string, body: object = {}) => signed(request(app).post(path)).send(body),
    put: (path: string, body: object = {}) => signed(request(app).put(path)).send(body),
    delete: (path: string) => signed(request(app).delete(path)),
  };
}

export type SignedInRequests = ReturnType<typeof asUser>;

/** Signs a new account up through the API (201) and answers its access token. */
export async function signUp(app: Express, email: string, { password = 'customer password 1', firstName = 'Sam' } = {}): Promise<string> {
  return (await request(app).post('/api/auth/signup').send({ user: { email, password, firstName } }).expect(201)).body.accessToken;
}

/** Makes an administrator's account as the CLI's admin:create does (or promotes an existing one). */
export async function createAdmin(platform: Platform, email: string, password: string): Promise<void> {
  await usersService(platform).createOrPromoteAdmin(email, password);
}
