import type { SampleDirectory } from '../../../../domain/seo/types';
import type { Region } from './countries';

/**
 * Sample directories shown on country pages: the national business directories of a country where
 * we list them, then the ones of its region, then the worldwide ones every business can use.
 */
const d = (name: string, domain: string, kind: string): SampleDirectory => ({ name, domain, kind });

export const WORLDWIDE_DIRECTORIES: readonly SampleDirectory[] = [
  d('Google Business Profile', 'business.google.com', 'Maps and local search listing'),
  d('Bing Places for Business', 'bingplaces.com', 'Maps and local search listing'),
  d('Apple Business Connect', 'businessconnect.apple.com', 'Apple Maps listing'),
  d('Foursquare', 'foursquare.com', 'Places database used by many apps'),
  d('Crunchbase', 'crunchbase.com', 'Company and startup database'),
  d('Product Hunt', 'producthunt.com', 'Product launch community'),
];

export const REGIONAL_DIRECTORIES: Readonly<Partial<Record<Region | 'Europe' | 'Africa' | 'Americas' | 'Asia' | 'Oceania', readonly SampleDirectory[]>>> = {
  Europe: [d('Europages', 'europages.com', 'European B2B supplier directory'), d('Kompass', 'kompass.com', 'International B2B company directory')],
  Africa: [d('Kompass', 'kompass.com', 'International B2B company directory')],
  Americas: [d('Kompass', 'kompass.com', 'International B2B company directory')],
  Asia: [d('Kompass', 'kompass.com', 'International B2B company directory')],
  Oceania: [d('Kompass', 'kompass.com', 'International B2B company directory')],
};

export const CONTINENT_OF: Readonly<Record<Region, 'Europe' | 'Africa' | 'Americas' | 'Asia' | 'Oceania'>> = {
  'Northern Africa': 'Africa',
  'Western Africa': 'Africa',
  'Middle Africa': 'Africa',
  'Eastern Africa': 'Africa',
  'Southern Africa': 'Africa',
  'Northern America': 'Americas',
  'Central America': 'Americas',
  Caribbean: 'Americas',
  'South America': 'Americas',
  'Central Asia': 'Asia',
  'Eastern Asia': 'Asia',
  'South-eastern Asia': 'Asia',
  'Southern Asia': 'Asia',
  'Western Asia': 'Asia',
  'Eastern Europe': 'Europe',
  'Northern Europe': 'Europe',
  'Southern Europe': 'Europe',
  'Western Europe': 'Europe',
  'Australia and New Zealand': 'Oceania',
  Melanesia: 'Oceania',
  Micronesia: 'Oceania',
  Polynesia: 'Oceania',
};

/** National directories, by country slug. */
export const NATIONAL_DIRECTORIES: Readonly<Record<string, readonly SampleDirectory[]>> = {
  usa: [
    d('Yelp', 'yelp.com', 'Reviews and local listings'),
    d('Yellow Pages', 'yellowpages.com', 'National business directory'),
    d('Better Business Bureau', 'bbb.org', 'Accreditation and business profiles'),
    d('Manta', 'manta.com', 'Small business directory'),
  ],
  uk: [
    d('Yell', 'yell.com', 'National business directory'),
    d('Thomson Local', 'thomsonlocal.com', 'Local business directory'),
    d('FreeIndex', 'freeindex.co.uk', 'Business directory with reviews'),
    d('Scoot', 'scoot.co.uk', 'Local business directory'),
  ],
  canada: [
    d('Yellow Pages Canada', 'yellowpages.ca', 'National business directory'),
    d('Canada411', 'canada411.ca', 'Business and people directory'),
    d('Yelp Canada', 'yelp.ca', 'Reviews and local listings'),
  ],
  australia: [
    d('Yellow Pages Australia', 'yellowpages.com.au', 'National business directory'),
    d('True Local', 'truelocal.com.au', 'Local listings with reviews'),
    d('StartLocal', 'startlocal.com.au', 'Local business directory'),
  ],
  zealand: [
    d('Yellow', 'yellow.co.nz', 'National business directory'),
    d('Finda', 'finda.co.nz', 'Local business directory'),
    d('NoCowboys', 'nocowboys.co.nz', 'Tradespeople reviews'),
  ],
  ireland: [d('Golden Pages', 'goldenpages.ie', 'National business directory')],
  germany: [
    d('Gelbe Seiten', 'gelbeseiten.de', 'National business directory'),
    d('Das Örtliche', 'dasoertliche.de', 'Local telephone and business directory'),
    d('11880', '11880.com', 'Business directory with reviews'),
  ],
  austria: [d('Herold', 'herold.at', 'National business directory')],
  switzerland: [d('local.ch', 'local.ch', 'Business and telephone directory'), d('search.ch', 'search.ch', 'Business and telephone directory')],
  france: [d('PagesJaunes', 'pagesjaunes.fr', 'National business directory')],
  belgium: [d("Pages d'Or / Gouden Gids", 'pagesdor.be', 'National business directory')],
  netherlands: [d('De Telefoongids', 'detelefoongids.nl', 'National business directory')],
  italy: [d('PagineGialle', 'paginegialle.it', 'National business directory'), d('PagineBianche', 'paginebianche.it', 'Telephone and business directory')],
  spain: [d('Páginas Amarillas', 'paginasamarillas.es', 'National business directory'), d('QDQ', 'qdq.com', 'Local business directory')],
  portugal: [d('Páginas Amarelas', 'pai.pt', 'National business directory')],
  sweden: [d('Eniro', 'eniro.se', 'Business and map search'), d('Hitta.se', 'hitta.se', 'Business and people directory')],
  norway: [d('Gule Sider', 'gulesider.no', 'National business directory')],
  denmark: [d('Krak', 'krak.dk', 'Business and map search'), d('De Gule Sider', 'degulesider.dk', 'National business directory')],
  finland: [d('Fonecta Finder', 'finder.fi', 'Business directory')],
  poland: [d('Panorama Firm', 'panoramafirm.pl', 'National business directory')],
  india: [
    d('Justdial', 'justdial.com', 'Local search and listings'),
    d('Sulekha', 'sulekha.com', 'Local services marketplace'),
    d('IndiaMART', 'indiamart.com', 'B2B marketplace'),
  ],
  brazil: [d('Guia Mais', 'guiamais.com.br', 'National business directory'), d('TeleListas', 'telelistas.net', 'Telephone and business directory')],
  mexico: [d('Sección Amarilla', 'seccionamarilla.com.mx', 'National business directory')],
  singapore: [d('Yellow Pages Singapore', 'yellowpages.com.sg', 'National business directory')],
  'south-africa': [d('Brabys', 'brabys.com', 'National business directory')],
};

export function directoriesFor(countrySlug: string, region: Region): SampleDirectory[] {
  const national = NATIONAL_DIRECTORIES[countrySlug] ?? [];
  const regional = REGIONAL_DIRECTORIES[region] ?? REGIONAL_DIRECTORIES[CONTINENT_OF[region]] ?? [];
  const seen = new Set<string>();
  return [...national, ...regional, ...WORLDWIDE_DIRECTORIES].filter((dir) => !seen.has(dir.domain) && seen.add(dir.domain));
}
