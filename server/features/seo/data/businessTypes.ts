import { frozen, onFirstUse } from './load';
import type { AudienceGroup } from './niches';

/**
 * Business types of the three business-type families (spec: saas, startup, agency, ecommerce,
 * fintech, marketplace, tax service, insurance platform...; completed to about 60).
 * `name` is the display form used in titles and headings.
 */
export interface BusinessType {
  slug: string;
  name: string;
  group: AudienceGroup;
  categories: readonly string[];
  why: string;
}

/** Every business type, in list order (./businessTypes.json). */
export const businessTypes = onFirstUse(() => frozen<readonly BusinessType[]>(require('./businessTypes.json')));
