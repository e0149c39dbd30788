import { performance } from 'node:perf_hooks';
const acc = new Map<string, { n: number; ms: number }>();
export async function stage<T>(name: string, f: () => Promise<T> | T): Promise<T> {
  const t = performance.now();
  try { return await f(); } finally { const a = acc.get(name) ?? { n: 0, ms: 0 }; a.n++; a.ms += performance.now() - t; acc.set(name, a); }
}
export function stageSync<T>(name: string, f: () => T): T {
  const t = performance.now();
  try { return f(); } finally { const a = acc.get(name) ?? { n: 0, ms: 0 }; a.n++; a.ms += performance.now() - t; acc.set(name, a); }
}
process.on('SIGTERM', () => { for (const [k, v] of acc) process.stderr.write(`STAGE ${k}: n=${v.n} avg=${(v.ms / v.n).toFixed(2)} ms total=${v.ms.toFixed(0)}\n`); });
