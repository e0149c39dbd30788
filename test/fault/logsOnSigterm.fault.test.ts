import http from 'node:http';
import mongoose from 'mongoose';
import { spawnEntry } from '../support/processes';
import { startOwnRedis, type OwnRedis } from '../support/redisServer';
import { testEnv } from '../support/testApp';

let redis: OwnRedis;
const env: NodeJS.ProcessEnv = {};

beforeAll(async () => {
  redis = await startOwnRedis();
  // Production mode at debug: every request is logged, the answers stored in memory too.
  Object.assign(env, testEnv(__filename, { NODE_ENV: 'production', REDIS_URL: redis.url, LOG_LEVEL: 'debug', SHUTDOWN_DELAY_MS: '300', WORKERS: 'off' }));
});
afterAll(async () => {
  await mongoose.connect(env.MONGODB_URI!);
  await mongoose.connection.dropDatabase();
  await mongoose.disconnect();
  await redis.stop();
});

/** Stored answers (from memory, before the app), answers the app makes, and a 404. */
const ADDRESSES = ['/privacy', '/api/plans/all', '/api/products/no-such-product'];
const CONNECTIONS = 50;

/** One GET with its own request id: the id the answer carries back, or undefined when no answer came. */
function answeredId(agent: http.Agent, url: string, id: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    http
      .get(url, { agent, headers: { 'X-Request-Id': id } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers['x-request-id'] === id ? id : undefined));
        res.on('error', () => resolve(undefined));
      })
      .on('error', () => resolve(undefined));
  });
}

it('When the server gets SIGTERM under load with every request logged, then each answered request has its access-log line on stdout', async () => {
  const server = spawnEntry('server/main.ts', env);
  const url = (await server.waitFor(/"url":"(http:[^"]+)".*"msg":"server listening"/, 30_000))[1];
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const answered: string[] = [];
  let sent = 0;
  let signalled = false;
  let onEnough!: () => void;
  const enough = new Promise<void>((resolve) => (onEnough = resolve));
  // Each connection asks again as soon as it is answered, until the server no longer answers.
  const connection = async (n: number) => {
    for (;;) {
      const id = `load-${n}-${sent++}`;
      const got = await answeredId(agent, `${url}${ADDRESSES[sent % ADDRESSES.length]}`, id);
      if (!got) {
        if (signalled) return;
        continue;
      }
      answered.push(got);
      if (answered.length >= 2000) onEnough();
    }
  };
  const load = Array.from({ length: CONNECTIONS }, (_, n) => connection(n));
  await enough;
  signalled = true;
  server.child.kill('SIGTERM');
  const answeredAtSignal = answered.length;
  const code = await server.exited;
  await Promise.all(load);
  agent.destroy();

  const logged = new Set<string>();
  for (const line of server.output().split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { msg?: string; req?: { id?: string } };
    if (entry.msg === 'request completed' && entry.req?.id) logged.add(entry.req.id);
  }
  const lost = answered.filter((id) => !logged.has(id));
  console.log(`SIGTERM under load: ${answeredAtSignal} answered before the signal, ${answered.length} in all, ${logged.size} logged, ${lost.length} lost; exit ${code}`);
  expect(code).toBe(0);
  expect(answered.length).toBeGreaterThan(answeredAtSignal);
  expect(lost).toEqual([]);
}, 90_000);
