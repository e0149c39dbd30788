import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, ownServer } from './redisServer';

const run = promisify(execFile);
const SCRIPT = path.resolve(__dirname, '../../scripts/versitygw');

/** Builds versitygw into .tools/ when missing (bash scripts/versitygw build; minutes, first run only) and returns the binary. */
export async function versitygwBinary(): Promise<string> {
  const { stdout } = await run('bash', [SCRIPT, 'build'], { timeout: 600_000 });
  return stdout.trim().split('\n').pop()!;
}

export interface OwnBucket {
  /** The S3_* settings that point the app at this bucket. */
  env: { S3_BUCKET: string; S3_ENDPOINT: string; S3_REGION: string; S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string; S3_FORCE_PATH_STYLE: 'on' };
  /** The keys stored in the bucket under a prefix ("uploads/", "social-cards/"), without it, sorted (read from the posix backend's folder). */
  keys(prefix: string): string[];
  /** Starts the server again on the same port and folder (after stop()). */
  start(): Promise<void>;
  /** Kills it at once: the bucket becomes unreachable. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

function filesUnder(root: string, under = ''): string[] {
  return readdirSync(path.join(root, under), { withFileTypes: true }).flatMap((entry) => {
    // versitygw keeps its own work files in dot-folders (.sgwtmp); they are not objects.
    if (entry.name.startsWith('.')) return [];
    const relative = path.posix.join(under, entry.name);
    return entry.isDirectory() ? filesUnder(root, relative) : [relative];
  });
}

/**
 * A real S3-compatible server of the test file's own: versitygw on a free loopback port, its posix backend serving
 * a temporary folder whose one subfolder is the bucket. Nothing is faked: the app talks S3 to it with the AWS SDK.
 */
export async function startVersitygw(bucket = 'launchboost-test'): Promise<OwnBucket> {
  const binary = await versitygwBinary();
  const port = await freePort();
  const root = mkdtempSync(path.join(os.tmpdir(), 'lb-versitygw-'));
  mkdirSync(path.join(root, bucket));
  const access = 'launchboost';
  const secret = randomBytes(16).toString('hex');
  const server = ownServer(port, () => spawn(binary, ['--access', access, '--secret', secret, '--port', `127.0.0.1:${port}`, '--quiet', 'posix', root], { stdio: 'ignore' }), 15_000);
  await server.start();
  return {
    env: { S3_BUCKET: bucket, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: access, S3_SECRET_ACCESS_KEY: secret, S3_FORCE_PATH_STYLE: 'on' },
    keys: (prefix) => (existsSync(path.join(root, bucket, prefix)) ? filesUnder(path.join(root, bucket, prefix)).sort() : []),
    start: server.start,
    stop: server.stop,
    async close() {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
