import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './redisServer';
import { eventually } from './testApp';

export interface OwnMongo {
  /** mongodb://127.0.0.1:<port>/<name> */
  uri(database: string): string;
  start(): Promise<void>;
  /** Kills the server (its data stays on disk for the next start). */
  stop(): Promise<void>;
}

const FERRETDB = path.resolve(__dirname, '../../.tools/ferretdb');

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A MongoDB-compatible server of the test's own on a free port (FerretDB built by scripts/services, else
 * mongod from PATH), so a test can stop the database without touching the shared one.
 */
export async function startOwnMongo(): Promise<OwnMongo> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lb-mongo-'));
  let child: ChildProcess | undefined;
  const own: OwnMongo = {
    uri: (database) => `mongodb://127.0.0.1:${port}/${database}`,
    async start() {
      if (child && child.exitCode === null) return;
      child = existsSync(FERRETDB)
        ? spawn(FERRETDB, ['-listen', `127.0.0.1:${port}`, '-data', dataDir], { stdio: 'ignore' })
        : spawn('mongod', ['--port', String(port), '--bind_ip', '127.0.0.1', '--dbpath', dataDir], { stdio: 'ignore' });
      await eventually(() => answers(port), 20_000, 50);
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      child = undefined;
    },
  };
  await own.start();
  return own;
}
