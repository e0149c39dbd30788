import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** The production image's Node (Dockerfile), fetched once into .tools/ by scripts/node24; this Node when that fails. */
function productionNode(): string {
  try {
    return execFileSync('bash', [path.join(ROOT, 'scripts/node24')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  } catch {
    console.warn(`bench: the production image's Node 24 could not be had (scripts/node24 above); measuring on this Node, ${process.version}`);
    return process.execPath;
  }
}

let node: string | undefined;
/**
 * The Node that runs what a bench measures: the production image's, as production runs; BENCH_NODE=node for this
 * machine's Node, BENCH_NODE=<path> for another.
 */
export function benchNode(): string {
  const chosen = process.env.BENCH_NODE;
  node ??= chosen === 'node' || chosen === process.execPath ? process.execPath : chosen || productionNode();
  return node;
}

let version: string | undefined;
/** The bench Node's version, asked once. */
export function benchNodeVersion(): string {
  version ??= benchNode() === process.execPath ? process.version : execFileSync(benchNode(), ['--version'], { encoding: 'utf8' }).trim();
  return version;
}
