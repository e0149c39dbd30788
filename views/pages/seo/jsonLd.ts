import { absoluteUrl } from '../../head';
import type { SeoLink } from '../../../domain/seo/types';

/** BreadcrumbList structured data for a trail of links. */
export function breadcrumbJsonLd(publicUrl: string, trail: readonly SeoLink[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.label, item: absoluteUrl(publicUrl, item.path) })),
  };
}
