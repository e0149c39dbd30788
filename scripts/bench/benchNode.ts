import { execFileSync } from 'node:child_process';

/** The Node that runs what a bench measures (BENCH_NODE, e.g. `bash scripts/node24`: the production image's); else this one. */
export const BENCH_NODE = process.env.BENCH_NODE || process.execPath;

let version: string | undefined;
/** BENCH_NODE's version, asked once. */
export function benchNodeVersion(): string {
  version ??= BENCH_NODE === process.execPath ? process.version : execFileSync(BENCH_NODE, ['--version'], { encoding: 'utf8' }).trim();
  return version;
}
