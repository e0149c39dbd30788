import request from 'supertest';
import { CSRF_MESSAGE } from '../../../domain/auth/messages';
import { signUp } from '../../../test/support/session';
import { createTestApp, type TestApp } from '../../../test/support/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(__filename, { PUBLIC_URL: 'https://launchboost.test' });
});
afterAll(() => t.close());

/** A browser's sign-in through the API: the Set-Cookie lines, the Cookie header they make, and the XSRF token a script sends. */
async function browserSignIn(email: string) {
  await signUp(t.app, email, { password: 'cookie password 1' });
  const answer = await request(t.app).post('/api/auth/signIn').send({ email, password: 'cookie password 1' }).expect(200);
  const setCookies = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
  const pairs = setCookies.map((c) => c.split(';')[0]);
  const value = (name: string) => decodeURIComponent(pairs.find((pair) => pair.startsWith(`${name}=`))?.slice(name.length + 1) ?? '');
  return { setCookies, cookie: pairs.join('; '), xsrf: value('__Host-XSRF-TOKEN'), accessToken: value('__Host-lb_access') };
}

const me = (cookie: string) => request(t.app).get('/api/users/me').set('Cookie', cookie);
const signOut = (cookie: string, xsrf?: string) => {
  const call = request(t.app).post('/api/auth/signOut').set('Cookie', cookie);
  return xsrf ? call.set('X-XSRF-TOKEN', xsrf) : call;
};

describe('the session cookies under HTTPS', () => {
  it('When someone signs in on a site served over HTTPS, then the three cookies take the __Host- prefix: Secure, for every path, for this host only', async () => {
    const { setCookies, cookie } = await browserSignIn('host@example.com');
    expect(setCookies.map((c) => c.split('=')[0]).sort()).toEqual(['__Host-XSRF-TOKEN', '__Host-lb_access', '__Host-lb_session']);
    for (const line of setCookies) {
      expect(line).toMatch(/; Secure/i);
      expect(line).toMatch(/; Path=\//i);
      expect(line).not.toMatch(/Domain=/i);
    }
    expect(setCookies.find((c) => c.startsWith('__Host-lb_access='))).toMatch(/HttpOnly/i);
    expect((await me(cookie).expect(200)).body.email).toBe('host@example.com');
  });

  it('When a cookie session signs out without its XSRF token, then it is refused and stays signed in; with the token it ends and the cookies are cleared', async () => {
    const { cookie, xsrf } = await browserSignIn('leaving@example.com');
    const forged = await signOut(cookie);
    expect([forged.status, forged.body.message, forged.headers['set-cookie']]).toEqual([403, CSRF_MESSAGE, undefined]);
    expect((await signOut(cookie, 'made-up')).status).toBe(403);
    await me(cookie).expect(200);

    const ended = await signOut(cookie, xsrf).expect(200);
    const cleared = ([] as string[]).concat(ended.headers['set-cookie'] ?? []);
    for (const name of ['__Host-lb_access', '__Host-lb_session', '__Host-XSRF-TOKEN', 'lb_access']) expect(cleared.find((c) => c.startsWith(`${name}=;`))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await me(cookie)).status).toBe(401);
    // Cookies whose session has ended are cleared for anyone: the browser's sign-out after a refused token needs no token.
    expect((await signOut(cookie).expect(200)).headers['set-cookie']).toBeDefined();
  });

  it('When a browser still holds a session under the cookie names from before HTTPS, then it is read, its writes pass with its XSRF token, and signing out ends it', async () => {
    const { accessToken, xsrf } = await browserSignIn('legacy@example.com');
    const plainNames = `lb_access=${encodeURIComponent(accessToken)}; XSRF-TOKEN=${encodeURIComponent(xsrf)}`;
    await me(plainNames).expect(200);
    expect((await request(t.app).patch('/api/users/me').set('Cookie', plainNames).send({ firstName: 'Lee' })).status).toBe(403);
    await request(t.app).patch('/api/users/me').set('Cookie', plainNames).set('X-XSRF-TOKEN', xsrf).send({ firstName: 'Lee' }).expect(200);
    await signOut(plainNames, xsrf).expect(200);
    expect((await me(plainNames)).status).toBe(401);
  });
});
