import request from 'supertest';
import { registeredRoutes } from '../../core/http/registeredRoutes';
import { createAdmin } from '../../../test/support/session';
import { createTestApp, type TestApp } from '../../../test/support/testApp';
import { API_ENDPOINTS } from '../apiImplementation';

let t: TestApp;
let userToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp(__filename);
  await createAdmin(t.platform, 'root@example.com', 'admin password 1');
  adminToken = (await request(t.app).post('/api/auth/signIn').send({ email: 'root@example.com', password: 'admin password 1' }).expect(200)).body.accessToken;
  userToken = (await request(t.app).post('/api/auth/signup').send({ user: { email: 'plain@example.com', password: 'user password 1', firstName: 'Pat' } }).expect(201)).body.accessToken;
});
afterAll(() => t.close());

/** Every route the API answers, as registered on the real app. */
const apiAddresses = () =>
  registeredRoutes(t.app.router as never)
    .filter((route) => route.path.startsWith('/api/'))
    .map((route) => ({ ...route, apiPath: route.path.slice('/api'.length) }));

/** The access rule of a route, as its endpoint's contract declares it. */
const ruleOf = (method: string, apiPath: string) => API_ENDPOINTS.find((e) => e.method === method && e.path === apiPath)?.meta;

// Params filled with values of the right shape (a user id, a slug): the guard must answer before any lookup.
const concrete = (path: string) => path.replace(/:id\b/g, '0123456789abcdef01234567').replace(/:[a-zA-Z]+/g, 'sample');

const send = (method: string, path: string, token?: string) => {
  const call = request(t.app)[method.toLowerCase() as 'get'](path);
  if (token) call.set('Authorization', `Bearer ${token}`);
  return method === 'GET' || method === 'DELETE' ? call : call.send({});
};

describe('route protection', () => {
  it('When every registered API route is walked, then each is an endpoint of the contracts (with its access rule), and every endpoint is mounted', () => {
    const routes = apiAddresses();
    expect(routes.length).toBeGreaterThan(90);
    const undeclared = routes.filter((route) => !ruleOf(route.method, route.apiPath)).map((r) => `${r.method} ${r.path}`);
    expect(undeclared).toEqual([]);
    const unmounted = API_ENDPOINTS.filter((e) => !routes.some((route) => route.method === e.method && route.apiPath === e.path)).map((e) => e.name);
    expect(unmounted).toEqual([]);
  });

  it('When each signed-in or admin route is called without a token, with a non-admin token and with an admin token, then it answers 401, 403 (admin routes) and neither for the admin', async () => {
    const checked: string[] = [];
    for (const route of apiAddresses()) {
      const rule = ruleOf(route.method, route.apiPath)!;
      if (rule.access === 'public') continue;
      const path = `/api${concrete(route.apiPath)}`;
      const anonymous = await send(route.method, path);
      expect([`${route.method} ${path}`, anonymous.status, anonymous.body.message]).toEqual([`${route.method} ${path}`, 401, 'Invalid authentication credentials']);
      const plain = await send(route.method, path, userToken);
      if (rule.access === 'admin') expect([`${route.method} ${path}`, plain.status]).toEqual([`${route.method} ${path}`, 403]);
      else expect([401, 403]).not.toContain(plain.status);
      const admin = await send(route.method, path, adminToken);
      expect([`${route.method} ${path}`, [401, 403].includes(admin.status)]).toEqual([`${route.method} ${path}`, false]);
      checked.push(`${route.method} ${route.path}`);
    }
    expect(checked).toEqual(expect.arrayContaining(['GET /api/users/me', 'POST /api/plans', 'PUT /api/plans/:id', 'DELETE /api/plans/:id', 'GET /api/admin/dashboard']));
  });

  it('When /admin/queues is opened without a session, as a non-admin and as an admin, then it answers 401, 403, then the Bull Board dashboard with its own CSP', async () => {
    expect((await request(t.app).get('/admin/queues')).status).toBe(401);
    expect((await request(t.app).get('/admin/queues').set('Authorization', `Bearer ${userToken}`)).status).toBe(403);
    const board = await request(t.app).get('/admin/queues').set('Authorization', `Bearer ${adminToken}`).expect(200);
    expect(board.text).toContain('__UI_CONFIG__');
    expect(board.text).not.toContain('fonts.googleapis.com');
    expect(board.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(board.headers['cache-control']).toBe('no-store');
    const queues = await request(t.app).get('/admin/queues/api/queues').set('Authorization', `Bearer ${adminToken}`).expect(200);
    expect(queues.body.queues.map((q: { name: string }) => q.name)).toEqual(expect.arrayContaining(['email']));
    expect((await request(t.app).get('/admin/queues/api/queues')).status).toBe(401);
  });

  it('When an unknown API path is asked for, then it still answers a JSON 404, whoever asks', async () => {
    expect((await request(t.app).get('/api/no-such-thing')).status).toBe(404);
    expect((await request(t.app).get('/api/no-such-thing').set('Authorization', `Bearer ${userToken}`)).status).toBe(404);
  });
});
