import { UsageError, type Command } from '../../server/features/command';
import { SEEDERS } from '../../server/features/registry';

/** Kinds of demo records `seed` can be asked for; a kind no feature seeds yet says so. */
const COUNTS = ['products', 'posts', 'waitlist'] as const;

export const seedCommand: Command = {
  name: 'seed',
  summary: 'Loads reference data (plans) and, on request, demo data; running it again adds only what is missing',
  usage: 'seed [--demo] [--products N] [--posts N] [--waitlist N]',
  options: { demo: { type: 'boolean', default: false }, products: { type: 'string' }, posts: { type: 'string' }, waitlist: { type: 'string' } },
  async run({ values }, ctx) {
    const counts: Record<string, number> = {};
    for (const kind of COUNTS) {
      if (values[kind] === undefined) continue;
      const n = Number(values[kind]);
      if (!Number.isInteger(n) || n < 0 || n > 100_000) throw new UsageError(`--${kind} takes a whole number from 0 to 100000`);
      counts[kind] = n;
    }
    const platform = await ctx.platform();
    const lines: { seeder: string; result: string }[] = [];
    for (const seeder of SEEDERS) lines.push({ seeder: seeder.name, result: await seeder.run(platform, { demo: Boolean(values.demo), counts, progress: ctx.progress }) });
    for (const kind of Object.keys(counts)) {
      if (!SEEDERS.some((s) => s.counts === kind)) lines.push({ seeder: kind, result: 'nothing seeded: no feature seeds this kind' });
    }
    ctx.output(lines, (rows) => rows.forEach((row) => ctx.print(`${row.seeder}: ${row.result}`)));
  },
};
