import { NotFound } from '../../../domain/common/errors';
import { OFFER_NOT_FOUND, type OfferInput } from '../../../domain/workspace/offers';
import type { OfferView, ProjectOffer } from '../../../domain/workspace/types';
import { isDuplicateKey } from '../../core/db/mongo';
import { perPlatform, type Platform } from '../../core/platform';
import { OfferModel, type OfferRecord } from './model';
import { objectIdOf } from './projectAccess';
import { workspaceService } from './service';

const toOffer = (offer: OfferRecord): OfferView => ({
  id: String(offer._id),
  projectId: String(offer.projectId),
  title: offer.title,
  details: offer.details,
  code: offer.code,
  url: offer.url,
  updatedAt: new Date(offer.updatedAt).toISOString(),
});

/** A project's one offer (what drafts give readers who try the product); owner only. */
export function createOffersService(platform: Platform) {
  const projects = workspaceService(platform);
  return {
    async get(userId: string, offerId: string): Promise<OfferView> {
      const _id = objectIdOf(offerId);
      const offer = _id && (await OfferModel.findOne({ _id }).lean<OfferRecord>());
      if (!offer || !(await projects.ownsProject(userId, offer.projectId))) throw new NotFound(OFFER_NOT_FOUND);
      return toOffer(offer);
    },

    async ofProject(userId: string, projectId: string): Promise<ProjectOffer> {
      const project = await projects.ownProject(userId, projectId);
      const offer = await OfferModel.findOne({ projectId: project._id }).lean<OfferRecord>();
      return { offer: offer ? toOffer(offer) : null };
    },

    /** Creates the project's offer or replaces it. */
    async save(userId: string, { projectId, ...fields }: OfferInput): Promise<OfferView> {
      const project = await projects.ownProject(userId, projectId);
      const upsert = () => OfferModel.findOneAndUpdate({ projectId: project._id }, { $set: fields }, { upsert: true, returnDocument: 'after' }).lean<OfferRecord>();
      // Two first saves at once both insert: the loser's retry updates the winner's offer.
      const offer = await upsert().catch((error: unknown) => (isDuplicateKey(error) ? upsert() : Promise.reject(error)));
      if (!offer) throw new NotFound(OFFER_NOT_FOUND);
      return toOffer(offer);
    },
  };
}

export const offersService = perPlatform(createOffersService);
