import worldCountries from 'world-countries';

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

type Row = [slug: string, name: string, code: string];

const ROWS: Row[] = [
  ['afghanistan', 'Afghanistan', 'AF'],
  ['albania', 'Albania', 'AL'],
  ['algeria', 'Algeria', 'DZ'],
  ['andorra', 'Andorra', 'AD'],
  ['angola', 'Angola', 'AO'],
  ['antigua-and-barbuda', 'Antigua and Barbuda', 'AG'],
  ['argentina', 'Argentina', 'AR'],
  ['armenia', 'Armenia', 'AM'],
  ['australia', 'Australia', 'AU'],
  ['austria', 'Austria', 'AT'],
  ['azerbaijan', 'Azerbaijan', 'AZ'],
  ['bahamas', 'Bahamas', 'BS'],
  ['bahrain', 'Bahrain', 'BH'],
  ['bangladesh', 'Bangladesh', 'BD'],
  ['barbados', 'Barbados', 'BB'],
  ['belarus', 'Belarus', 'BY'],
  ['belgium', 'Belgium', 'BE'],
  ['belize', 'Belize', 'BZ'],
  ['benin', 'Benin', 'BJ'],
  ['bhutan', 'Bhutan', 'BT'],
  ['bolivia', 'Bolivia', 'BO'],
  ['bosnia-and-herzegovina', 'Bosnia and Herzegovina', 'BA'],
  ['botswana', 'Botswana', 'BW'],
  ['brazil', 'Brazil', 'BR'],
  ['brunei', 'Brunei', 'BN'],
  ['bulgaria', 'Bulgaria', 'BG'],
  ['burkina-faso', 'Burkina Faso', 'BF'],
  ['burundi', 'Burundi', 'BI'],
  ['cambodia', 'Cambodia', 'KH'],
  ['cameroon', 'Cameroon', 'CM'],
  ['canada', 'Canada', 'CA'],
  ['cape-verde', 'Cape Verde', 'CV'],
  ['central-african-republic', 'Central African Republic', 'CF'],
  ['chad', 'Chad', 'TD'],
  ['chile', 'Chile', 'CL'],
  ['china', 'China', 'CN'],
  ['colombia', 'Colombia', 'CO'],
  ['comoros', 'Comoros', 'KM'],
  ['congo', 'Republic of the Congo', 'CG'],
  ['costa-rica', 'Costa Rica', 'CR'],
  ['croatia', 'Croatia', 'HR'],
  ['cuba', 'Cuba', 'CU'],
  ['cyprus', 'Cyprus', 'CY'],
  ['czech', 'Czech Republic', 'CZ'],
  ['democratic-republic-of-the-congo', 'Democratic Republic of the Congo', 'CD'],
  ['denmark', 'Denmark', 'DK'],
  ['djibouti', 'Djibouti', 'DJ'],
  ['dominica', 'Dominica', 'DM'],
  ['dominican-republic', 'Dominican Republic', 'DO'],
  ['ecuador', 'Ecuador', 'EC'],
  ['egypt', 'Egypt', 'EG'],
  ['salvador', 'El Salvador', 'SV'],
  ['equatorial-guinea', 'Equatorial Guinea', 'GQ'],
  ['eritrea', 'Eritrea', 'ER'],
  ['estonia', 'Estonia', 'EE'],
  ['eswatini', 'Eswatini', 'SZ'],
  ['ethiopia', 'Ethiopia', 'ET'],
  ['fiji', 'Fiji', 'FJ'],
  ['finland', 'Finland', 'FI'],
  ['france', 'France', 'FR'],
  ['gabon', 'Gabon', 'GA'],
  ['gambia', 'Gambia', 'GM'],
  ['georgia', 'Georgia', 'GE'],
  ['germany', 'Germany', 'DE'],
  ['ghana', 'Ghana', 'GH'],
  ['greece', 'Greece', 'GR'],
  ['grenada', 'Grenada', 'GD'],
  ['guatemala', 'Guatemala', 'GT'],
  ['guinea', 'Guinea', 'GN'],
  ['guinea-bissau', 'Guinea-Bissau', 'GW'],
  ['guyana', 'Guyana', 'GY'],
  ['haiti', 'Haiti', 'HT'],
  ['honduras', 'Honduras', 'HN'],
  ['hungary', 'Hungary', 'HU'],
  ['iceland', 'Iceland', 'IS'],
  ['india', 'India', 'IN'],
  ['indonesia', 'Indonesia', 'ID'],
  ['iran', 'Iran', 'IR'],
  ['iraq', 'Iraq', 'IQ'],
  ['ireland', 'Ireland', 'IE'],
  ['israel', 'Israel', 'IL'],
  ['italy', 'Italy', 'IT'],
  ['ivory-coast', 'Ivory Coast', 'CI'],
  ['jamaica', 'Jamaica', 'JM'],
  ['japan', 'Japan', 'JP'],
  ['jordan', 'Jordan', 'JO'],
  ['kazakhstan', 'Kazakhstan', 'KZ'],
  ['kenya', 'Kenya', 'KE'],
  ['kiribati', 'Kiribati', 'KI'],
  ['kuwait', 'Kuwait', 'KW'],
  ['kyrgyzstan', 'Kyrgyzstan', 'KG'],
  ['laos', 'Laos', 'LA'],
  ['latvia', 'Latvia', 'LV'],
  ['lebanon', 'Lebanon', 'LB'],
  ['lesotho', 'Lesotho', 'LS'],
  ['liberia', 'Liberia', 'LR'],
  ['libya', 'Libya', 'LY'],
  ['liechtenstein', 'Liechtenstein', 'LI'],
  ['lithuania', 'Lithuania', 'LT'],
  ['luxembourg', 'Luxembourg', 'LU'],
  ['madagascar', 'Madagascar', 'MG'],
  ['malawi', 'Malawi', 'MW'],
  ['malaysia', 'Malaysia', 'MY'],
  ['maldives', 'Maldives', 'MV'],
  ['mali', 'Mali', 'ML'],
  ['malta', 'Malta', 'MT'],
  ['islands', 'Marshall Islands', 'MH'],
  ['mauritania', 'Mauritania', 'MR'],
  ['mauritius', 'Mauritius', 'MU'],
  ['mexico', 'Mexico', 'MX'],
  ['micronesia', 'Micronesia', 'FM'],
  ['moldova', 'Moldova', 'MD'],
  ['monaco', 'Monaco', 'MC'],
  ['mongolia', 'Mongolia', 'MN'],
  ['montenegro', 'Montenegro', 'ME'],
  ['morocco', 'Morocco', 'MA'],
  ['mozambique', 'Mozambique', 'MZ'],
  ['myanmar', 'Myanmar', 'MM'],
  ['namibia', 'Namibia', 'NA'],
  ['nauru', 'Nauru', 'NR'],
  ['nepal', 'Nepal', 'NP'],
  ['netherlands', 'Netherlands', 'NL'],
  ['zealand', 'New Zealand', 'NZ'],
  ['nicaragua', 'Nicaragua', 'NI'],
  ['niger', 'Niger', 'NE'],
  ['nigeria', 'Nigeria', 'NG'],
  ['macedonia', 'North Macedonia', 'MK'],
  ['norway', 'Norway', 'NO'],
  ['oman', 'Oman', 'OM'],
  ['pakistan', 'Pakistan', 'PK'],
  ['palau', 'Palau', 'PW'],
  ['panama', 'Panama', 'PA'],
  ['papua-new-guinea', 'Papua New Guinea', 'PG'],
  ['paraguay', 'Paraguay', 'PY'],
  ['peru', 'Peru', 'PE'],
  ['philippines', 'Philippines', 'PH'],
  ['poland', 'Poland', 'PL'],
  ['portugal', 'Portugal', 'PT'],
  ['qatar', 'Qatar', 'QA'],
  ['romania', 'Romania', 'RO'],
  ['russia', 'Russia', 'RU'],
  ['rwanda', 'Rwanda', 'RW'],
  ['saint-kitts-and-nevis', 'Saint Kitts and Nevis', 'KN'],
  ['saint-lucia', 'Saint Lucia', 'LC'],
  ['saint-vincent-and-the-grenadines', 'Saint Vincent and the Grenadines', 'VC'],
  ['samoa', 'Samoa', 'WS'],
  ['san-marino', 'San Marino', 'SM'],
  ['sao-tome-and-principe', 'São Tomé and Príncipe', 'ST'],
  ['saudi', 'Saudi Arabia', 'SA'],
  ['senegal', 'Senegal', 'SN'],
  ['serbia', 'Serbia', 'RS'],
  ['seychelles', 'Seychelles', 'SC'],
  ['sierra-leone', 'Sierra Leone', 'SL'],
  ['singapore', 'Singapore', 'SG'],
  ['slovakia', 'Slovakia', 'SK'],
  ['slovenia', 'Slovenia', 'SI'],
  ['solomon-islands', 'Solomon Islands', 'SB'],
  ['somalia', 'Somalia', 'SO'],
  ['south-africa', 'South Africa', 'ZA'],
  ['korea', 'South Korea', 'KR'],
  ['south-sudan', 'South Sudan', 'SS'],
  ['spain', 'Spain', 'ES'],
  ['srilanka', 'Sri Lanka', 'LK'],
  ['sudan', 'Sudan', 'SD'],
  ['suriname', 'Suriname', 'SR'],
  ['sweden', 'Sweden', 'SE'],
  ['switzerland', 'Switzerland', 'CH'],
  ['syria', 'Syria', 'SY'],
  ['taiwan', 'Taiwan', 'TW'],
  ['tajikistan', 'Tajikistan', 'TJ'],
  ['tanzania', 'Tanzania', 'TZ'],
  ['thailand', 'Thailand', 'TH'],
  ['timorleste', 'Timor-Leste', 'TL'],
  ['togo', 'Togo', 'TG'],
  ['tonga', 'Tonga', 'TO'],
  ['trinidad-and-tobago', 'Trinidad and Tobago', 'TT'],
  ['tunisia', 'Tunisia', 'TN'],
  ['turkey', 'Turkey', 'TR'],
  ['turkmenistan', 'Turkmenistan', 'TM'],
  ['tuvalu', 'Tuvalu', 'TV'],
  ['uganda', 'Uganda', 'UG'],
  ['ukraine', 'Ukraine', 'UA'],
  ['unitedarabemirates', 'United Arab Emirates', 'AE'],
  ['uk', 'United Kingdom', 'GB'],
  ['usa', 'United States', 'US'],
  ['uruguay', 'Uruguay', 'UY'],
  ['uzbekistan', 'Uzbekistan', 'UZ'],
  ['vanuatu', 'Vanuatu', 'VU'],
  ['venezuela', 'Venezuela', 'VE'],
  ['vietnam', 'Vietnam', 'VN'],
  ['yemen', 'Yemen', 'YE'],
  ['zambia', 'Zambia', 'ZM'],
  ['zimbabwe', 'Zimbabwe', 'ZW'],
];

const byCca2 = new Map(worldCountries.map((c) => [c.cca2, c]));
const byCca3 = new Map(worldCountries.map((c) => [c.cca3, c]));
const slugByCode = new Map(ROWS.map(([slug, , code]) => [code, slug]));

function callingCodes(idd: { root: string; suffixes: string[] }): string[] {
  if (!idd.root) return [];
  // One suffix completes the code (+3 and 3: +33); many suffixes are area codes of a shared plan (+1 201...).
  return idd.suffixes.length === 1 ? [`${idd.root}${idd.suffixes[0]}`] : [idd.root];
}

function toCountry([slug, name, code]: Row): Country {
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

export const COUNTRIES: readonly Country[] = Object.freeze(ROWS.map((row) => Object.freeze(toCountry(row))));
