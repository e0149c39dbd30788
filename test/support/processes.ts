import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { entryArgs, type Entry } from './entries';

const ROOT = path.resolve(__dirname, '../..');

export interface Spawned {
  child: ChildProcess;
  /** Everything it wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the first match of the pattern in its output. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** Resolves with the exit code once it exited. */
  exited: Promise<number | null>;
}

/** Runs one of the project's entry points (server/main.ts, jobs/worker.ts...) as its own process (see entryArgs), with Node's own flags if given, on this Node or `node`. */
export function spawnEntry(entry: Entry, env: NodeJS.ProcessEnv, nodeFlags: readonly string[] = [], node = process.execPath): Spawned {
  const child = spawn(node, [...nodeFlags, ...entryArgs(entry)], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const waiters = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiters) check();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    waitFor(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${entry}: ${pattern} not seen within ${timeoutMs} ms:\n${output.slice(-2000)}`));
        }, timeoutMs);
        const check = () => {
          const match = pattern.exec(output);
          if (!match) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(match);
        };
        waiters.add(check);
        check();
      });
    },
  };
}

/** Resolves once the web process `server` answers /healthz at `url` (it says nothing when it listens below LOG_LEVEL=info); rejects if it stopped. */
export async function serving(url: string, server: Spawned): Promise<void> {
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server stopped:\n${server.output().slice(-2000)}`);
    if (await fetch(`${url}/healthz`).then((res) => res.ok, () => false)) return;
    await sleep(100);
  }
}
