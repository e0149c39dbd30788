import { AlreadyExists, InvalidInput } from '../../../domain/common/errors';
import type { plansContract } from '../../../domain/plans/contract';
import type { Implementation } from '../../core/http/endpointHandlers';
import { plansService } from './service';

/** /api/plans: the plans sorted by position for everyone; admins create, replace and delete them. */
export const plansEndpoints: Implementation<typeof plansContract> = {
  list: ({ query: { active } }, { platform }) => plansService(platform).list({ active: active === undefined ? undefined : active === 'true' }),
  get: ({ params }, { platform }) => plansService(platform).get(params.id),
  async create({ body: plan }, { platform }) {
    const plans = plansService(platform);
    if (await plans.get(plan.id).catch(() => null)) throw new AlreadyExists('A plan with this id already exists', { field: 'id' });
    return plans.save(plan);
  },
  async replace({ params, body }, { platform }) {
    if (body.id !== undefined && body.id !== params.id) throw new InvalidInput('The plan id in the body must match the address', { field: 'id' });
    const plans = plansService(platform);
    await plans.get(params.id);
    return plans.save({ ...body, id: params.id });
  },
  async remove({ params }, { platform }) {
    await plansService(platform).remove(params.id);
    return { success: true };
  },
};
