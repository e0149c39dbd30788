import type { Country as WorldCountry } from 'world-countries';
import { frozen, onFirstUse } from './load';

/**
 * The countries of the country families (spec: "about 190 countries from Afghanistan to Zimbabwe").
 * Slug rules of the spec: multi-word names hyphenated (costa-rica, south-africa); some shortened
 * (salvador, zealand, islands, macedonia, czech, korea, saudi, congo, guinea, georgia); some joined
 * (srilanka, timorleste, unitedarabemirates); uk and usa. `name` is the display name of titles and headings.
 *
 * Every other fact comes from the maintained `world-countries` package (mledoze/countries, ODbL 1.0; pages
 * that show its facts credit it with COUNTRY_FACTS_CREDIT): official and native names, capitals, region and
 * subregion (the UN geoscheme as that package spells it), languages, currencies, calling code, country domain,
 * neighbours, area, whether the country is landlocked, and the demonym. The package has no population figures,
 * so none are shown.
 */
export interface Currency {
  code: string;
  name: string;
  symbol: string;
}

export interface Country {
  slug: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  officialName: string;
  /** Official names in the country's own languages that differ from the English one. */
  nativeNames: string[];
  /** The capital, or the capitals joined with commas (South Africa has three). */
  capital: string;
  /** Subregion, e.g. 'Western Europe', 'South-Eastern Asia'. */
  region: string;
  /** 'Africa', 'Americas', 'Asia', 'Europe' or 'Oceania'. */
  continent: string;
  /** The country-code top-level domain with its dot: '.fr'. */
  tld: string;
  languages: string[];
  currencies: Currency[];
  /** International calling code(s), e.g. ['+33']; countries sharing a plan show its root (+1). */
  callingCodes: string[];
  /** Slugs of the neighbouring countries that have pages here. */
  neighbours: string[];
  /** Square kilometres. */
  area: number;
  landlocked: boolean;
  /** English demonym: 'French'. */
  demonym: string;
}

export const COUNTRY_FACTS_CREDIT = {
  text: 'Country facts: world-countries by Mohammed Le Doze, Open Database License (ODbL 1.0)',
  url: 'https://github.com/mledoze/countries',
} as const;

/** One country of ./countries.json: the spec's slug and display name, and the ISO code that finds its facts. */
interface CountryName {
  slug: string;
  name: string;
  code: string;
}

/** Every country, Afghanistan to Zimbabwe, with the facts world-countries has for it (joined on the first call). */
export const countries = onFirstUse(() => {
  const names: readonly CountryName[] = require('./countries.json');
  // Required here, not imported: the package is a 1.4 MB JSON file that only country pages need.
  const worldCountries: readonly WorldCountry[] = require('world-countries');
  const byCca2 = new Map(worldCountries.map((c) => [c.cca2, c]));
  const byCca3 = new Map(worldCountries.map((c) => [c.cca3, c]));
  const slugByCode = new Map(names.map(({ slug, code }) => [code, slug]));

  function toCountry({ slug, name, code }: CountryName): Country {
    const data = byCca2.get(code);
    if (!data) throw new Error(`world-countries has no country ${code} (${slug})`);
    const nativeNames = [...new Set(Object.values(data.name.native).map((n) => n.official))].filter((n) => n !== data.name.official);
    return {
      slug,
      name,
      code,
      officialName: data.name.official,
      nativeNames,
      capital: data.capital.join(', '),
      region: data.subregion,
      continent: data.region,
      tld: data.tld[0],
      languages: Object.values(data.languages),
      currencies: Object.entries(data.currencies).map(([currency, c]) => ({ code: currency, name: c.name, symbol: c.symbol })),
      callingCodes: callingCodes(data.idd),
      neighbours: data.borders.map((cca3) => slugByCode.get(byCca3.get(cca3)?.cca2 ?? '')).filter((s): s is string => Boolean(s)),
      area: data.area,
      landlocked: data.landlocked,
      demonym: data.demonyms.eng?.m ?? '',
    };
  }
  return frozen<readonly Country[]>(names.map(toCountry));
});

function callingCodes(idd: { root: string; suffixes: string[] }): string[] {
  if (!idd.root) return [];
  // One suffix completes the code (+3 and 3: +33); many suffixes are area codes of a shared plan (+1 201...).
  return idd.suffixes.length === 1 ? [`${idd.root}${idd.suffixes[0]}`] : [idd.root];
}
