import type { Command } from '../../server/features/command';
import { SEEDERS } from '../../server/features/registry';

export const seedCommand: Command = {
  name: 'seed',
  summary: 'Loads reference data (plans...) idempotently; --demo adds demo content for a local site',
  usage: 'seed [--demo]',
  options: { demo: { type: 'boolean', default: false } },
  async run({ values }, ctx) {
    const platform = await ctx.platform();
    for (const seeder of SEEDERS) ctx.print(`${seeder.name}: ${await seeder.run(platform, { demo: Boolean(values.demo) })}`);
  },
};
