import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { endpoint } from '../../../domain/common/contract';
import { NotFound } from '../../../domain/common/errors';
import type { Platform } from '../platform';
import { answerCheck } from './answerCheck';
import { endpointsOf, mountEndpoints, type Implementation } from './endpointHandlers';
import { apiErrorHandler } from './errors';

// A contract of two endpoints and an implementation that breaks it on purpose, mounted the way server/api.ts mounts the real one.
const contract = {
  things: {
    get: endpoint('GET', '/things/{id}', 'public', { summary: 'One thing', refusals: [404] })
      .input(z.object({ params: z.object({ id: z.string() }) }))
      .output(z.object({ id: z.string(), count: z.number().int() })),
    wrongStatus: endpoint('GET', '/wrong-status', 'public', { summary: 'Answers a status it does not declare' }).output(z.object({ ok: z.boolean() })),
  },
};
const implementation: Implementation<typeof contract> = {
  things: {
    async get({ params }) {
      if (params.id === 'missing') throw new NotFound('No such thing');
      // "broken": a field of the wrong type, as a handler that drifted from its contract would answer.
      return (params.id === 'broken' ? { id: params.id, count: 'three' } : { id: params.id, count: 3 }) as never;
    },
    wrongStatus: {
      handle: async () => ({ ok: true }),
      async http(_input, ctx) {
        ctx.http.res.status(418).json({ ok: true });
      },
    },
  },
};

const silent = { error: () => undefined, warn: () => undefined, info: () => undefined } as never;

function appWithCheck() {
  const endpoints = endpointsOf(contract, implementation as never);
  const check = answerCheck(endpoints, silent);
  const api = express.Router();
  api.use(check.middleware);
  const pass: express.RequestHandler = (_req, _res, next) => next();
  mountEndpoints(api, {} as Platform, endpoints, { authenticate: async () => { throw new Error('every endpoint here is public'); }, identify: async () => null, writeLimit: pass });
  api.use(apiErrorHandler(silent));
  const app = express();
  app.use('/api', api);
  return { app, violations: check.violations };
}

describe('checking answers against their contracts', () => {
  it('When an answer fits its output schema, or a refusal its declared status and body, then nothing is reported', async () => {
    const { app, violations } = appWithCheck();
    expect((await request(app).get('/api/things/a').expect(200)).body).toEqual({ id: 'a', count: 3 });
    expect((await request(app).get('/api/things/missing').expect(404)).body).toEqual({ success: false, message: 'No such thing' });
    expect(violations).toEqual([]);
  });

  it('When a handler answers a field of the wrong type or an undeclared status, then each is reported with its endpoint', async () => {
    const { app, violations } = appWithCheck();
    await request(app).get('/api/things/broken').expect(200);
    await request(app).get('/api/wrong-status').expect(418);
    expect(violations).toEqual([
      { endpoint: 'GET /things/{id}', status: 200, problem: expect.stringContaining('count') },
      { endpoint: 'GET /wrong-status', status: 418, problem: 'status 418 is not declared' },
    ]);
  });
});
