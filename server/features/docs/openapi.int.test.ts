import { validate } from '@readme/openapi-parser';
import request from 'supertest';
import { registeredRoutes } from '../../core/http/registeredRoutes';
import { createTestApp, type TestApp } from '../../../test/support/testApp';
import { API_ENDPOINTS } from '../apiImplementation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(__filename);
});
afterAll(() => t.close());

type Operation = { 'x-access'?: string; security?: unknown[]; responses: Record<string, unknown>; parameters?: { name: string; in: string }[] };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const toExpress = (path: string) => path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');

describe('the OpenAPI document', () => {
  it('When /api/openapi.json is requested, then it is a valid OpenAPI 3.1 document listing every route Express mounts under /api, each with its access rule', async () => {
    const answer = await request(t.app).get('/api/openapi.json').expect(200);
    const document = answer.body as Document;
    expect(document.openapi).toMatch(/^3\.1\./);
    const verdict = await validate(structuredClone(document) as never);
    expect(verdict).toEqual(expect.objectContaining({ valid: true, warnings: [] }));

    const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${toExpress(path)}`));
    const mounted = registeredRoutes(t.app.router as never)
      .filter((route) => route.path.startsWith('/api/'))
      .map((route) => `${route.method} ${route.path.slice('/api'.length)}`);
    // What Express answers under /api and what the document lists are the same routes, one for one.
    expect(mounted.length).toBeGreaterThan(90);
    expect(documented.sort()).toEqual([...mounted].sort());
    for (const endpoint of API_ENDPOINTS) {
      const operation = document.paths[endpoint.documentedPath][endpoint.method.toLowerCase()];
      expect([endpoint.name, operation['x-access']]).toEqual([endpoint.name, endpoint.meta.access]);
      expect([endpoint.name, Boolean(operation.security)]).toEqual([endpoint.name, endpoint.meta.access !== 'public']);
      // Refusals are declared with the shared body; guarded endpoints say they may answer 401, public ones only when their contract declares it (a sign-in's wrong password).
      const answers401 = endpoint.meta.access !== 'public' || 'UNAUTHORIZED' in endpoint.contract['~orpc'].errorMap;
      expect([endpoint.name, '503' in operation.responses, '401' in operation.responses]).toEqual([endpoint.name, true, answers401]);
    }
  });

  it('When the same document is read in two places, then /api/docs shows each operation of it as a readable page', async () => {
    const page = await request(t.app).get('/api/docs').expect(200).expect('Content-Type', /html/);
    for (const endpoint of API_ENDPOINTS) expect(page.text).toContain(`<code>${endpoint.documentedPath.replace(/&/g, '&amp;')}</code>`);
    expect(page.text).toContain('href="/api/openapi.json"');
  });
});
