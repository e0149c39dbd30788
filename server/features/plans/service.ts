import { NotFound } from '../../../domain/common/errors';
import { PLAN_ID_PATTERN, planInput, type PlanInput } from '../../../domain/plans/schema';
import type { Plan } from '../../../domain/plans/types';
import { cacheTtlMs } from '../../core/cache/cache';
import { keptValue } from '../../core/cache/keptValue';
import { perPlatform, type Platform } from '../../core/platform';
import { PlanModel, toPlan, type PlanDocument } from './model';

export const PLAN_NOT_FOUND = 'Plan not found';

const toDocument = ({ id, ...rest }: PlanInput) => ({ _id: id, ...rest });

/** Plans sorted by position, kept in memory and read again when a plan change is announced (keptValue.ts): pages read them without waiting. */
export function createPlansService({ bus, config, logger }: Platform) {
  const changed = () => bus.announce('plans');
  const readPlans = async () => (await PlanModel.find({}).sort({ position: 1, _id: 1 }).lean<PlanDocument[]>()).map(toPlan);
  const all = keptValue({ bus, topic: 'plans', ttlMs: cacheTtlMs(config), logger, read: readPlans });

  async function get(id: string): Promise<Plan> {
    if (!PLAN_ID_PATTERN.test(id)) throw new NotFound(PLAN_NOT_FOUND);
    const doc = await PlanModel.findById(id).lean<PlanDocument>();
    if (!doc) throw new NotFound(PLAN_NOT_FOUND);
    return toPlan(doc);
  }

  return {
    async list({ active }: { active?: boolean } = {}): Promise<Plan[]> {
      const plans = await all();
      return active === undefined ? plans : plans.filter((plan) => plan.active === active);
    },

    get,

    /** Creates or replaces a plan by its id. */
    async save(input: PlanInput): Promise<Plan> {
      const { _id, ...fields } = toDocument(planInput.parse(input));
      await PlanModel.updateOne({ _id }, { $set: fields }, { upsert: true, runValidators: true });
      await changed();
      return get(_id);
    },

    async remove(id: string): Promise<void> {
      if (!PLAN_ID_PATTERN.test(id)) throw new NotFound(PLAN_NOT_FOUND);
      const { deletedCount } = await PlanModel.deleteOne({ _id: id });
      if (!deletedCount) throw new NotFound(PLAN_NOT_FOUND);
      await changed();
    },

    /**
     * Inserts the plans that are missing, by id, and leaves existing ones as they are, so prices edited
     * in the database survive `seed` (which runs on every `npm start`). Returns how many were inserted.
     */
    async insertMissing(inputs: readonly PlanInput[]): Promise<number> {
      let inserted = 0;
      for (const input of inputs) {
        const { _id, ...fields } = toDocument(planInput.parse(input));
        const result = await PlanModel.updateOne({ _id }, { $setOnInsert: fields }, { upsert: true });
        inserted += result.upsertedCount ?? 0;
      }
      if (inserted) await changed();
      return inserted;
    },
  };
}

export const plansService = perPlatform(createPlansService);
