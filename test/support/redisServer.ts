import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { eventually } from './testApp';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

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

export interface OwnServer {
  /** Starts the server unless it runs, and waits until its port answers. */
  start(): Promise<void>;
  /** Kills it at once (SIGKILL): an outage, not a clean stop. */
  stop(): Promise<void>;
}

/** A server process of a test's own on `port` that the test can kill and start again. */
export function ownServer(port: number, launch: () => ChildProcess, readyWithinMs: number): OwnServer {
  let child: ChildProcess | undefined;
  return {
    async start() {
      if (child && child.exitCode === null) return;
      child = launch();
      await eventually(() => answers(port), readyWithinMs, 50);
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      child = undefined;
    },
  };
}

export interface OwnRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A redis-server of the test's own on a free port, so a test can stop Redis without touching the shared one. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const server = ownServer(port, () => spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' }), 10_000);
  const own: OwnRedis = { url: `redis://127.0.0.1:${port}`, start: server.start, stop: server.stop };
  await own.start();
  return own;
}
