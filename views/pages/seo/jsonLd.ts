import { absoluteUrl } from '../../head';
import type { DirectoryTable, SeoLink } from '../../../domain/seo/types';

/** BreadcrumbList structured data for a trail of links. */
export function breadcrumbJsonLd(publicUrl: string, trail: readonly SeoLink[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.label, item: absoluteUrl(publicUrl, item.path) })),
  };
}

/** ItemList structured data for a table of directories: each row a ListItem with its name and, when it has one, its address. */
export function itemListJsonLd(publicUrl: string, table: DirectoryTable) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: table.caption,
    numberOfItems: table.rows.length,
    itemListElement: table.rows.map((row, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: row.name,
      ...(row.url ? { url: absoluteUrl(publicUrl, row.url) } : {}),
    })),
  };
}
