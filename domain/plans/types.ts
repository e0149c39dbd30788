export type { Plan, PlanFeature, PlanType } from './contract';
