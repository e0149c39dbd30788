import type { siteContract } from '../../../domain/site/contract';
import type { Implementation } from '../../core/http/endpointHandlers';
import { publicSettings } from './settings';

/** GET /api/site: the public settings pages show (site name, founder, offer). */
export const siteEndpoints: Implementation<typeof siteContract> = {
  settings: {
    handle: async (_input, { platform }) => publicSettings(platform.config),
    async http(input, ctx, handle) {
      ctx.http.res.set('Cache-Control', 'public, max-age=300').json(await handle(input, ctx));
    },
  },
};
