import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ownServer } from './redisServer';

export interface OwnMongo {
  /** mongodb://127.0.0.1:<port>/<name> */
  uri(database: string): string;
  start(): Promise<void>;
  /** Kills the server (its data stays on disk for the next start). */
  stop(): Promise<void>;
}

const FERRETDB = path.resolve(__dirname, '../../.tools/ferretdb');

/**
 * A MongoDB-compatible server of the test's own on a free port (FerretDB built by scripts/services, else
 * mongod from PATH), so a test can stop the database without touching the shared one.
 */
export async function startOwnMongo(): Promise<OwnMongo> {
  if (!existsSync(FERRETDB) && spawnSync('sh', ['-c', 'command -v mongod']).status !== 0) {
    throw new Error('No database server for this test to start: run `bash scripts/services --own-mongo` (npm test does), which builds FerretDB into .tools/');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lb-mongo-'));
  const server = ownServer(
    port,
    () =>
      existsSync(FERRETDB)
        ? spawn(FERRETDB, ['-listen', `127.0.0.1:${port}`, '-data', dataDir], { stdio: 'ignore' })
        : spawn('mongod', ['--port', String(port), '--bind_ip', '127.0.0.1', '--dbpath', dataDir], { stdio: 'ignore' }),
    20_000,
  );
  const own: OwnMongo = { uri: (database) => `mongodb://127.0.0.1:${port}/${database}`, start: server.start, stop: server.stop };
  await own.start();
  return own;
}
