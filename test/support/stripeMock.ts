import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './redisServer';
import { eventually } from './testApp';

const run = promisify(execFile);
const SCRIPT = path.resolve(__dirname, '../../scripts/stripe-mock');

/** One call the SDK made, as stripe-mock received it: the form body flattened (`line_items[0][price]` → value). */
export interface StripeCall {
  method: string;
  path: string;
  params: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
}

export interface StripeMock {
  /** What STRIPE_API_BASE should be: the recording proxy in front of stripe-mock. */
  apiBase: string;
  calls: StripeCall[];
  /** The calls to one path (e.g. '/v1/checkout/sessions'), oldest first. */
  callsTo(method: string, path: string): StripeCall[];
  close(): Promise<void>;
}

/** Builds stripe-mock into .tools/ when missing (bash scripts/stripe-mock build) and returns the binary. */
export async function stripeMockBinary(): Promise<string> {
  const { stdout } = await run('bash', [SCRIPT, 'build'], { timeout: 170_000 });
  return stdout.trim().split('\n').pop()!;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/v1/balance', headers: { Authorization: 'Bearer sk_test_probe' } }, (res) => {
      res.resume();
      resolve(true);
    });
    req.once('error', () => resolve(false));
    req.end();
  });
}

/**
 * stripe-mock of the test file's own on a free loopback port (HTTP only; nothing reaches Stripe), behind a tiny
 * proxy that records each request's form body, so a test asserts on what the SDK sent.
 */
export async function startStripeMock(): Promise<StripeMock> {
  const binary = await stripeMockBinary();
  const port = await freePort();
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'lb-stripe-mock-'));
  const child: ChildProcess = spawn(binary, ['-http-addr', `127.0.0.1:${port}`, '-https-unix', path.join(socketDir, 'https.sock')], { stdio: 'ignore' });
  await eventually(() => answers(port), 20_000, 100);

  const calls: StripeCall[] = [];
  const proxy: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://proxy');
      const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body.toString('utf8')));
      calls.push({ method: req.method ?? 'GET', path: url.pathname, params, headers: req.headers });
      const upstream = httpRequest({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.once('error', () => res.writeHead(502).end());
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));

  return {
    apiBase: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    calls,
    callsTo: (method, wanted) => calls.filter((call) => call.method === method && call.path === wanted),
    async close() {
      await new Promise((resolve) => proxy.close(resolve));
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

let eventCount = 0;

/** A Stripe event as Stripe would post it (stripe-mock sends none, so tests make their own). */
export function stripeEvent(type: string, object: Record<string, unknown>, { id, created }: { id?: string; created?: number } = {}) {
  eventCount += 1;
  return {
    id: id ?? `evt_test${Date.now()}x${eventCount}`,
    object: 'event',
    api_version: '2025-01-01',
    created: created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}
