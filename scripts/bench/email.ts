/**
 * `npm run bench:email`: sends 1,000 product confirmation emails ("product-submitted") the way the site
 * does (outbox record in MongoDB, then the BullMQ queue) to a local SMTP server, through a worker running
 * as its own process (the built `dist/server/worker.js` that production runs, `jobs/worker.ts` through tsx if the build is stale), and prints emails per second, the CPU time per email of the worker and of this process, and the worker's peak memory (VmHWM).
 * A database and queue prefix of its own, removed afterwards. Not a test: the figure depends on the machine.
 * The target is at least 250 emails per second. BENCH_PROF=<folder> writes the worker's CPU profile there; BENCH_WORKER=<bundle>
 * runs another build of the worker (an earlier commit's, say), to compare two versions in turns on a busy machine. The worker
 * runs on the production image's Node (24, fetched once by scripts/node24); BENCH_NODE=node runs it on this machine's.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose, { Types } from 'mongoose';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../../server/core/config';
import { ProductModel } from '../../server/features/directory/model';
import { hashStatusToken, statusToken } from '../../server/features/directory/statusLink';
import { sendEmail } from '../../server/features/mail/queue';
import { createPlatform } from '../../server/startPlatform';
import { entryArgs } from '../../test/support/entries';
import { benchNode, benchNodeVersion } from './benchNode';

const EMAILS = Number(process.env.BENCH_EMAILS ?? 1000);

/** A local SMTP server that accepts everything and counts it. */
async function countingSmtp() {
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS lookup per connection (an SMTP relay in production does its own).
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        accepted++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, accepted: () => accepted, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** The oldest process whose command line matches (pgrep -f), when one runs on this machine; null otherwise. */
function pidOf(pattern: string): number | null {
  try {
    return Number(execFileSync('pgrep', ['-o', '-f', pattern], { encoding: 'utf8' }).trim()) || null;
  } catch {
    return null;
  }
}

/** Peak resident memory of a process (Linux /proc), in MB. */
function peakMemoryMb(pid: number): number | null {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

async function main() {
  const smtp = await countingSmtp();
  const name = `bench_email_${randomBytes(3).toString('hex')}`;
  const base = new URL(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/launchboost');
  base.pathname = `/${name}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // Info: the worker announces itself ('workers running'); per-job lines are debug.
    LOG_LEVEL: 'info',
    MONGODB_URI: base.toString(),
    QUEUE_PREFIX: name,
    SMTP_URL: smtp.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-bench-data-')),
    UPLOADS_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-bench-uploads-')),
    ADMIN_EMAIL: 'ops@launchboost.test',
  };
  const config = loadConfig(env);
  const platform = await createPlatform(config, { role: 'cli' });

  // The products the confirmations are about (written directly: image processing is not what is measured).
  const image = { key: 'products/bench/logo.webp', contentType: 'image/webp', width: 256, height: 256, bytes: 1000 };
  const ids = Array.from({ length: EMAILS }, () => new Types.ObjectId());
  for (let i = 0; i < ids.length; i += 500) {
    await ProductModel.insertMany(
      ids.slice(i, i + 500).map((_id, j) => {
        const n = i + j;
        return {
          _id,
          name: `Bench Product ${n}`,
          slug: `bench-product-${n}`,
          headline: 'A product for the email benchmark',
          description: 'Benchmark.',
          website_url: `https://bench-${n}.example`,
          website_host: `bench-${n}.example`,
          host_lock: `bench-${n}.example`,
          category: 'productivity',
          firstname: 'Bench',
          email: `founder-${n}@example.com`,
          logo: { webp: image, png: image },
          screenshot: { webp: image, thumb: image },
          status: 'pending',
          status_token_hash: hashStatusToken(statusToken(config, _id)),
        };
      }),
    );
  }

  const worker = spawn(benchNode(), [...(process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : []), ...(process.env.BENCH_WORKER ? [process.env.BENCH_WORKER] : entryArgs('jobs/worker.ts'))], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    worker.stdout!.on('data', (chunk) => {
      out += chunk;
      if (out.includes('workers running')) resolve();
    });
    worker.once('exit', (code) => reject(new Error(`worker exited (${code}) before it was ready`)));
  });

  // The database (FerretDB in development) and Redis, when they run here: their CPU per email is part of the cost.
  const servers = [
    { label: 'database', pid: pidOf(process.env.BENCH_DB_PROCESS ?? '.tools/ferretdb') },
    { label: 'Redis', pid: pidOf('redis-server') },
  ].map((server) => ({ ...server, before: server.pid ? cpuMs(server.pid) : null }));
  const started = Date.now();
  const workerCpuBefore = cpuMs(worker.pid!);
  const ownCpuBefore = process.cpuUsage();
  // Recorded and queued as the site does, 50 at a time (as concurrent requests would).
  for (let i = 0; i < ids.length; i += 50) {
    await Promise.all(ids.slice(i, i + 50).map((id) => sendEmail(platform, { template: 'product-submitted', data: { productId: id.toHexString() } }, `product-submitted-${id.toHexString()}`)));
  }
  const queuedMs = Date.now() - started;
  while (smtp.accepted() < EMAILS) await new Promise((resolve) => setTimeout(resolve, 20));
  const elapsedMs = Date.now() - started;
  const peak = peakMemoryMb(worker.pid!);
  const workerCpu = cpuMs(worker.pid!);
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const serverCpu = servers.map((server) => ({ ...server, after: server.pid ? cpuMs(server.pid) : null }));

  worker.kill('SIGTERM');
  await new Promise((resolve) => worker.once('exit', resolve));
  const keys = await platform.redis.keys(`${name}:*`);
  if (keys.length) await platform.redis.del(...keys);
  await mongoose.connection.dropDatabase();
  await platform.dispose();
  await smtp.close();

  console.log(`bench:email: ${EMAILS} confirmation emails through the outbox and the queue to a local SMTP server, the worker on Node ${benchNodeVersion()}`);
  console.log(`  recorded and queued in ${(queuedMs / 1000).toFixed(2)} s; all accepted by SMTP after ${(elapsedMs / 1000).toFixed(2)} s`);
  console.log(`  throughput: ${Math.round((EMAILS / elapsedMs) * 1000)} emails/s (target ≥ 250)`);
  console.log(`  worker peak memory (VmHWM): ${peak ?? 'unknown'} MB`);
  if (workerCpu !== null && workerCpuBefore !== null) console.log(`  worker CPU: ${((workerCpu - workerCpuBefore) / EMAILS).toFixed(2)} ms per email`);
  console.log(`  this process's CPU (recording and queueing as the site does, and the SMTP server): ${((ownCpu.user + ownCpu.system) / 1000 / EMAILS).toFixed(2)} ms per email`);
  for (const { label, before, after } of serverCpu) {
    if (before !== null && after !== null) console.log(`  ${label} CPU (shared: others' work counts too): ${((after - before) / EMAILS).toFixed(2)} ms per email`);
  }
  console.log(`  load average: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')} (${os.cpus().length} cores, shared with the database, Redis and this process)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
