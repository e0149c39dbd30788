import type { Plan } from '../../../views/types/plans';
import { NotFound } from '../../http/errors';
import { PlanModel, toPlan } from './model';
import { PLAN_ID_PATTERN, planInput, type PlanInput } from './schema';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called after any plan changes through this service (seed, API); returns an unsubscribe function. */
export function onPlansChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function plansChanged(): void {
  for (const listener of listeners) {
    try {
      listener();
    } catch {
      // A failing cache must not fail the write that triggered it.
    }
  }
}

/** Plans sorted by position, read from MongoDB on every call (no cache, so a database edit shows at once). */
export async function listPlans({ active }: { active?: boolean } = {}): Promise<Plan[]> {
  const filter = active === undefined ? {} : { active };
  const docs = await PlanModel.find(filter).sort({ position: 1, _id: 1 }).lean();
  return docs.map((doc) => toPlan(doc as never));
}

export async function getPlan(id: string): Promise<Plan> {
  if (!PLAN_ID_PATTERN.test(id)) throw new NotFound('Plan not found');
  const doc = await PlanModel.findById(id).lean();
  if (!doc) throw new NotFound('Plan not found');
  return toPlan(doc as never);
}

const toDocument = ({ id, ...rest }: PlanInput) => ({ _id: id, ...rest });

/** Creates or replaces a plan by its id. */
export async function savePlan(input: PlanInput): Promise<Plan> {
  const plan = planInput.parse(input);
  const { _id, ...fields } = toDocument(plan);
  await PlanModel.updateOne({ _id }, { $set: fields }, { upsert: true, runValidators: true });
  plansChanged();
  return getPlan(_id);
}

export async function deletePlan(id: string): Promise<void> {
  if (!PLAN_ID_PATTERN.test(id)) throw new NotFound('Plan not found');
  const { deletedCount } = await PlanModel.deleteOne({ _id: id });
  if (!deletedCount) throw new NotFound('Plan not found');
  plansChanged();
}

/**
 * Inserts the plans that are missing, by id, and leaves existing ones as they are, so prices edited
 * in the database survive `seed` (which runs on every `npm start`). Returns how many were inserted.
 */
export async function insertMissingPlans(inputs: readonly PlanInput[]): Promise<number> {
  let inserted = 0;
  for (const input of inputs) {
    const { _id, ...fields } = toDocument(planInput.parse(input));
    const result = await PlanModel.updateOne({ _id }, { $setOnInsert: fields }, { upsert: true });
    inserted += result.upsertedCount ?? 0;
  }
  if (inserted) plansChanged();
  return inserted;
}
