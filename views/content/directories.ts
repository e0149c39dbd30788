/** Directory sample (spec section 3): name, url, dr (domain rating), visits (monthly), pricing. */
interface DirectorySample {
  name: string;
  url: string;
  dr: number;
  visits: number;
  pricing: string;
}

/** The 10 rows of the landing page's sample table; figures are rounded public SEO-tool estimates. */
export const SAMPLE_DIRECTORIES: readonly DirectorySample[] = [
  { name: 'Product Hunt', url: 'https://www.producthunt.com', dr: 91, visits: 4_600_000, pricing: 'Free' },
  { name: 'Crunchbase', url: 'https://www.crunchbase.com', dr: 91, visits: 19_000_000, pricing: 'Free' },
  { name: 'G2', url: 'https://www.g2.com', dr: 91, visits: 6_200_000, pricing: 'Free' },
  { name: 'Capterra', url: 'https://www.capterra.com', dr: 92, visits: 4_800_000, pricing: 'Free' },
  { name: 'AlternativeTo', url: 'https://alternativeto.net', dr: 80, visits: 3_100_000, pricing: 'Free' },
  { name: 'Indie Hackers', url: 'https://www.indiehackers.com', dr: 80, visits: 1_400_000, pricing: 'Free' },
  { name: "There's An AI For That", url: 'https://theresanaiforthat.com', dr: 76, visits: 7_500_000, pricing: 'Paid' },
  { name: 'SaaSHub', url: 'https://www.saashub.com', dr: 75, visits: 520_000, pricing: 'Free' },
  { name: 'BetaList', url: 'https://betalist.com', dr: 73, visits: 190_000, pricing: 'Free / Paid' },
  { name: 'Futurepedia', url: 'https://www.futurepedia.io', dr: 72, visits: 1_100_000, pricing: 'Paid' },
];

/** 4600000 -> '4.6M', 190000 -> '190K'. */
export function formatVisits(visits: number): string {
  if (visits >= 1_000_000) return `${(visits / 1_000_000).toFixed(visits >= 10_000_000 ? 0 : 1).replace(/\.0$/, '')}M`;
  if (visits >= 1_000) return `${Math.round(visits / 1_000)}K`;
  return String(visits);
}
