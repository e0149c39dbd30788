import type { CliContext, Command } from './types';
import { plansSeeder } from '../../server/features/plans/seed';
import { productsSeeder } from '../../server/features/products/demo';

export interface Seeder {
  name: string;
  /** Loads its data idempotently: running it twice leaves the same records. Returns a one-line summary. */
  run(ctx: CliContext, options: { demo: boolean }): Promise<string>;
}

/** Every feature that ships reference or demo data adds its seeder here, in load order. */
export const SEEDERS: Seeder[] = [plansSeeder, productsSeeder];

export const seedCommand: Command = {
  name: 'seed',
  summary: 'Loads reference data (plans...) idempotently; --demo adds demo content for a local site',
  usage: 'seed [--demo]',
  options: { demo: { type: 'boolean', default: false } },
  async run({ values }, ctx) {
    await ctx.db();
    for (const seeder of SEEDERS) ctx.print(`${seeder.name}: ${await seeder.run(ctx, { demo: Boolean(values.demo) })}`);
    if (!SEEDERS.length) ctx.print('nothing to seed');
  },
};
