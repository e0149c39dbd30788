export type { PublicSettings } from './contract';
