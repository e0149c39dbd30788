import type { Seeder } from '../command';
import { defaultPlans } from './seedData';
import { plansService } from './service';

/** `npm run cli -- seed`: adds the plans that are missing; plans already stored are left as edited. */
export const plansSeeder: Seeder = {
  name: 'plans',
  async run(platform) {
    const plans = defaultPlans(platform.config.PROMO_CODE);
    const inserted = await plansService(platform).insertMissing(plans);
    return `${inserted} inserted, ${plans.length - inserted} already present`;
  },
};
