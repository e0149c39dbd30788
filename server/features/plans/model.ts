import mongoose, { Schema, type Model } from 'mongoose';
import type { Plan, PlanFeature } from '../../../domain/plans/types';

/** A plan as stored: the public fields, with the plan id as the document id. */
export type PlanDocument = Omit<Plan, 'id'> & { _id: string; createdAt?: Date; updatedAt?: Date };

// A feature is a string or { text, points }; Mixed keeps both shapes, the schema in schema.ts checks them.
const planSchema = new Schema<PlanDocument>(
  {
    // The stable plan id ('starter', 'growth-partner'...) is the document id, so seeding upserts by it.
    _id: { type: String, required: true },
    label: { type: String, required: true },
    price: { type: Number, required: true, min: 0 },
    strokePrice: { type: Number, default: null },
    devise: { type: String, default: '$' },
    type: { type: String, enum: ['onetime', 'monthly', 'annually'], required: true },
    headline: { type: String, default: '' },
    stripePlanId: { type: String, default: '' },
    active: { type: Boolean, default: true },
    url: { type: String, required: true },
    position: { type: Number, default: 0 },
    description: { type: String, default: '' },
    features: { type: [Schema.Types.Mixed], default: [] },
    nofeatures: { type: [String], default: [] },
    popular: { type: Boolean, default: false },
  },
  { timestamps: true, strict: true, minimize: false, versionKey: false },
);
planSchema.index({ position: 1 });

export const PlanModel: Model<PlanDocument> = (mongoose.models.Plan as Model<PlanDocument> | undefined) ?? mongoose.model<PlanDocument>('Plan', planSchema, 'plans');

/** The public shape of a stored plan. */
export function toPlan(doc: PlanDocument): Plan {
  return {
    id: doc._id,
    label: doc.label,
    price: doc.price,
    strokePrice: doc.strokePrice ?? null,
    devise: doc.devise,
    type: doc.type,
    headline: doc.headline,
    stripePlanId: doc.stripePlanId,
    active: doc.active,
    url: doc.url,
    position: doc.position,
    description: doc.description,
    features: (doc.features ?? []) as PlanFeature[],
    nofeatures: doc.nofeatures ?? [],
    popular: doc.popular,
  };
}
