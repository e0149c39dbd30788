import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { perPlatform, type Platform } from '../../core/platform';
import { IMAGE_TIMEOUT_SECONDS, ImageRejected, type ImageVariant } from './images';
import type { ImageAnswer, ImageJob, ImageJobKind } from './imageWorker';

export interface ImagePool {
  process(kind: ImageJobKind, input: Uint8Array): Promise<ImageVariant[]>;
  /** Images waiting or in work: readiness reports a backlog, so a saturated process leaves the load balancer. */
  backlog(): number;
  close(): void;
}

interface Pending {
  job: ImageJob;
  resolve(variants: ImageVariant[]): void;
  reject(error: Error): void;
}

// Under tsx (development, tests) the worker is the TypeScript source; in the production bundle it is dist/server/imageWorker.js.
const fromSource = __filename.endsWith('.ts');
const WORKER_ENTRY = path.join(__dirname, fromSource ? 'imageWorker.ts' : 'imageWorker.js');
const WORKER_ARGS = fromSource ? ['--import', 'tsx'] : [];

export interface ImagePoolOptions {
  /** A worker left idle this long is stopped, returning its memory. */
  idleMs?: number;
  /** The longest one image may take before its worker is stopped. */
  timeoutMs?: number;
  onWorkerExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
}

/**
 * Image work in a child process, one image at a time, in arrival order. A crash or a timeout refuses only
 * the image being processed; the next one starts a fresh worker.
 */
export function createImagePool({ idleMs = 30_000, timeoutMs = (IMAGE_TIMEOUT_SECONDS + 5) * 1000, onWorkerExit }: ImagePoolOptions = {}): ImagePool {
  const queue: Pending[] = [];
  let current: Pending | undefined;
  let worker: ChildProcess | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let jobTimer: NodeJS.Timeout | undefined;
  let nextId = 1;

  const stopWorker = () => {
    const child = worker;
    worker = undefined;
    if (child && child.exitCode === null) child.kill('SIGKILL');
  };

  const finish = (settle: (p: Pending) => void) => {
    clearTimeout(jobTimer);
    const done = current;
    current = undefined;
    if (done) settle(done);
    startNext();
  };

  const spawnWorker = (): ChildProcess => {
    const child = fork(WORKER_ENTRY, [], { execArgv: WORKER_ARGS, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.on('message', (answer: ImageAnswer) => {
      if (!current || answer.id !== current.job.id) return;
      if ('variants' in answer) {
        // Structured clone gives Uint8Arrays; the storage layer wants Buffers.
        const variants = answer.variants.map((v) => ({ ...v, body: Buffer.from(v.body.buffer, v.body.byteOffset, v.body.byteLength) }));
        finish((p) => p.resolve(variants));
      } else if ('rejected' in answer) finish((p) => p.reject(new ImageRejected(answer.rejected)));
      else finish((p) => p.reject(new Error(`image worker failed: ${answer.failed}`)));
    });
    child.on('exit', (code, signal) => {
      if (worker === child) worker = undefined;
      onWorkerExit?.(code, signal);
      // The worker died under this image (out of memory, killed): that image is refused, the queue goes on.
      if (current) finish((p) => p.reject(new ImageRejected('invalid')));
    });
    // Pages come first: the image process yields the CPU to the web process when both want it.
    if (child.pid) os.setPriority(child.pid, 5);
    // The pool never keeps the web process alive on its own.
    child.unref();
    (child.channel as { unref?: () => void } | undefined)?.unref?.();
    return child;
  };

  function startNext(): void {
    if (current) return;
    const next = queue.shift();
    if (!next) {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(stopWorker, idleMs);
      idleTimer.unref();
      return;
    }
    clearTimeout(idleTimer);
    current = next;
    worker ??= spawnWorker();
    jobTimer = setTimeout(() => {
      const stuck = current;
      current = undefined;
      stopWorker();
      stuck?.reject(new ImageRejected('too-slow'));
      startNext();
    }, timeoutMs);
    jobTimer.unref();
    worker.send(next.job);
  }

  return {
    process(kind, input) {
      return new Promise<ImageVariant[]>((resolve, reject) => {
        queue.push({ job: { id: nextId++, kind, input }, resolve, reject });
        startNext();
      });
    },
    backlog: () => queue.length + (current ? 1 : 0),
    close() {
      clearTimeout(idleTimer);
      clearTimeout(jobTimer);
      for (const waiting of queue.splice(0)) waiting.reject(new Error('image pool closed'));
      stopWorker();
    },
  };
}

/** The image pool of a platform (one worker process per web process, started on first use, stopped with the platform). */
export const imagePool = perPlatform((platform: Platform) => {
  const pool = createImagePool();
  platform.onDispose(() => pool.close());
  return pool;
});
