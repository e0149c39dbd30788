import type { Seeder } from '../../../scripts/commands/seed';
import { defaultPlans } from './seedData';
import { insertMissingPlans } from './service';

/** `npm run cli -- seed`: adds the plans that are missing; plans already stored are left as edited. */
export const plansSeeder: Seeder = {
  name: 'plans',
  async run(ctx) {
    const plans = defaultPlans(ctx.config.PROMO_CODE);
    const inserted = await insertMissingPlans(plans);
    return `${inserted} inserted, ${plans.length - inserted} already present`;
  },
};
