/**
 * National and regional business directories of the 60 largest economies (IMF nominal GDP, 2024),
 * curated by hand for the country pages, dated NATIONAL_DIRECTORIES_CHECKED_ON. Every entry names a real
 * directory and records in `source` what it was confirmed against; `evidenceOf` tells the three kinds apart
 * (25 entries cite a page about the directory that was read, three of them Indian directories confirmed on
 * 2026-11-23 against a stored guide to Indian local citations; 24 Yelp entries cite a published list of Yelp's
 * country domains; and 312 cite the directory's own homepage, which was not fetched: those were corroborated from
 * public code that names the site).
 *
 * Countries follow the GDP ranking, with two exceptions: Hong Kong has no slug in ./countries, and
 * Iraq is left out because fewer than five Iraqi directories could be confirmed; Slovakia, the next
 * economy on the list, takes its place.
 *
 * Cross-border brands (Yelp, Cylex, Hotfrog, Kompass, Europages, OpenSooq, Doctoralia, Mercado Libre,
 * OLX...) are only listed for a country where they run a site or subdomain of their own for it.
 * Data only: no network access, nothing computed at import time.
 */
export interface NationalDirectory {
  name: string;
  /** Bare host, lower-case, without scheme or www: 'gelbeseiten.de'. */
  domain: string;
  kind: 'yellow-pages' | 'business-directory' | 'b2b-marketplace' | 'reviews' | 'maps' | 'startup-database' | 'chamber-of-commerce' | 'government-register' | 'classifieds';
  /** regional = covers several countries, or only a region (city, emirate) of the country. */
  scope: 'national' | 'regional';
  /** Main language, ISO 639-1. */
  language: string;
  /** Whether a business can get a basic listing for free. */
  pricing: 'free' | 'freemium' | 'paid';
  /** One factual sentence for a founder: what it is, who runs it, what a listing gives. */
  notes: string;
  /** The URL the entry was confirmed against (the directory itself or a page describing it). */
  source: string;
}

export interface CountryDirectories {
  /** Slug as in ./countries (uk, usa, korea, saudi, czech, zealand, unitedarabemirates...). */
  country: string;
  checkedOn: string;
  directories: NationalDirectory[];
}

export const NATIONAL_DIRECTORIES_CHECKED_ON = '2026-11-23';

const dir = (
  name: string,
  domain: string,
  kind: NationalDirectory['kind'],
  scope: NationalDirectory['scope'],
  language: string,
  pricing: NationalDirectory['pricing'],
  notes: string,
  source: string,
): NationalDirectory => ({ name, domain, kind, scope, language, pricing, notes, source });

const country = (slug: string, directories: NationalDirectory[]): CountryDirectories => ({ country: slug, checkedOn: NATIONAL_DIRECTORIES_CHECKED_ON, directories });

export const NATIONAL_DIRECTORIES: readonly CountryDirectories[] = Object.freeze([
  country('usa', [
    dir('Yelp', 'yelp.com', 'reviews', 'national', 'en', 'free', 'US consumer review site for local businesses; owners can claim a free business page, reply to reviews and buy ads.', 'https://gainlocal.net/top-local-citations/'),
    dir('YP (Yellow Pages)', 'yellowpages.com', 'yellow-pages', 'national', 'en', 'freemium', 'Online edition of the US Yellow Pages, now part of Thryv; a basic listing is free and enhanced placements are sold as advertising.', 'https://gainlocal.net/top-local-citations/'),
    dir('Better Business Bureau', 'bbb.org', 'business-directory', 'national', 'en', 'freemium', 'The BBB publishes free business profiles with complaints and reviews; paid BBB accreditation adds a seal and rating display.', 'https://gainlocal.net/top-local-citations/'),
    dir('Manta', 'manta.com', 'business-directory', 'national', 'en', 'freemium', 'US small-business directory where companies can claim a free profile, with paid marketing services on top.', 'https://gainlocal.net/top-local-citations/'),
    dir('Superpages', 'superpages.com', 'yellow-pages', 'national', 'en', 'freemium', 'Long-running US online yellow pages, part of the Thryv (formerly Dex Media) directory group.', 'https://gainlocal.net/top-local-citations/'),
    dir('MapQuest', 'mapquest.com', 'maps', 'national', 'en', 'free', 'US map and directions site whose place listings appear in its local search results.', 'https://gainlocal.net/top-local-citations/'),
    dir('MerchantCircle', 'merchantcircle.com', 'business-directory', 'national', 'en', 'free', 'US local business network and directory with free merchant profiles.', 'https://gainlocal.net/top-local-citations/'),
    dir('Alignable', 'alignable.com', 'business-directory', 'national', 'en', 'freemium', 'Networking site for North American small-business owners with free business profiles and local referral groups.', 'https://gainlocal.net/top-local-citations/'),
  ]),
  country('china', [
    dir('Dianping (大众点评)', 'dianping.com', 'reviews', 'national', 'zh', 'freemium', 'China\'s main local business review platform, part of Meituan; merchants claim a free shop page and buy promotion.', 'https://www.dianping.com'),
    dir('Amap / Gaode Maps (高德地图)', 'amap.com', 'maps', 'national', 'zh', 'free', 'Alibaba\'s map and navigation service; businesses can register and correct their place listing for free.', 'https://www.amap.com'),
    dir('Baidu Maps (百度地图)', 'map.baidu.com', 'maps', 'national', 'zh', 'free', 'Baidu\'s map service, one of China\'s two main digital maps; merchants can claim and edit their place listing.', 'https://map.baidu.com'),
    dir('1688.com', '1688.com', 'b2b-marketplace', 'national', 'zh', 'paid', 'Alibaba\'s domestic Chinese wholesale B2B marketplace; suppliers open stores on paid memberships.', 'https://www.1688.com'),
    dir('Made-in-China.com', 'made-in-china.com', 'b2b-marketplace', 'national', 'en', 'freemium', 'Chinese B2B export directory run by Focus Technology that lists Chinese manufacturers for foreign buyers; free basic membership and paid Gold membership.', 'https://www.made-in-china.com'),
    dir('Qichacha (企查查)', 'qcc.com', 'business-directory', 'national', 'zh', 'freemium', 'Chinese company information platform that publishes a page for every registered enterprise from public registry data.', 'https://www.qcc.com'),
    dir('National Enterprise Credit Information Publicity System', 'gsxt.gov.cn', 'government-register', 'national', 'zh', 'free', 'The official Chinese government system where every registered enterprise\'s registration and annual report data are published.', 'https://www.gsxt.gov.cn'),
  ]),
  country('germany', [
    dir('Gelbe Seiten', 'gelbeseiten.de', 'yellow-pages', 'national', 'de', 'freemium', 'The German Yellow Pages published by DeTeMedien with partner publishers; the standard entry is free, highlighted entries and extras such as a website link are paid.', 'https://de.wikipedia.org/wiki/Gelbe_Seiten'),
    dir('Das Örtliche', 'dasoertliche.de', 'yellow-pages', 'national', 'de', 'freemium', 'German local telephone and business directory, one of the leading online directories alongside gelbeseiten.de and 11880.com.', 'https://www.socialedge.ai/en/blog/branchenbuch-1f256'),
    dir('11880.com', '11880.com', 'business-directory', 'national', 'de', 'freemium', 'German online business directory with customer reviews, run by the former 11880 directory-enquiries operator.', 'https://www.socialedge.ai/en/blog/branchenbuch-1f256'),
    dir('Cylex Germany', 'cylex.de', 'business-directory', 'national', 'de', 'free', 'German site of the Cylex business directory with more than five million entries; a basic company profile with logo, photos and description is free and customers can leave reviews.', 'https://www.dein-ruf.de/cylex-eintrag-loeschen/'),
    dir('GoYellow', 'goyellow.de', 'business-directory', 'national', 'de', 'free', 'German online business directory often cited as a local citation source next to gelbeseiten.de and meinestadt.de.', 'https://www.goyellow.de'),
    dir('meinestadt.de', 'meinestadt.de', 'business-directory', 'national', 'de', 'freemium', 'German city portal covering every German municipality with a local business directory.', 'https://www.meinestadt.de'),
    dir('Yelp Germany', 'yelp.de', 'reviews', 'national', 'de', 'free', 'German site of Yelp, where businesses can claim a free page and respond to customer reviews.', 'https://serpapi.com/yelp-domains'),
    dir('wlw (Wer liefert was)', 'wlw.de', 'b2b-marketplace', 'national', 'de', 'freemium', 'German B2B supplier search platform run by Visable; suppliers get a free basic company profile with paid premium options.', 'https://www.wlw.de'),
  ]),
  country('japan', [
    dir('iTownpage (iタウンページ)', 'itp.ne.jp', 'yellow-pages', 'national', 'ja', 'freemium', 'Online edition of NTT\'s Town Page, Japan\'s yellow pages; a basic listing comes with a business phone line and ads are paid.', 'https://itp.ne.jp'),
    dir('Ekiten (エキテン)', 'ekiten.jp', 'reviews', 'national', 'ja', 'freemium', 'Japanese local shop search and review site; shops can register a free page and buy paid plans.', 'https://www.ekiten.jp'),
    dir('Tabelog (食べログ)', 'tabelog.com', 'reviews', 'national', 'ja', 'freemium', 'Japan\'s leading restaurant review and reservation site run by Kakaku.com; restaurants can manage a free page or pay for a premium one.', 'https://tabelog.com'),
    dir('Hot Pepper (ホットペッパー)', 'hotpepper.jp', 'reviews', 'national', 'ja', 'paid', 'Recruit\'s restaurant and beauty-salon search and booking sites; shops list through paid advertising plans.', 'https://www.hotpepper.jp'),
    dir('Gurunavi (ぐるなび)', 'gnavi.co.jp', 'business-directory', 'national', 'ja', 'freemium', 'Long-running Japanese restaurant guide and booking site with free and paid restaurant pages.', 'https://www.gnavi.co.jp'),
    dir('Baseconnect', 'baseconnect.in', 'business-directory', 'national', 'ja', 'freemium', 'Japanese company database with a free public page for each company and paid sales-list tools.', 'https://baseconnect.in'),
    dir('gBizINFO', 'info.gbiz.go.jp', 'government-register', 'national', 'ja', 'free', 'Japanese government corporate information site (Ministry of Economy, Trade and Industry) that lists every company with a corporate number.', 'https://info.gbiz.go.jp'),
  ]),
  country('india', [
    dir('Justdial', 'justdial.com', 'business-directory', 'national', 'en', 'freemium', 'India\'s largest local search and listings service (phone, web and app); a free listing is available and paid packages raise visibility.', 'https://souravlabs.com/how-local-citations-boost-your-google-rankings-in-india'),
    dir('Sulekha', 'sulekha.com', 'b2b-marketplace', 'national', 'en', 'paid', 'Indian local services marketplace that sends customer enquiries to listed service providers on paid plans.', 'https://souravlabs.com/how-local-citations-boost-your-google-rankings-in-india'),
    dir('IndiaMART', 'indiamart.com', 'b2b-marketplace', 'national', 'en', 'freemium', 'India\'s largest B2B marketplace for manufacturers, suppliers and exporters; a free seller catalogue is available with paid memberships for more leads.', 'https://souravlabs.com/how-local-citations-boost-your-google-rankings-in-india'),
    dir('TradeIndia', 'tradeindia.com', 'b2b-marketplace', 'national', 'en', 'freemium', 'Indian B2B marketplace and supplier directory with free and paid seller memberships.', 'https://www.tradeindia.com'),
    dir('ExportersIndia', 'exportersindia.com', 'b2b-marketplace', 'national', 'en', 'freemium', 'Indian B2B directory of exporters, manufacturers and suppliers with free basic listings.', 'https://www.exportersindia.com'),
    dir('MouthShut', 'mouthshut.com', 'reviews', 'national', 'en', 'free', 'Indian consumer review site covering companies, products and local services.', 'https://www.mouthshut.com'),
    dir('Startup India', 'startupindia.gov.in', 'startup-database', 'national', 'en', 'free', 'The Government of India\'s startup portal; registered startups get a public profile and can apply for DPIIT recognition.', 'https://www.startupindia.gov.in'),
  ]),
  country('uk', [
    dir('Yell', 'yell.com', 'yellow-pages', 'national', 'en', 'freemium', 'The UK\'s Yellow Pages publisher (formerly part of BT, later hibu); businesses can list for free on yell.com and buy advertising and websites.', 'https://support.yell.com/support/solutions/articles/77000496966-get-your-business-found-on-yell-com'),
    dir('Thomson Local', 'thomsonlocal.com', 'yellow-pages', 'national', 'en', 'freemium', 'Long-running UK local directory, the historic rival of BT\'s Yellow Pages, with a free online business listing and paid advertising.', 'https://masterseoguideuk.com/the-impact-of-local-citations-on-service-businesses-in-the-uk'),
    dir('Scoot', 'scoot.co.uk', 'business-directory', 'national', 'en', 'free', 'UK online business directory often listed among the core UK citation sources next to Yell and Thomson Local.', 'https://masterseoguideuk.com/the-impact-of-local-citations-on-service-businesses-in-the-uk'),
    dir('Checkatrade', 'checkatrade.com', 'reviews', 'national', 'en', 'paid', 'UK directory of vetted tradespeople with verified customer reviews; membership is paid.', 'https://masterseoguideuk.com/the-impact-of-local-citations-on-service-businesses-in-the-uk'),
    dir('Cylex UK', 'cylex-uk.co.uk', 'business-directory', 'national', 'en', 'free', 'UK site of the Cylex business directory with town-level subdomains; a basic company listing is free.', 'https://www.cylex-uk.co.uk'),
    dir('192.com', '192.com', 'business-directory', 'national', 'en', 'freemium', 'UK people and business directory built on directory-enquiry data, with a free business listing option.', 'https://www.192.com'),
    dir('FreeIndex', 'freeindex.co.uk', 'business-directory', 'national', 'en', 'freemium', 'UK directory of small businesses and freelancers with customer reviews; basic listings are free and extra visibility is paid.', 'https://www.freeindex.co.uk'),
    dir('Yelp UK', 'yelp.co.uk', 'reviews', 'national', 'en', 'free', 'UK site of Yelp where businesses can claim a free page and answer reviews.', 'https://serpapi.com/yelp-domains'),
  ]),
  country('france', [
    dir('PagesJaunes', 'pagesjaunes.fr', 'yellow-pages', 'national', 'fr', 'freemium', 'France\'s historic Yellow Pages, run by Solocal; the basic listing with address and phone is free and richer content (logo, photos, hours, services) is sold as paid options.', 'https://finition-de-meubles.com/type-dannuaire-plus-indique-professionnels'),
    dir('118712', '118712.fr', 'yellow-pages', 'national', 'fr', 'free', 'Orange\'s online directory of French businesses and private subscribers, named after its directory-enquiries number.', 'https://www.118712.fr'),
    dir('Yelp France', 'yelp.fr', 'reviews', 'national', 'fr', 'free', 'French site of Yelp where businesses can claim a free page and answer reviews.', 'https://serpapi.com/yelp-domains'),
    dir('Mappy', 'mappy.com', 'maps', 'national', 'fr', 'free', 'French map and route-planning site with a local business search.', 'https://www.mappy.com'),
    dir('Societe.com', 'societe.com', 'business-directory', 'national', 'fr', 'freemium', 'French company information site that publishes a page for every registered company from official registry data.', 'https://www.societe.com'),
    dir('Annuaire des Entreprises', 'annuaire-entreprises.data.gouv.fr', 'government-register', 'national', 'fr', 'free', 'The French government\'s free public directory of companies and associations, built from official registers (SIREN/SIRET).', 'https://annuaire-entreprises.data.gouv.fr'),
    dir('Pappers', 'pappers.fr', 'business-directory', 'national', 'fr', 'freemium', 'French company data site that republishes official registry and financial filings for every French company.', 'https://www.pappers.fr'),
  ]),
  country('italy', [
    dir('PagineGialle', 'paginegialle.it', 'yellow-pages', 'national', 'it', 'freemium', 'Italy\'s Yellow Pages, run by Italiaonline; businesses get a basic listing and can buy enhanced visibility.', 'https://www.paginegialle.it'),
    dir('PagineBianche', 'paginebianche.it', 'yellow-pages', 'national', 'it', 'free', 'Italian white-pages phone directory from Italiaonline that also lists businesses.', 'https://www.paginebianche.it'),
    dir('Tuttocittà', 'tuttocitta.it', 'maps', 'national', 'it', 'free', 'Italian map and street-guide site from Italiaonline with local business search.', 'https://www.tuttocitta.it'),
    dir('Registro Imprese', 'registroimprese.it', 'government-register', 'national', 'it', 'paid', 'Official Italian company register kept by the Chambers of Commerce through InfoCamere; registration is a legal duty and detailed extracts are paid.', 'https://www.registroimprese.it'),
    dir('Yelp Italia', 'yelp.it', 'reviews', 'national', 'it', 'free', 'Italian site of Yelp where businesses can claim a free page and reply to reviews.', 'https://serpapi.com/yelp-domains'),
    dir('Europages Italia', 'europages.it', 'b2b-marketplace', 'national', 'it', 'freemium', 'Italian-language site of Europages, the European B2B supplier directory; a basic company listing is free.', 'https://www.europages.it'),
  ]),
  country('canada', [
    dir('YellowPages.ca', 'yellowpages.ca', 'yellow-pages', 'national', 'en', 'freemium', 'Canada\'s Yellow Pages, run by Yellow Pages Limited; basic business listings are free and advertising packages are paid.', 'https://www.ylx.ca/blog/what-are-local-citations-canada'),
    dir('Canada411', 'canada411.ca', 'yellow-pages', 'national', 'en', 'free', 'Canadian people and business phone directory operated by Yellow Pages Limited, one of the most common Canadian citation sources.', 'https://www.ylx.ca/blog/what-are-local-citations-canada'),
    dir('Yelp Canada', 'yelp.ca', 'reviews', 'national', 'en', 'free', 'Canadian site of Yelp where businesses claim a free page and respond to reviews.', 'https://radiuslocal.ca/blog/local-citations-canada-consistent-profile'),
    dir('Hotfrog Canada', 'hotfrog.ca', 'business-directory', 'national', 'en', 'freemium', 'Canadian site of the Hotfrog business directory (Locafy, Australia); free profiles with paid AdVantage placements.', 'https://www.hotfrog.ca/advertiser-terms-and-conditions'),
    dir('Cylex Canada', 'cylex-canada.ca', 'business-directory', 'national', 'en', 'free', 'Canadian site of the Cylex business directory with city and category pages; a basic listing is free.', 'https://www.cylex-canada.ca'),
    dir('411.ca', '411.ca', 'business-directory', 'national', 'en', 'freemium', 'Independent Canadian people and business directory with free business listings.', 'https://411.ca'),
    dir('n49', 'n49.com', 'reviews', 'national', 'en', 'free', 'Canadian business listing and review site where owners can claim a free profile.', 'https://www.n49.com'),
  ]),
  country('brazil', [
    dir('TeleListas', 'telelistas.net', 'yellow-pages', 'national', 'pt', 'freemium', 'Long-running Brazilian telephone and business directory searchable by state, city and activity.', 'https://www.telelistas.net'),
    dir('Guia Mais', 'guiamais.com.br', 'yellow-pages', 'national', 'pt', 'freemium', 'Brazilian local business guide searchable by city and category.', 'https://www.guiamais.com.br'),
    dir('Apontador', 'apontador.com.br', 'business-directory', 'national', 'pt', 'free', 'Brazilian local search and places guide with business listings and user reviews.', 'https://www.apontador.com.br'),
    dir('Solutudo', 'solutudo.com.br', 'business-directory', 'national', 'pt', 'freemium', 'Brazilian local business guide organised by city with company pages.', 'https://www.solutudo.com.br'),
    dir('Reclame Aqui', 'reclameaqui.com.br', 'reviews', 'national', 'pt', 'freemium', 'Brazil\'s main consumer-complaint and company-reputation site; companies can claim a free profile and answer complaints.', 'https://www.reclameaqui.com.br'),
    dir('GetNinjas', 'getninjas.com.br', 'b2b-marketplace', 'national', 'pt', 'paid', 'Brazilian marketplace that connects customers with local service providers, who pay to unlock requests.', 'https://www.getninjas.com.br'),
    dir('Econodata', 'econodata.com.br', 'business-directory', 'national', 'pt', 'freemium', 'Brazilian B2B company database with public profiles built from CNPJ registry data.', 'https://www.econodata.com.br'),
  ]),
  country('russia', [
    dir('2GIS', '2gis.ru', 'maps', 'national', 'ru', 'freemium', 'Russian city directory and map app with detailed business listings; a basic company card is free and advertising is paid.', 'https://2gis.ru'),
    dir('Yandex Business (Yandex Maps)', 'yandex.ru', 'maps', 'national', 'ru', 'freemium', 'Yandex\'s business directory (formerly Yandex.Spravochnik) feeding Yandex Maps and Yandex search; the basic card is free.', 'https://yandex.ru/sprav/'),
    dir('Avito', 'avito.ru', 'classifieds', 'national', 'ru', 'freemium', 'Russia\'s largest classifieds site, with a services section where businesses advertise.', 'https://www.avito.ru'),
    dir('Zoon', 'zoon.ru', 'reviews', 'national', 'ru', 'freemium', 'Russian city guide with business listings and customer reviews.', 'https://zoon.ru'),
    dir('Yell.ru', 'yell.ru', 'reviews', 'national', 'ru', 'free', 'Russian business review and recommendations site (unrelated to the UK Yell).', 'https://www.yell.ru'),
    dir('Profi.ru', 'profi.ru', 'b2b-marketplace', 'national', 'ru', 'paid', 'Russian marketplace for tutors, trades and other service professionals, who pay for client requests.', 'https://profi.ru'),
    dir('Rusprofile', 'rusprofile.ru', 'business-directory', 'national', 'ru', 'free', 'Russian company information site with a page for every registered legal entity from official registry data.', 'https://www.rusprofile.ru'),
  ]),
  country('spain', [
    dir('Páginas Amarillas', 'paginasamarillas.es', 'yellow-pages', 'national', 'es', 'freemium', 'Spain\'s classic Yellow Pages, searchable by activity and town; companies can register a free listing and buy advertising.', 'https://www.paginasamarillas.es'),
    dir('QDQ', 'qdq.com', 'business-directory', 'national', 'es', 'freemium', 'Spanish online business directory searchable by activity and location, similar to the Yellow Pages.', 'https://www.qdq.com'),
    dir('Yelp España', 'yelp.es', 'reviews', 'national', 'es', 'free', 'Spanish site of Yelp where businesses can claim a free page and answer reviews.', 'https://serpapi.com/yelp-domains'),
    dir('Cylex España', 'cylex.es', 'business-directory', 'national', 'es', 'free', 'Spanish site of the Cylex business directory with free company listings.', 'https://www.cylex.es'),
    dir('Hotfrog España', 'hotfrog.es', 'business-directory', 'national', 'es', 'freemium', 'Spanish site of the Hotfrog business directory with a simple free submission form.', 'https://www.hotfrog.es'),
    dir('Empresite', 'empresite.eleconomista.es', 'business-directory', 'national', 'es', 'freemium', 'Spanish company directory published by the newspaper elEconomista, with a page per registered company.', 'https://empresite.eleconomista.es'),
    dir('Axesor', 'axesor.es', 'business-directory', 'national', 'es', 'paid', 'Spanish company information and credit-report provider that publishes basic company profiles.', 'https://www.axesor.es'),
  ]),
  country('mexico', [
    dir('Sección Amarilla', 'seccionamarilla.com.mx', 'yellow-pages', 'national', 'es', 'freemium', 'Mexico\'s Yellow Pages, searchable by activity, state and city; the print guide has shrunk and the website and app carry most listings.', 'https://desdeelbalcon.com/seccion-amarilla-devorada-por-la-tecnologia'),
    dir('PyMEs.org.mx', 'pymes.org.mx', 'business-directory', 'national', 'es', 'freemium', 'Mexican directory of small and medium-sized businesses; registering a company is free and sponsored ads are paid.', 'https://pymes.org.mx/faqs.html'),
    dir('Yelp México', 'yelp.com.mx', 'reviews', 'national', 'es', 'free', 'Mexican site of Yelp where businesses can claim a free page and answer reviews.', 'https://serpapi.com/yelp-domains'),
    dir('DENUE (INEGI)', 'inegi.org.mx', 'government-register', 'national', 'es', 'free', 'INEGI\'s national statistical directory of economic units (DENUE), a free public map and list of Mexican businesses by activity and location.', 'https://www.inegi.org.mx/app/mapa/denue/'),
    dir('Vivanuncios', 'vivanuncios.com.mx', 'classifieds', 'national', 'es', 'freemium', 'Mexican classifieds site where businesses can post service and product ads.', 'https://www.vivanuncios.com.mx'),
    dir('Doctoralia México', 'doctoralia.com.mx', 'reviews', 'national', 'es', 'freemium', 'Mexican site of Doctoralia for finding and reviewing doctors and clinics; a basic profile is free and booking tools are paid.', 'https://www.doctoralia.com.mx'),
  ]),
  country('australia', [
    dir('Yellow Pages Australia', 'yellowpages.com.au', 'yellow-pages', 'national', 'en', 'freemium', 'Australia\'s Yellow Pages, run by Thryv Australia (formerly Sensis); a basic listing is free and premium placements are paid.', 'https://www.yellowpages.com.au'),
    dir('White Pages Australia', 'whitepages.com.au', 'yellow-pages', 'national', 'en', 'freemium', 'Australian phone directory from the same operator as Yellow Pages, with its own business listing submission.', 'https://www.whitepages.com.au'),
    dir('True Local', 'truelocal.com.au', 'reviews', 'national', 'en', 'free', 'Long-established Australian local business directory with customer reviews and free listings.', 'https://www.truelocal.com.au'),
    dir('Localsearch', 'localsearch.com.au', 'business-directory', 'national', 'en', 'freemium', 'Australian-owned local business directory; the free listing can be upgraded with paid marketing products.', 'https://www.localsearch.com.au'),
    dir('StartLocal', 'startlocal.com.au', 'business-directory', 'national', 'en', 'free', 'Australian local business directory with a quick free listing form.', 'https://www.startlocal.com.au'),
    dir('Hotfrog Australia', 'hotfrog.com.au', 'business-directory', 'national', 'en', 'freemium', 'Australian site of Hotfrog, the directory run by Locafy Ltd; free business profiles with paid upgrades.', 'https://legal.hotfrog.com/terms-of-use/'),
    dir('hipages', 'hipages.com.au', 'b2b-marketplace', 'national', 'en', 'paid', 'Australian marketplace that connects homeowners with tradies; tradespeople pay for leads.', 'https://hipages.com.au'),
    dir('ProductReview.com.au', 'productreview.com.au', 'reviews', 'national', 'en', 'freemium', 'Australian consumer review site for products and businesses; businesses can claim a listing and reply to reviews.', 'https://www.productreview.com.au'),
  ]),
  country('korea', [
    dir('Naver Smart Place (네이버 스마트플레이스)', 'smartplace.naver.com', 'maps', 'national', 'ko', 'free', 'Naver\'s free business registration tool; the listing appears in Naver Map and Naver local search, Korea\'s dominant search engine.', 'https://smartplace.naver.com'),
    dir('Kakao Map (카카오맵)', 'map.kakao.com', 'maps', 'national', 'ko', 'free', 'Kakao\'s map service, Korea\'s second main map; businesses can register and manage their place for free.', 'https://map.kakao.com'),
    dir('Daangn / Karrot (당근)', 'daangn.com', 'classifieds', 'national', 'ko', 'freemium', 'Korea\'s neighbourhood marketplace app, where local shops can open a free business profile and run paid local ads.', 'https://www.daangn.com'),
    dir('buyKOREA', 'buykorea.org', 'b2b-marketplace', 'national', 'en', 'free', 'B2B e-marketplace run by KOTRA, the Korean trade-investment agency, for Korean exporters and foreign buyers.', 'https://www.buykorea.org'),
    dir('THE VC', 'thevc.kr', 'startup-database', 'national', 'ko', 'freemium', 'Korean startup and investment database with company pages for startups and investors.', 'https://thevc.kr'),
    dir('Innoforest (혁신의숲)', 'innoforest.co.kr', 'startup-database', 'national', 'ko', 'freemium', 'Korean startup data platform with company profiles, funding and growth indicators.', 'https://www.innoforest.co.kr'),
  ]),
  country('turkey', [
    dir('Şikayetvar', 'sikayetvar.com', 'reviews', 'national', 'tr', 'freemium', 'Turkey\'s largest consumer complaint and brand reputation platform; companies can claim a free brand page and answer complaints.', 'https://www.sikayetvar.com'),
    dir('Sahibinden.com', 'sahibinden.com', 'classifieds', 'national', 'tr', 'freemium', 'Turkey\'s leading classifieds site, with a services section where businesses and professionals advertise.', 'https://www.sahibinden.com'),
    dir('Armut', 'armut.com', 'b2b-marketplace', 'national', 'tr', 'paid', 'Turkish local services marketplace where service providers pay to send quotes to customer requests.', 'https://armut.com'),
    dir('TOBB', 'tobb.org.tr', 'chamber-of-commerce', 'national', 'tr', 'paid', 'The Union of Chambers and Commodity Exchanges of Turkey, the umbrella of the chambers that every Turkish company must join; it runs company and industry databases.', 'https://www.tobb.org.tr'),
    dir('Ticaret Sicili Gazetesi', 'ticaretsicil.gov.tr', 'government-register', 'national', 'tr', 'paid', 'Turkey\'s official Trade Registry Gazette, where company registrations and changes are published.', 'https://www.ticaretsicil.gov.tr'),
    dir('Yandex Haritalar (Yandex Business)', 'yandex.com.tr', 'maps', 'national', 'tr', 'free', 'Turkish edition of Yandex Maps; businesses can add and manage a free company card through Yandex Business.', 'https://yandex.com.tr/harita/'),
    dir('Yelp Türkiye', 'yelp.com.tr', 'reviews', 'national', 'tr', 'free', 'Turkish site of Yelp where businesses can claim a free page and answer reviews.', 'https://serpapi.com/yelp-domains'),
  ]),
  country('indonesia', [
    dir('Yellowpages Indonesia', 'yellowpages.co.id', 'yellow-pages', 'national', 'id', 'freemium', 'Indonesian yellow pages business directory searchable by category and city.', 'https://yellowpages.co.id'),
    dir('Indonetwork', 'indonetwork.co.id', 'b2b-marketplace', 'national', 'id', 'freemium', 'Indonesian B2B marketplace and supplier directory with free seller accounts and paid upgrades.', 'https://www.indonetwork.co.id'),
    dir('Indotrading', 'indotrading.com', 'b2b-marketplace', 'national', 'id', 'freemium', 'Indonesian B2B marketplace where suppliers list products and receive buyer enquiries.', 'https://www.indotrading.com'),
    dir('Ralali', 'ralali.com', 'b2b-marketplace', 'national', 'id', 'freemium', 'Indonesian B2B e-commerce marketplace for business supplies and wholesale.', 'https://www.ralali.com'),
    dir('OLX Indonesia', 'olx.co.id', 'classifieds', 'national', 'id', 'freemium', 'Indonesian classifieds site where businesses can post product and service ads.', 'https://www.olx.co.id'),
    dir('OSS (Online Single Submission)', 'oss.go.id', 'government-register', 'national', 'id', 'free', 'The Indonesian government\'s risk-based business licensing system, where every business obtains its business identification number (NIB).', 'https://oss.go.id'),
  ]),
  country('netherlands', [
    dir('De Telefoongids', 'detelefoongids.nl', 'yellow-pages', 'national', 'nl', 'freemium', 'Dutch telephone and business directory that absorbed the Gouden Gids (Dutch Yellow Pages); basic entries are free and advertising is paid.', 'https://www.detelefoongids.nl'),
    dir('Telefoonboek.nl', 'telefoonboek.nl', 'business-directory', 'national', 'nl', 'freemium', 'Dutch online phone book and company directory with business pages by town and sector.', 'https://www.telefoonboek.nl'),
    dir('Openingstijden.nl', 'openingstijden.nl', 'business-directory', 'national', 'nl', 'free', 'Dutch directory of shop and business opening hours with addresses and contact details.', 'https://www.openingstijden.nl'),
    dir('KVK Handelsregister', 'kvk.nl', 'chamber-of-commerce', 'national', 'nl', 'paid', 'The Netherlands Chamber of Commerce (Kamer van Koophandel) keeps the legal trade register in which every Dutch business must be registered.', 'https://www.kvk.nl'),
    dir('Werkspot', 'werkspot.nl', 'b2b-marketplace', 'national', 'nl', 'paid', 'Dutch marketplace that connects homeowners with tradespeople, who pay for job leads.', 'https://www.werkspot.nl'),
    dir('Klantenvertellen', 'klantenvertellen.nl', 'reviews', 'national', 'nl', 'paid', 'Dutch customer-review platform that businesses subscribe to in order to collect and publish reviews.', 'https://www.klantenvertellen.nl'),
    dir('Yelp Nederland', 'yelp.nl', 'reviews', 'national', 'nl', 'free', 'Dutch site of Yelp where businesses can claim a free page and answer reviews.', 'https://serpapi.com/yelp-domains'),
  ]),
  country('saudi', [
    dir('Haraj', 'haraj.com.sa', 'classifieds', 'national', 'ar', 'free', 'Saudi Arabia\'s largest classifieds site (حراج), widely used by small businesses to advertise goods and services.', 'https://haraj.com.sa'),
    dir('OpenSooq Saudi Arabia', 'sa.opensooq.com', 'classifieds', 'national', 'ar', 'freemium', 'Saudi edition of OpenSooq, the Middle East classifieds marketplace, with business and services sections.', 'https://sa.opensooq.com'),
    dir('Ministry of Commerce (MC)', 'mc.gov.sa', 'government-register', 'national', 'ar', 'paid', 'The Saudi Ministry of Commerce issues commercial registrations (CR), the official record every Saudi business needs.', 'https://mc.gov.sa'),
    dir('Saudi Business Center', 'business.sa', 'government-register', 'national', 'ar', 'paid', 'The Saudi government\'s one-stop portal for starting and registering a business and its licences.', 'https://business.sa'),
    dir('Federation of Saudi Chambers', 'fsc.org.sa', 'chamber-of-commerce', 'national', 'ar', 'paid', 'The umbrella body of Saudi Arabia\'s regional chambers of commerce, to which registered businesses belong through their local chamber.', 'https://fsc.org.sa'),
  ]),
  country('poland', [
    dir('Panorama Firm', 'panoramafirm.pl', 'yellow-pages', 'national', 'pl', 'freemium', 'Poland\'s largest online business directory, searchable by trade and town; basic entries are free and promoted listings are paid.', 'https://panoramafirm.pl'),
    dir('PKT.pl', 'pkt.pl', 'yellow-pages', 'national', 'pl', 'freemium', 'Polish business directory descended from the national telephone book (Polskie Książki Telefoniczne), with free and paid company entries.', 'https://www.pkt.pl'),
    dir('Aleo', 'aleo.com', 'b2b-marketplace', 'national', 'pl', 'free', 'Polish B2B platform with a profile for every company in the Polish registers, used for tenders and supplier search.', 'https://aleo.com'),
    dir('Oferteo', 'oferteo.pl', 'b2b-marketplace', 'national', 'pl', 'paid', 'Polish marketplace where businesses buy access to customer requests for quotes.', 'https://www.oferteo.pl'),
    dir('Fixly', 'fixly.pl', 'b2b-marketplace', 'national', 'pl', 'paid', 'OLX Group\'s Polish marketplace for local trades and home services, where professionals pay to respond to jobs.', 'https://fixly.pl'),
    dir('ZnanyLekarz', 'znanylekarz.pl', 'reviews', 'national', 'pl', 'freemium', 'Polish doctor search, review and booking site from Docplanner; a basic profile is free and booking tools are paid.', 'https://www.znanylekarz.pl'),
    dir('CEIDG', 'ceidg.gov.pl', 'government-register', 'national', 'pl', 'free', 'Poland\'s Central Register and Information on Economic Activity, the free public register of sole traders.', 'https://www.ceidg.gov.pl'),
  ]),
  country('switzerland', [
    dir('local.ch', 'local.ch', 'yellow-pages', 'national', 'de', 'freemium', 'Switzerland\'s main online telephone and business directory (Swiss Yellow Pages heritage, run by localsearch/Swisscom Directories); basic entries are free and advertising is paid.', 'https://www.local.ch'),
    dir('search.ch', 'search.ch', 'business-directory', 'national', 'de', 'freemium', 'Swiss search portal with a telephone and business directory, also part of the localsearch group.', 'https://www.search.ch'),
    dir('help.ch', 'help.ch', 'business-directory', 'national', 'de', 'freemium', 'Swiss company directory with company profiles searchable by sector and region.', 'https://www.help.ch'),
    dir('Zefix', 'zefix.ch', 'government-register', 'national', 'de', 'free', 'The Swiss federal central business name index, a free search over all cantonal commercial registers.', 'https://www.zefix.ch'),
    dir('Moneyhouse', 'moneyhouse.ch', 'business-directory', 'national', 'de', 'freemium', 'Swiss company information platform publishing commercial-register data for every registered Swiss company.', 'https://www.moneyhouse.ch'),
    dir('Yelp Schweiz', 'yelp.ch', 'reviews', 'national', 'de', 'free', 'Swiss site of Yelp (German, French and Italian editions) where businesses can claim a free page.', 'https://serpapi.com/yelp-domains'),
  ]),
  country('taiwan', [
    dir('iYP Taiwan Yellow Pages (中華黃頁)', 'iyp.com.tw', 'yellow-pages', 'national', 'zh', 'freemium', 'Taiwan\'s long-running online yellow pages and phone directory, with company showrooms by category and county.', 'https://www.iyp.com.tw'),
    dir('Taiwan Company Net (台灣公司網)', 'twincn.com', 'business-directory', 'national', 'zh', 'free', 'Taiwanese company information site with a page for every registered company from Ministry of Economic Affairs data.', 'https://www.twincn.com'),
    dir('Findbiz (商工登記公示資料查詢)', 'findbiz.nat.gov.tw', 'government-register', 'national', 'zh', 'free', 'The Ministry of Economic Affairs\' free public search of Taiwan\'s company and business registrations.', 'https://findbiz.nat.gov.tw'),
    dir('Taiwantrade', 'taiwantrade.com', 'b2b-marketplace', 'national', 'en', 'freemium', 'B2B sourcing platform run by TAITRA, the Taiwan External Trade Development Council, listing Taiwanese suppliers for foreign buyers.', 'https://www.taiwantrade.com'),
    dir('Yelp Taiwan', 'yelp.com.tw', 'reviews', 'national', 'zh', 'free', 'Taiwanese site of Yelp where businesses can claim a free page and answer reviews.', 'https://serpapi.com/yelp-domains'),
  ]),
  country('belgium', [
    dir('Gouden Gids / Pages d\'Or', 'goudengids.be', 'yellow-pages', 'national', 'nl', 'freemium', 'Belgium\'s Yellow Pages, published in Dutch at goudengids.be and in French at pagesdor.be; basic entries are free and advertising is paid.', 'https://www.goudengids.be'),
    dir('KBO Public Search (Crossroads Bank for Enterprises)', 'kbopub.economie.fgov.be', 'government-register', 'national', 'nl', 'free', 'Free public search of the Belgian Crossroads Bank for Enterprises (KBO/BCE), the official register of every Belgian enterprise number.', 'https://kbopub.economie.fgov.be'),
    dir('Companyweb', 'companyweb.be', 'business-directory', 'national', 'nl', 'freemium', 'Belgian company information site with financial data and profiles for registered Belgian companies.', 'https://www.companyweb.be'),
    dir('Cylex België', 'cylex-belgie.be', 'business-directory', 'national', 'nl', 'free', 'Belgian site of the Cylex business directory with free company listings.', 'https://www.cylex-belgie.be'),
    dir('Yelp België / Belgique', 'yelp.be', 'reviews', 'national', 'nl', 'free', 'Belgian site of Yelp (Dutch, French and English) where businesses can claim a free page.', 'https://serpapi.com/yelp-domains'),
    dir('2dehands', '2dehands.be', 'classifieds', 'national', 'nl', 'freemium', 'Belgium\'s main Dutch-language classifieds site (2ememain.be in French), with services ads.', 'https://www.2dehands.be'),
  ]),
  country('argentina', [
    dir('Páginas Amarillas Argentina', 'paginasamarillas.com.ar', 'yellow-pages', 'national', 'es', 'freemium', 'Argentina\'s Yellow Pages, searchable by trade (rubro) and province; basic listings plus paid advertising.', 'https://www.paginasamarillas.com.ar'),
    dir('Guía Oleo', 'guiaoleo.com.ar', 'reviews', 'national', 'es', 'free', 'Argentine restaurant guide with user ratings and reviews, focused on Buenos Aires.', 'https://www.guiaoleo.com.ar'),
    dir('Yelp Argentina', 'yelp.com.ar', 'reviews', 'national', 'es', 'free', 'Argentine site of Yelp where businesses can claim a free page and answer reviews.', 'https://serpapi.com/yelp-domains'),
    dir('Mercado Libre Argentina', 'mercadolibre.com.ar', 'classifieds', 'national', 'es', 'freemium', 'Latin America\'s largest marketplace; its Argentine site has a services classifieds section for businesses and professionals.', 'https://www.mercadolibre.com.ar'),
    dir('Doctoralia Argentina', 'doctoralia.com.ar', 'reviews', 'national', 'es', 'freemium', 'Argentine site of Doctoralia for finding and reviewing doctors; a basic profile is free and booking tools are paid.', 'https://www.doctoralia.com.ar'),
  ]),
  country('sweden', [
    dir('Eniro', 'eniro.se', 'yellow-pages', 'national', 'sv', 'freemium', 'Sweden\'s largest search and directory service for companies and people (the former Swedish Yellow Pages publisher); basic company entries are free and marketing packages are paid.', 'https://www.eniro.se'),
    dir('Hitta.se', 'hitta.se', 'business-directory', 'national', 'sv', 'freemium', 'Swedish people, company and map search site with free basic company listings.', 'https://www.hitta.se'),
    dir('Allabolag', 'allabolag.se', 'business-directory', 'national', 'sv', 'free', 'Swedish company information site with a page for every registered Swedish company, built on official register and annual-report data.', 'https://www.allabolag.se'),
    dir('Reco', 'reco.se', 'reviews', 'national', 'sv', 'freemium', 'Swedish review site for local companies and service providers.', 'https://www.reco.se'),
    dir('Bolagsverket', 'bolagsverket.se', 'government-register', 'national', 'sv', 'paid', 'The Swedish Companies Registration Office, which keeps the official company and trade registers.', 'https://bolagsverket.se'),
    dir('Yelp Sverige', 'yelp.se', 'reviews', 'national', 'sv', 'free', 'Swedish site of Yelp where businesses can claim a free page and answer reviews.', 'https://serpapi.com/yelp-domains'),
  ]),
  country('ireland', [
    dir('Golden Pages', 'goldenpages.ie', 'yellow-pages', 'national', 'en', 'freemium', 'Ireland\'s Yellow Pages (Golden Pages); businesses get a basic listing and can pay for enhanced advertising.', 'https://www.goldenpages.ie'),
    dir('Yelp Ireland', 'yelp.ie', 'reviews', 'national', 'en', 'free', 'Irish site of Yelp where businesses can claim a free page and answer reviews.', 'https://serpapi.com/yelp-domains'),
    dir('Companies Registration Office (CRO)', 'cro.ie', 'government-register', 'national', 'en', 'paid', 'Ireland\'s official register of companies and business names; registration is a legal requirement and carries a fee.', 'https://www.cro.ie'),
    dir('SoloCheck', 'solocheck.ie', 'business-directory', 'national', 'en', 'freemium', 'Irish company information site that publishes profiles of Irish companies and directors from CRO data.', 'https://www.solocheck.ie'),
    dir('Vision-net', 'vision-net.ie', 'business-directory', 'national', 'en', 'paid', 'Irish company and credit information service built on Companies Registration Office filings.', 'https://www.vision-net.ie'),
    dir('Cylex Ireland', 'cylex.ie', 'business-directory', 'national', 'en', 'free', 'Irish site of the Cylex business directory with free company listings.', 'https://www.cylex.ie'),
  ]),
  country('israel', [
    dir('Dapei Zahav (דפי זהב)', 'd.co.il', 'yellow-pages', 'national', 'he', 'freemium', 'Israel\'s Golden Pages business directory; businesses get a basic listing and can buy promoted placements.', 'https://www.d.co.il'),
    dir('B144', 'b144.co.il', 'yellow-pages', 'national', 'he', 'freemium', 'Bezeq\'s online business directory and directory-enquiry service, with business pages and a map.', 'https://www.b144.co.il'),
    dir('Easy', 'easy.co.il', 'business-directory', 'national', 'he', 'freemium', 'Israeli local business search site and app with business pages, hours and reviews.', 'https://easy.co.il'),
    dir('Yad2', 'yad2.co.il', 'classifieds', 'national', 'he', 'freemium', 'Israel\'s largest classifieds site, with sections where businesses advertise services.', 'https://www.yad2.co.il'),
    dir('Midrag', 'midrag.co.il', 'reviews', 'national', 'he', 'paid', 'Israeli site for rating and hiring service providers and tradespeople, based on verified customer reviews.', 'https://www.midrag.co.il'),
    dir('Start-Up Nation Finder', 'finder.startupnationcentral.org', 'startup-database', 'national', 'en', 'free', 'Start-Up Nation Central\'s free database of Israeli startups, investors and tech companies; companies can claim and update their profile.', 'https://finder.startupnationcentral.org'),
  ]),
  country('singapore', [
    dir('Yellow Pages Singapore', 'yellowpages.com.sg', 'yellow-pages', 'national', 'en', 'freemium', 'Singapore\'s Yellow Pages business directory with free basic listings and paid advertising.', 'https://www.yellowpages.com.sg'),
    dir('Streetdirectory', 'streetdirectory.com', 'maps', 'national', 'en', 'freemium', 'Singapore map and street directory with a searchable business listing for every address.', 'https://www.streetdirectory.com'),
    dir('SGPBusiness', 'sgpbusiness.com', 'business-directory', 'national', 'en', 'free', 'Singapore company directory with a page for every ACRA-registered entity.', 'https://www.sgpbusiness.com'),
    dir('Yelp Singapore', 'yelp.com.sg', 'reviews', 'national', 'en', 'free', 'Singapore site of Yelp where businesses can claim a free page and answer reviews.', 'https://serpapi.com/yelp-domains'),
    dir('Carousell', 'carousell.sg', 'classifieds', 'national', 'en', 'freemium', 'Singapore-founded classifieds marketplace with a services section where businesses can list.', 'https://www.carousell.sg'),
    dir('Bizfile (ACRA)', 'bizfile.gov.sg', 'government-register', 'national', 'en', 'paid', 'The Accounting and Corporate Regulatory Authority\'s online portal for registering and looking up Singapore businesses.', 'https://www.bizfile.gov.sg'),
  ]),
  country('unitedarabemirates', [
    dir('Yellow Pages UAE', 'yellowpages-uae.com', 'yellow-pages', 'national', 'en', 'freemium', 'UAE business directory organised by emirate and category, with free basic listings and paid advertising.', 'https://www.yellowpages-uae.com'),
    dir('UAE Contact', 'uaecontact.com', 'business-directory', 'national', 'en', 'freemium', 'UAE business directory of companies with phone and address details by emirate.', 'https://www.uaecontact.com'),
    dir('dubizzle', 'dubizzle.com', 'classifieds', 'national', 'en', 'freemium', 'The UAE\'s leading classifieds marketplace, with sections where businesses advertise services and products.', 'https://www.dubizzle.com'),
    dir('2GIS Dubai', '2gis.ae', 'maps', 'national', 'en', 'free', 'UAE edition of the 2GIS map and city directory, where businesses can add and update a free company card.', 'https://2gis.ae'),
    dir('Dubai Chamber of Commerce', 'dubaichamber.com', 'chamber-of-commerce', 'regional', 'en', 'paid', 'Dubai\'s chamber of commerce, whose membership (required for Dubai-licensed businesses) includes a listing in its member directory.', 'https://www.dubaichamber.com'),
    dir('ServiceMarket', 'servicemarket.com', 'b2b-marketplace', 'national', 'en', 'paid', 'UAE home-services marketplace where cleaning, moving and maintenance companies receive bookings and quote requests.', 'https://www.servicemarket.com'),
  ]),
  country('thailand', [
    dir('Wongnai', 'wongnai.com', 'reviews', 'national', 'th', 'freemium', 'Thailand\'s leading restaurant, beauty and travel review platform (LINE MAN Wongnai); businesses can claim a free page and buy promotion.', 'https://www.wongnai.com'),
    dir('Longdo Map', 'longdo.com', 'maps', 'national', 'th', 'free', 'Thai digital map with detailed Thai place and business data; businesses can add their location.', 'https://map.longdo.com'),
    dir('DBD DataWarehouse (Department of Business Development)', 'dbd.go.th', 'government-register', 'national', 'th', 'free', 'Thailand\'s Department of Business Development, which registers juristic persons and offers free public company lookups.', 'https://www.dbd.go.th'),
    dir('Thailand YellowPages', 'yellowpages.co.th', 'yellow-pages', 'national', 'th', 'freemium', 'Thailand\'s Yellow Pages business directory, searchable by category and province.', 'https://www.yellowpages.co.th'),
    dir('Kaidee', 'kaidee.com', 'classifieds', 'national', 'th', 'freemium', 'Thailand\'s largest classifieds marketplace, where businesses and individuals post ads.', 'https://www.kaidee.com'),
  ]),
  country('austria', [
    dir('Herold', 'herold.at', 'yellow-pages', 'national', 'de', 'freemium', 'Austria\'s Yellow Pages (Herold Business Data); businesses get a basic entry and can buy advertising packages.', 'https://www.herold.at'),
    dir('FirmenABC', 'firmenabc.at', 'business-directory', 'national', 'de', 'freemium', 'Austrian company directory with profiles of Austrian companies, free basic entries and paid upgrades.', 'https://www.firmenabc.at'),
    dir('WKO Firmen A-Z', 'firmen.wko.at', 'chamber-of-commerce', 'national', 'de', 'free', 'The Austrian Economic Chamber\'s directory of its member businesses; every chamber member appears with its trade licences and contact data.', 'https://firmen.wko.at'),
    dir('Yelp Österreich', 'yelp.at', 'reviews', 'national', 'de', 'free', 'Austrian site of Yelp where businesses can claim a free page and answer reviews.', 'https://serpapi.com/yelp-domains'),
    dir('willhaben', 'willhaben.at', 'classifieds', 'national', 'de', 'freemium', 'Austria\'s largest classifieds marketplace, with sections for services and commercial sellers.', 'https://www.willhaben.at'),
  ]),
  country('norway', [
    dir('Gule Sider', 'gulesider.no', 'yellow-pages', 'national', 'no', 'freemium', 'Norway\'s Yellow Pages, run by Eniro; businesses get a free basic entry and can buy marketing packages.', 'https://www.gulesider.no'),
    dir('1881', '1881.no', 'business-directory', 'national', 'no', 'freemium', 'Norwegian directory-enquiry service and website for finding companies and people.', 'https://www.1881.no'),
    dir('Proff', 'proff.no', 'business-directory', 'national', 'no', 'freemium', 'Norwegian company information site with key figures and roles for every registered company.', 'https://www.proff.no'),
    dir('Brønnøysundregistrene', 'brreg.no', 'government-register', 'national', 'no', 'paid', 'The Brønnøysund Register Centre, Norway\'s official register of legal entities and businesses.', 'https://www.brreg.no'),
    dir('FINN.no', 'finn.no', 'classifieds', 'national', 'no', 'freemium', 'Norway\'s largest online marketplace, with sections where businesses advertise services and products.', 'https://www.finn.no'),
    dir('Mittanbud', 'mittanbud.no', 'b2b-marketplace', 'national', 'no', 'paid', 'Norwegian marketplace where tradespeople and service providers pay to bid on customer jobs.', 'https://mittanbud.no'),
    dir('Yelp Norge', 'yelp.no', 'reviews', 'national', 'no', 'free', 'Norwegian site of Yelp where businesses can claim a free page and answer reviews.', 'https://serpapi.com/yelp-domains'),
  ]),
  country('philippines', [
    dir('Yellow Pages Philippines', 'yellow-pages.ph', 'yellow-pages', 'national', 'en', 'freemium', 'Long-established Philippine business directory searchable by category and city; listing is free and approval can take time.', 'https://www.yellow-pages.ph'),
    dir('Yelp Philippines', 'yelp.com.ph', 'reviews', 'national', 'en', 'free', 'Philippine site of Yelp (English and Filipino) where businesses can claim a free page.', 'https://serpapi.com/yelp-domains'),
    dir('Carousell Philippines', 'carousell.ph', 'classifieds', 'national', 'en', 'freemium', 'Philippine site of the Carousell classifieds marketplace, with a services section.', 'https://www.carousell.ph'),
    dir('Securities and Exchange Commission (SEC)', 'sec.gov.ph', 'government-register', 'national', 'en', 'paid', 'The Philippine SEC registers corporations and partnerships and provides company information.', 'https://www.sec.gov.ph'),
    dir('DTI Business Name Registration System', 'bnrs.dti.gov.ph', 'government-register', 'national', 'en', 'paid', 'The Department of Trade and Industry\'s online system for registering and searching business names of sole proprietorships.', 'https://bnrs.dti.gov.ph'),
  ]),
  country('vietnam', [
    dir('Trang Vàng Việt Nam', 'trangvangvietnam.com', 'yellow-pages', 'national', 'vi', 'freemium', 'Vietnam\'s Yellow Pages business directory with company listings by category and province, free basic entries and paid advertising.', 'https://trangvangvietnam.com'),
    dir('Foody', 'foody.vn', 'reviews', 'national', 'vi', 'free', 'Vietnamese restaurant and food-place review community, listing venues in major cities.', 'https://www.foody.vn'),
    dir('Chợ Tốt', 'chotot.com', 'classifieds', 'national', 'vi', 'freemium', 'Vietnam\'s largest classifieds marketplace, with sections for services and business sellers.', 'https://www.chotot.com'),
    dir('Masothue', 'masothue.com', 'business-directory', 'national', 'vi', 'free', 'Vietnamese company lookup site listing registered businesses by tax code with address and representative.', 'https://masothue.com'),
    dir('National Business Registration Portal', 'dangkykinhdoanh.gov.vn', 'government-register', 'national', 'vi', 'free', 'Vietnam\'s official national portal for business registration, with free public company lookup.', 'https://dangkykinhdoanh.gov.vn'),
  ]),
  country('bangladesh', [
    dir('Bikroy', 'bikroy.com', 'classifieds', 'national', 'bn', 'freemium', 'Bangladesh\'s largest classifieds site, where businesses and individuals post product and service ads.', 'https://bikroy.com'),
    dir('BDStall', 'bdstall.com', 'business-directory', 'national', 'en', 'freemium', 'Bangladeshi shop and product directory listing retailers with their product prices and locations.', 'https://www.bdstall.com'),
    dir('BDTradeInfo', 'bdtradeinfo.com', 'b2b-marketplace', 'national', 'en', 'freemium', 'Bangladeshi B2B business directory of companies, manufacturers and suppliers.', 'https://www.bdtradeinfo.com'),
    dir('RJSC (Registrar of Joint Stock Companies and Firms)', 'roc.gov.bd', 'government-register', 'national', 'en', 'paid', 'Bangladesh\'s official registrar of companies, partnership firms and societies, with online name clearance and registration.', 'https://roc.gov.bd'),
    dir('FBCCI', 'fbcci.org', 'chamber-of-commerce', 'national', 'en', 'paid', 'The Federation of Bangladesh Chambers of Commerce and Industry, the apex body of Bangladesh\'s chambers and trade associations.', 'https://fbcci.org'),
  ]),
  country('iran', [
    dir('Divar', 'divar.ir', 'classifieds', 'national', 'fa', 'freemium', 'Iran\'s largest classifieds platform, widely used by local businesses to advertise goods and services by city.', 'https://divar.ir'),
    dir('Sheypoor', 'sheypoor.com', 'classifieds', 'national', 'fa', 'freemium', 'Iranian classifieds marketplace with business accounts for shops and service providers.', 'https://www.sheypoor.com'),
    dir('Balad', 'balad.ir', 'maps', 'national', 'fa', 'free', 'Iranian map and navigation app where businesses can register their place and receive reviews.', 'https://balad.ir'),
    dir('Neshan', 'neshan.org', 'maps', 'national', 'fa', 'free', 'Iranian map and navigation service with a business registration option for places.', 'https://neshan.org'),
    dir('ICCIMA (Iran Chamber of Commerce)', 'iccima.ir', 'chamber-of-commerce', 'national', 'fa', 'paid', 'The Iran Chamber of Commerce, Industries, Mines and Agriculture, which issues commercial cards to trading companies and lists members.', 'https://iccima.ir'),
    dir('Official Gazette (Rooznameh Rasmi)', 'rrk.ir', 'government-register', 'national', 'fa', 'paid', 'Iran\'s Official Gazette, where company registrations and changes are published and can be searched.', 'https://www.rrk.ir'),
  ]),
  country('denmark', [
    dir('Krak', 'krak.dk', 'business-directory', 'national', 'da', 'freemium', 'Danish map and company search service (Eniro group); basic company entries are free and marketing is paid.', 'https://www.krak.dk'),
    dir('De Gule Sider', 'degulesider.dk', 'yellow-pages', 'national', 'da', 'freemium', 'Denmark\'s Yellow Pages online, part of the same Eniro group as Krak.', 'https://www.degulesider.dk'),
    dir('Trustpilot Denmark', 'dk.trustpilot.com', 'reviews', 'national', 'da', 'freemium', 'Danish edition of Trustpilot, the review platform founded in Copenhagen; companies can claim a free profile and pay for review tools.', 'https://dk.trustpilot.com'),
    dir('CVR (Virk)', 'datacvr.virk.dk', 'government-register', 'national', 'da', 'free', 'Denmark\'s Central Business Register; every Danish company gets a CVR number and a free public record.', 'https://datacvr.virk.dk'),
    dir('Proff Danmark', 'proff.dk', 'business-directory', 'national', 'da', 'freemium', 'Danish company information site with accounts and roles for registered companies.', 'https://www.proff.dk'),
    dir('Yelp Danmark', 'yelp.dk', 'reviews', 'national', 'da', 'free', 'Danish site of Yelp where businesses can claim a free page and answer reviews.', 'https://serpapi.com/yelp-domains'),
  ]),
  country('malaysia', [
    dir('Yellow Pages Malaysia', 'yellowpages.com.my', 'yellow-pages', 'national', 'en', 'freemium', 'Malaysia\'s Yellow Pages business directory with free basic listings and paid advertising packages.', 'https://www.yellowpages.com.my'),
    dir('SSM (Companies Commission of Malaysia)', 'ssm.com.my', 'government-register', 'national', 'ms', 'paid', 'Suruhanjaya Syarikat Malaysia, the agency that registers Malaysian companies and businesses and sells company information.', 'https://www.ssm.com.my'),
    dir('Mudah.my', 'mudah.my', 'classifieds', 'national', 'ms', 'freemium', 'Malaysia\'s largest classifieds marketplace, with sections for services and business sellers.', 'https://www.mudah.my'),
    dir('Recommend.my', 'recommend.my', 'b2b-marketplace', 'national', 'en', 'paid', 'Malaysian marketplace for hiring local service providers, who pay to respond to customer requests.', 'https://www.recommend.my'),
    dir('Yelp Malaysia', 'yelp.my', 'reviews', 'national', 'en', 'free', 'Malaysian site of Yelp (English and Malay) where businesses can claim a free page.', 'https://serpapi.com/yelp-domains'),
  ]),
  country('colombia', [
    dir('Páginas Amarillas Colombia', 'paginasamarillas.com.co', 'yellow-pages', 'national', 'es', 'freemium', 'Colombia\'s Yellow Pages, searchable by city and service, with free basic listings and paid advertising.', 'https://www.paginasamarillas.com.co'),
    dir('RUES (Registro Único Empresarial y Social)', 'rues.org.co', 'chamber-of-commerce', 'national', 'es', 'free', 'Colombia\'s unified business register run by Confecámaras, the confederation of chambers of commerce; free public lookup of every registered business.', 'https://www.rues.org.co'),
    dir('Infoisinfo Colombia', 'infoisinfo.com.co', 'business-directory', 'national', 'es', 'free', 'Colombian online business directory searchable by activity and city.', 'https://www.infoisinfo.com.co'),
    dir('Empresite Colombia', 'empresite.eleconomistaamerica.co', 'business-directory', 'national', 'es', 'freemium', 'Colombian company directory from elEconomista América with a page per registered company.', 'https://empresite.eleconomistaamerica.co'),
    dir('Mercado Libre Colombia', 'mercadolibre.com.co', 'classifieds', 'national', 'es', 'freemium', 'Colombian site of Mercado Libre, whose services section lets businesses and professionals advertise.', 'https://www.mercadolibre.com.co'),
    dir('Doctoralia Colombia', 'doctoralia.co', 'reviews', 'national', 'es', 'freemium', 'Colombian site of Doctoralia for finding and reviewing doctors; a basic profile is free and booking tools are paid.', 'https://www.doctoralia.co'),
  ]),
  country('south-africa', [
    dir('Yellow Pages South Africa', 'yellowpages.co.za', 'yellow-pages', 'national', 'en', 'freemium', 'South Africa\'s Yellow Pages online; businesses get a basic listing and can buy advertising.', 'https://www.yellowpages.co.za'),
    dir('Brabys', 'brabys.com', 'business-directory', 'national', 'en', 'freemium', 'Long-running South African business directory and map publisher with free and paid listings.', 'https://www.brabys.com'),
    dir('Yep!', 'yep.co.za', 'business-directory', 'national', 'en', 'free', 'South African local business directory with free listings by category and city.', 'https://www.yep.co.za'),
    dir('SA Yellow', 'sayellow.com', 'business-directory', 'national', 'en', 'freemium', 'South African online business directory listing companies by category and town.', 'https://www.sayellow.com'),
    dir('Snupit', 'snupit.co.za', 'b2b-marketplace', 'national', 'en', 'paid', 'South African marketplace that matches customers with local service providers, who pay to respond to requests.', 'https://www.snupit.co.za'),
    dir('CIPC', 'cipc.co.za', 'government-register', 'national', 'en', 'paid', 'The Companies and Intellectual Property Commission, South Africa\'s official register of companies and close corporations.', 'https://www.cipc.co.za'),
  ]),
  country('romania', [
    dir('Pagini Aurii', 'paginiaurii.ro', 'yellow-pages', 'national', 'ro', 'freemium', 'Romania\'s Yellow Pages business directory, searchable by activity and locality, with paid advertising options.', 'https://www.paginiaurii.ro'),
    dir('ListaFirme', 'listafirme.ro', 'business-directory', 'national', 'ro', 'freemium', 'Romanian company directory with financial data and contact details for registered Romanian companies.', 'https://www.listafirme.ro'),
    dir('Termene.ro', 'termene.ro', 'business-directory', 'national', 'ro', 'freemium', 'Romanian company information platform with financials, court cases and registry data for every company.', 'https://termene.ro'),
    dir('ONRC (National Trade Register Office)', 'onrc.ro', 'government-register', 'national', 'ro', 'paid', 'Romania\'s National Trade Register Office, where every Romanian company is registered.', 'https://www.onrc.ro'),
    dir('OLX Romania', 'olx.ro', 'classifieds', 'national', 'ro', 'freemium', 'Romania\'s largest classifieds site, with a services section used by small businesses.', 'https://www.olx.ro'),
  ]),
  country('pakistan', [
    dir('OLX Pakistan', 'olx.com.pk', 'classifieds', 'national', 'en', 'freemium', 'Pakistan\'s largest classifieds marketplace, with sections for services and business sellers.', 'https://www.olx.com.pk'),
    dir('BusinessList Pakistan', 'businesslist.pk', 'business-directory', 'national', 'en', 'freemium', 'Pakistani business directory of local companies by category and city, with free company pages and paid upgrades.', 'https://www.businesslist.pk'),
    dir('Marham', 'marham.pk', 'reviews', 'national', 'en', 'freemium', 'Pakistani platform for finding, reviewing and booking doctors; doctors get a profile and paid booking tools.', 'https://www.marham.pk'),
    dir('Oladoc', 'oladoc.com', 'reviews', 'national', 'en', 'freemium', 'Pakistani doctor search, review and booking site for clinics and hospitals.', 'https://oladoc.com'),
    dir('SECP', 'secp.gov.pk', 'government-register', 'national', 'en', 'paid', 'The Securities and Exchange Commission of Pakistan, which registers companies and offers a public company name search.', 'https://www.secp.gov.pk'),
    dir('FPCCI', 'fpcci.org.pk', 'chamber-of-commerce', 'national', 'en', 'paid', 'The Federation of Pakistan Chambers of Commerce and Industry, the apex body of Pakistan\'s chambers and trade associations.', 'https://fpcci.org.pk'),
  ]),
  country('czech', [
    dir('Firmy.cz', 'firmy.cz', 'business-directory', 'national', 'cs', 'freemium', 'Seznam\'s Czech business directory, whose entries also appear on Mapy.cz and in Seznam search; a basic entry is free.', 'https://www.firmy.cz'),
    dir('Zlaté stránky', 'zlatestranky.cz', 'yellow-pages', 'national', 'cs', 'freemium', 'The Czech Yellow Pages business directory, with free basic entries and paid advertising.', 'https://www.zlatestranky.cz'),
    dir('Cylex Česko', 'cylex.cz', 'business-directory', 'national', 'cs', 'free', 'Czech site of the Cylex business directory with free company listings.', 'https://www.cylex.cz'),
    dir('Yelp Česko', 'yelp.cz', 'reviews', 'national', 'cs', 'free', 'Czech site of Yelp where businesses can claim a free page and answer reviews.', 'https://serpapi.com/yelp-domains'),
    dir('Veřejný rejstřík (Public Register)', 'or.justice.cz', 'government-register', 'national', 'cs', 'free', 'The Czech Ministry of Justice\'s free online public register of companies and other legal entities.', 'https://or.justice.cz'),
    dir('Znamý lékař', 'znamylekar.cz', 'reviews', 'national', 'cs', 'freemium', 'Czech doctor search and review site from Docplanner; a basic profile is free and booking tools are paid.', 'https://www.znamylekar.cz'),
  ]),
  country('egypt', [
    dir('Yellow Pages Egypt', 'yellowpages.com.eg', 'yellow-pages', 'national', 'ar', 'freemium', 'Egypt\'s Yellow Pages directory in Arabic and English, with company listings by category and paid advertising.', 'https://www.yellowpages.com.eg'),
    dir('dubizzle Egypt', 'dubizzle.com.eg', 'classifieds', 'national', 'ar', 'freemium', 'Egypt\'s largest classifieds marketplace (formerly OLX Egypt), with sections for services and business sellers.', 'https://www.dubizzle.com.eg'),
    dir('OpenSooq Egypt', 'eg.opensooq.com', 'classifieds', 'national', 'ar', 'freemium', 'Egyptian edition of OpenSooq, the Middle East and North Africa classifieds marketplace.', 'https://eg.opensooq.com'),
    dir('Vezeeta', 'vezeeta.com', 'reviews', 'national', 'ar', 'freemium', 'Egyptian doctor search, review and booking platform; doctors and clinics list and pay for booking tools.', 'https://www.vezeeta.com'),
    dir('elmenus', 'elmenus.com', 'reviews', 'national', 'ar', 'free', 'Egyptian restaurant discovery site with menus, ratings and reviews.', 'https://www.elmenus.com'),
    dir('GAFI (General Authority for Investment and Free Zones)', 'gafi.gov.eg', 'government-register', 'national', 'ar', 'paid', 'Egypt\'s investment authority, which handles company establishment and registration through its investor service centres.', 'https://www.gafi.gov.eg'),
  ]),
  country('chile', [
    dir('Amarillas Chile', 'amarillas.cl', 'yellow-pages', 'national', 'es', 'freemium', 'Chile\'s Yellow Pages online, searchable by category and commune, with paid advertising options.', 'https://www.amarillas.cl'),
    dir('Yelp Chile', 'yelp.cl', 'reviews', 'national', 'es', 'free', 'Chilean site of Yelp where businesses can claim a free page and answer reviews.', 'https://serpapi.com/yelp-domains'),
    dir('Mercado Libre Chile', 'mercadolibre.cl', 'classifieds', 'national', 'es', 'freemium', 'Chilean site of Mercado Libre, whose services section lets businesses and professionals advertise.', 'https://www.mercadolibre.cl'),
    dir('Doctoralia Chile', 'doctoralia.cl', 'reviews', 'national', 'es', 'freemium', 'Chilean site of Doctoralia for finding and reviewing doctors; a basic profile is free and booking tools are paid.', 'https://www.doctoralia.cl'),
    dir('Cámara de Comercio de Santiago', 'ccs.cl', 'chamber-of-commerce', 'regional', 'es', 'paid', 'The Santiago Chamber of Commerce, Chile\'s main business chamber, with a member directory and business services.', 'https://www.ccs.cl'),
  ]),
  country('portugal', [
    dir('Páginas Amarelas (PAI)', 'pai.pt', 'yellow-pages', 'national', 'pt', 'freemium', 'Portugal\'s Yellow Pages online; businesses get a basic listing and can buy advertising.', 'https://www.pai.pt'),
    dir('Racius', 'racius.com', 'business-directory', 'national', 'pt', 'free', 'Portuguese company information site with a page for every registered Portuguese company.', 'https://www.racius.com'),
    dir('eInforma Portugal', 'einforma.pt', 'business-directory', 'national', 'pt', 'freemium', 'Portuguese company and credit information service with free basic company profiles.', 'https://www.einforma.pt'),
    dir('OLX Portugal', 'olx.pt', 'classifieds', 'national', 'pt', 'freemium', 'Portugal\'s largest classifieds site, with a services section for businesses.', 'https://www.olx.pt'),
    dir('Zaask', 'zaask.pt', 'b2b-marketplace', 'national', 'pt', 'paid', 'Portuguese marketplace where service professionals pay to send quotes to customer requests.', 'https://www.zaask.pt'),
    dir('Yelp Portugal', 'yelp.pt', 'reviews', 'national', 'pt', 'free', 'Portuguese site of Yelp where businesses can claim a free page and answer reviews.', 'https://serpapi.com/yelp-domains'),
  ]),
  country('finland', [
    dir('Fonecta Finder', 'finder.fi', 'business-directory', 'national', 'fi', 'freemium', 'Finnish company and people search run by Fonecta; basic company details are free and visibility packages are paid.', 'https://www.finder.fi'),
    dir('Yritystele', 'yritystele.fi', 'business-directory', 'national', 'fi', 'freemium', 'Finnish company directory with contact details and company information.', 'https://www.yritystele.fi'),
    dir('YTJ (Business Information System)', 'ytj.fi', 'government-register', 'national', 'fi', 'free', 'Finland\'s official Business Information System, run by the Finnish Patent and Registration Office and the Tax Administration; free public search of business IDs.', 'https://www.ytj.fi'),
    dir('Asiakastieto', 'asiakastieto.fi', 'business-directory', 'national', 'fi', 'freemium', 'Finnish company and credit information service with free basic company pages.', 'https://www.asiakastieto.fi'),
    dir('Tori.fi', 'tori.fi', 'classifieds', 'national', 'fi', 'freemium', 'Finland\'s largest classifieds marketplace, including services ads.', 'https://www.tori.fi'),
    dir('Yelp Suomi', 'yelp.fi', 'reviews', 'national', 'fi', 'free', 'Finnish site of Yelp where businesses can claim a free page and answer reviews.', 'https://serpapi.com/yelp-domains'),
  ]),
  country('peru', [
    dir('Páginas Amarillas Perú', 'paginasamarillas.com.pe', 'yellow-pages', 'national', 'es', 'freemium', 'Peru\'s Yellow Pages online, with company listings by category and city and paid advertising.', 'https://www.paginasamarillas.com.pe'),
    dir('Mercado Libre Perú', 'mercadolibre.com.pe', 'classifieds', 'national', 'es', 'freemium', 'Peruvian site of Mercado Libre, whose services section lets businesses and professionals advertise.', 'https://www.mercadolibre.com.pe'),
    dir('Doctoralia Perú', 'doctoralia.pe', 'reviews', 'national', 'es', 'freemium', 'Peruvian site of Doctoralia for finding and reviewing doctors; a basic profile is free and booking tools are paid.', 'https://www.doctoralia.pe'),
    dir('SUNAT Consulta RUC', 'sunat.gob.pe', 'government-register', 'national', 'es', 'free', 'Peru\'s tax authority SUNAT, which issues every business its RUC taxpayer number and offers a free public RUC lookup.', 'https://www.sunat.gob.pe'),
    dir('Cámara de Comercio de Lima', 'camaralima.org.pe', 'chamber-of-commerce', 'regional', 'es', 'paid', 'The Lima Chamber of Commerce, Peru\'s largest business chamber, with a member directory and trade services.', 'https://www.camaralima.org.pe'),
  ]),
  country('kazakhstan', [
    dir('2GIS Kazakhstan', '2gis.kz', 'maps', 'national', 'ru', 'freemium', 'Kazakh edition of the 2GIS city directory and map, the main local business directory in Kazakh cities; a basic company card is free.', 'https://2gis.kz'),
    dir('OLX Kazakhstan', 'olx.kz', 'classifieds', 'national', 'ru', 'freemium', 'Kazakhstan\'s largest classifieds site, with a services section used by small businesses.', 'https://www.olx.kz'),
    dir('Satu.kz', 'satu.kz', 'b2b-marketplace', 'national', 'ru', 'freemium', 'Kazakh online marketplace for companies, where businesses open a product catalogue on free or paid plans.', 'https://satu.kz'),
    dir('Kompra', 'kompra.kz', 'business-directory', 'national', 'ru', 'freemium', 'Kazakh company check service with public profiles of registered companies from official data.', 'https://kompra.kz'),
    dir('Yandex Business Kazakhstan', 'yandex.kz', 'maps', 'national', 'ru', 'free', 'Kazakh edition of Yandex Maps and search; businesses can add a free company card through Yandex Business.', 'https://yandex.kz/maps/'),
  ]),
  country('algeria', [
    dir('Ouedkniss', 'ouedkniss.com', 'classifieds', 'national', 'fr', 'freemium', 'Algeria\'s largest classifieds marketplace (founded 2006), with shop pages for professional sellers and service ads.', 'https://www.ouedkniss.com'),
    dir('OpenSooq Algeria', 'dz.opensooq.com', 'classifieds', 'national', 'ar', 'freemium', 'Algerian edition of OpenSooq, the Middle East and North Africa classifieds marketplace.', 'https://dz.opensooq.com'),
    dir('El Mouchir (CACI)', 'elmouchir.caci.dz', 'chamber-of-commerce', 'national', 'fr', 'free', 'The Algerian Chamber of Commerce and Industry\'s directory of Algerian companies in industry, commerce and services.', 'https://elmouchir.caci.dz'),
    dir('CNRC (Centre National du Registre du Commerce)', 'cnrc.dz', 'government-register', 'national', 'fr', 'paid', 'Algeria\'s National Trade Register Centre, where every Algerian trader and company is registered.', 'https://www.cnrc.dz'),
    dir('Kompass Algérie', 'dz.kompass.com', 'b2b-marketplace', 'national', 'fr', 'freemium', 'Algerian site of the Kompass B2B company directory, with free basic company profiles and paid visibility.', 'https://dz.kompass.com'),
  ]),
  country('greece', [
    dir('Χρυσός Οδηγός (xo.gr)', 'xo.gr', 'yellow-pages', 'national', 'el', 'freemium', 'Greece\'s Golden Guide (Yellow Pages) business directory, with free basic entries and paid advertising.', 'https://www.xo.gr'),
    dir('Vrisko', 'vrisko.gr', 'business-directory', 'national', 'el', 'freemium', 'Greek business and phone directory with company listings and customer reviews.', 'https://www.vrisko.gr'),
    dir('11888.gr', '11888.gr', 'business-directory', 'national', 'el', 'freemium', 'Greek online phone and business directory linked to the 11888 directory-enquiry number.', 'https://www.11888.gr'),
    dir('GEMI (General Commercial Registry)', 'businessregistry.gr', 'government-register', 'national', 'el', 'paid', 'Greece\'s General Commercial Registry (ΓΕΜΗ), where all Greek companies are registered; public search is free.', 'https://www.businessregistry.gr'),
    dir('XE.gr', 'xe.gr', 'classifieds', 'national', 'el', 'freemium', 'Greek classifieds site (Χρυσή Ευκαιρία) for property, jobs and professional services ads.', 'https://www.xe.gr'),
  ]),
  country('zealand', [
    dir('Yellow', 'yellow.co.nz', 'yellow-pages', 'national', 'en', 'freemium', 'New Zealand\'s Yellow Pages, run by Yellow Pages Group Limited of Auckland; free basic listings with paid advertising.', 'https://stoppress.co.nz/news/beating-google-business-directory-listings/'),
    dir('Finda', 'finda.co.nz', 'business-directory', 'national', 'en', 'free', 'New Zealand business search site owned by Yellow Pages Group through Finda Limited.', 'https://www.finda.co.nz'),
    dir('NZS.com', 'nzs.com', 'business-directory', 'national', 'en', 'freemium', 'Long-running human-edited New Zealand business and website directory.', 'https://www.nzs.com'),
    dir('NoCowboys', 'nocowboys.co.nz', 'reviews', 'national', 'en', 'freemium', 'New Zealand review site for tradespeople and local service businesses.', 'https://www.nocowboys.co.nz'),
    dir('NZBN Register', 'nzbn.govt.nz', 'government-register', 'national', 'en', 'free', 'The government New Zealand Business Number register; every business can keep a free public record of its trading name, contacts and industry.', 'https://www.nzbn.govt.nz'),
    dir('Trade Me', 'trademe.co.nz', 'classifieds', 'national', 'en', 'paid', 'New Zealand\'s main online marketplace, whose Services section lets businesses advertise trades and services.', 'https://www.trademe.co.nz'),
  ]),
  country('hungary', [
    dir('Arany Oldalak', 'aranyoldalak.hu', 'yellow-pages', 'national', 'hu', 'freemium', 'Hungary\'s Yellow Pages (Arany Oldalak) business directory, with free basic entries and paid advertising.', 'https://www.aranyoldalak.hu'),
    dir('Cylex Magyarország', 'cylex.hu', 'business-directory', 'national', 'hu', 'free', 'Hungarian site of the Cylex business directory with free company listings.', 'https://www.cylex.hu'),
    dir('e-Cégjegyzék', 'e-cegjegyzek.hu', 'government-register', 'national', 'hu', 'free', 'The Hungarian Ministry of Justice\'s company information service, with free public company register search.', 'https://www.e-cegjegyzek.hu'),
    dir('Opten', 'opten.hu', 'business-directory', 'national', 'hu', 'freemium', 'Hungarian company information service with free basic company data and paid reports.', 'https://www.opten.hu'),
    dir('Jófogás', 'jofogas.hu', 'classifieds', 'national', 'hu', 'freemium', 'One of Hungary\'s largest classifieds sites, with services ads.', 'https://www.jofogas.hu'),
    dir('Telefonkönyv', 'telefonkonyv.hu', 'business-directory', 'national', 'hu', 'freemium', 'Hungarian online phone book and company directory, a common local citation source next to Arany Oldalak and Cylex.', 'https://www.telefonkonyv.hu'),
  ]),
  country('qatar', [
    dir('Qatar Yellow Pages', 'yellowpages.qa', 'yellow-pages', 'national', 'en', 'freemium', 'Qatar\'s Yellow Pages business directory, with company profiles by category; basic entries plus paid advertising.', 'https://www.yellowpages.qa'),
    dir('Qatar Living', 'qatarliving.com', 'business-directory', 'national', 'en', 'freemium', 'Qatar\'s largest community portal, with a business directory, classifieds and jobs; businesses can list and buy verified or premium placements.', 'https://www.qatarliving.com'),
    dir('Qatar Chamber', 'qatarchamber.com', 'chamber-of-commerce', 'national', 'en', 'paid', 'The Qatar Chamber of Commerce and Industry, whose registered members appear in its business directory.', 'https://www.qatarchamber.com/en/member-directory'),
    dir('OpenSooq Qatar', 'qa.opensooq.com', 'classifieds', 'national', 'ar', 'freemium', 'Qatar edition of OpenSooq, the Middle East classifieds marketplace, with services and business sections.', 'https://qa.opensooq.com'),
    dir('Ministry of Commerce and Industry (MOCI)', 'moci.gov.qa', 'government-register', 'national', 'ar', 'paid', 'Qatar\'s Ministry of Commerce and Industry issues commercial registrations and licences for every Qatari business.', 'https://www.moci.gov.qa'),
  ]),
  country('nigeria', [
    dir('VConnect', 'vconnect.com', 'business-directory', 'national', 'en', 'freemium', 'Nigerian local business directory and search site with free business listings.', 'https://www.vconnect.com'),
    dir('BusinessList Nigeria', 'businesslist.com.ng', 'business-directory', 'national', 'en', 'freemium', 'Nigerian business directory organised by category and state, with free company pages and paid upgrades.', 'https://www.businesslist.com.ng'),
    dir('Connect Nigeria', 'connectnigeria.com', 'business-directory', 'national', 'en', 'freemium', 'Nigerian business directory and SME media platform with free business listings.', 'https://connectnigeria.com'),
    dir('Finelib', 'finelib.com', 'business-directory', 'national', 'en', 'free', 'Long-running Nigerian business directory listing companies by category and city.', 'https://www.finelib.com'),
    dir('Jiji Nigeria', 'jiji.ng', 'classifieds', 'national', 'en', 'freemium', 'Nigeria\'s largest classifieds marketplace, where businesses post product and service ads on free or paid plans.', 'https://jiji.ng'),
    dir('Corporate Affairs Commission (CAC)', 'cac.gov.ng', 'government-register', 'national', 'en', 'paid', 'Nigeria\'s Corporate Affairs Commission, which registers companies and business names and offers a public search.', 'https://www.cac.gov.ng'),
  ]),
  country('ukraine', [
    dir('Prom.ua', 'prom.ua', 'b2b-marketplace', 'national', 'uk', 'freemium', 'Ukraine\'s largest online marketplace for businesses, where companies open a catalogue storefront on free or paid plans.', 'https://prom.ua'),
    dir('OLX Ukraine', 'olx.ua', 'classifieds', 'national', 'uk', 'freemium', 'Ukraine\'s largest classifieds site, with a services section used by small businesses.', 'https://www.olx.ua'),
    dir('YouControl', 'youcontrol.com.ua', 'business-directory', 'national', 'uk', 'freemium', 'Ukrainian company information platform with a public page for every registered company and sole trader.', 'https://youcontrol.com.ua'),
    dir('Opendatabot', 'opendatabot.ua', 'business-directory', 'national', 'uk', 'freemium', 'Ukrainian open-data service with free company and sole-trader profiles built from state registers.', 'https://opendatabot.ua'),
    dir('Unified State Register (EDR)', 'usr.minjust.gov.ua', 'government-register', 'national', 'uk', 'free', 'The Ministry of Justice\'s Unified State Register of legal entities and individual entrepreneurs, with free online search.', 'https://usr.minjust.gov.ua'),
  ]),
  country('kuwait', [
    dir('OpenSooq Kuwait', 'kw.opensooq.com', 'classifieds', 'national', 'ar', 'freemium', 'Kuwait edition of OpenSooq, the Middle East classifieds marketplace, with services and business sections.', 'https://kw.opensooq.com'),
    dir('4Sale (Q84Sale)', 'q84sale.com', 'classifieds', 'national', 'ar', 'freemium', 'Kuwait\'s best-known classifieds app and website, which also hosts business profiles and a services directory.', 'https://www.q84sale.com'),
    dir('Kuwait Chamber of Commerce and Industry', 'kuwaitchamber.org.kw', 'chamber-of-commerce', 'national', 'ar', 'paid', 'The Kuwait Chamber of Commerce and Industry (KCCI), whose member companies are listed in its members directory.', 'https://www.kuwaitchamber.org.kw'),
    dir('Ministry of Commerce and Industry (MOCI)', 'moci.gov.kw', 'government-register', 'national', 'ar', 'paid', 'Kuwait\'s Ministry of Commerce and Industry, which issues commercial licences and keeps the commercial register.', 'https://www.moci.gov.kw'),
    dir('Mourjan', 'mourjan.com', 'classifieds', 'regional', 'ar', 'freemium', 'Arab-world classifieds aggregator with a Kuwait section and sections for other Gulf and Arab countries.', 'https://www.mourjan.com/kw/'),
  ]),
  country('morocco', [
    dir('Télécontact', 'telecontact.ma', 'yellow-pages', 'national', 'fr', 'freemium', 'Morocco\'s Yellow Pages and business directory, searchable by activity and city, with paid advertising options.', 'https://www.telecontact.ma'),
    dir('Kerix', 'kerix.net', 'business-directory', 'national', 'fr', 'freemium', 'Moroccan company directory with company profiles and contact details by sector.', 'https://www.kerix.net'),
    dir('Charika.ma', 'charika.ma', 'business-directory', 'national', 'fr', 'freemium', 'Moroccan company information site with legal and registry data for Moroccan companies.', 'https://www.charika.ma'),
    dir('Avito Maroc', 'avito.ma', 'classifieds', 'national', 'fr', 'freemium', 'Morocco\'s largest classifieds marketplace, with shop pages for professional sellers.', 'https://www.avito.ma'),
    dir('OMPIC', 'ompic.ma', 'government-register', 'national', 'fr', 'paid', 'Morocco\'s Industrial and Commercial Property Office, which keeps the central trade register and company name certificates.', 'https://www.ompic.ma'),
    dir('OpenSooq Morocco', 'ma.opensooq.com', 'classifieds', 'national', 'ar', 'freemium', 'Moroccan edition of OpenSooq, the Middle East and North Africa classifieds marketplace.', 'https://ma.opensooq.com'),
  ]),
  country('ethiopia', [
    dir('2merkato', '2merkato.com', 'business-directory', 'national', 'en', 'freemium', 'Ethiopian business portal with a company directory, tender listings and market information.', 'https://www.2merkato.com'),
    dir('AddisBiz', 'addisbiz.com', 'business-directory', 'national', 'en', 'freemium', 'Ethiopian online business directory of companies in Addis Ababa and other cities.', 'https://www.addisbiz.com'),
    dir('Addis Ababa Chamber of Commerce', 'addischamber.com', 'chamber-of-commerce', 'regional', 'en', 'paid', 'The Addis Ababa Chamber of Commerce and Sectoral Associations, whose members are listed in its business directory.', 'https://addischamber.com'),
    dir('eTrade (Ministry of Trade)', 'etrade.gov.et', 'government-register', 'national', 'en', 'paid', 'The Ethiopian Ministry of Trade\'s online system for commercial registration and business licences.', 'https://etrade.gov.et'),
    dir('Jiji Ethiopia', 'jiji.com.et', 'classifieds', 'national', 'en', 'freemium', 'Ethiopian site of the Jiji classifieds marketplace, where businesses post product and service ads.', 'https://jiji.com.et'),
  ]),
  country('slovakia', [
    dir('Zlaté stránky Slovensko', 'zlatestranky.sk', 'yellow-pages', 'national', 'sk', 'freemium', 'The Slovak Yellow Pages business directory, with free basic entries and paid advertising.', 'https://www.zlatestranky.sk'),
    dir('ORSR (Business Register of the Slovak Republic)', 'orsr.sk', 'government-register', 'national', 'sk', 'free', 'The Slovak Ministry of Justice\'s free online business register of companies.', 'https://www.orsr.sk'),
    dir('FinStat', 'finstat.sk', 'business-directory', 'national', 'sk', 'freemium', 'Slovak company information site with financial statements and registry data for every company.', 'https://finstat.sk'),
    dir('Azet Katalóg firiem', 'katalog.azet.sk', 'business-directory', 'national', 'sk', 'freemium', 'Company directory of the Slovak portal Azet.sk, searchable by category and region.', 'https://katalog.azet.sk'),
    dir('Bazoš', 'bazos.sk', 'classifieds', 'national', 'sk', 'free', 'Popular Slovak classifieds site, with a services section used by small businesses.', 'https://www.bazos.sk'),
    dir('Zoznam.sk Katalóg firiem', 'zoznam.sk', 'business-directory', 'national', 'sk', 'freemium', 'Company catalogue of the Slovak portal Zoznam.sk, organised by category and region.', 'https://www.zoznam.sk'),
  ]),
]);

/** The published list of Yelp's country domains that the Yelp entries cite. */
const YELP_DOMAIN_LIST = 'https://serpapi.com/yelp-domains';

/**
 * What an entry's `source` is: 'page' (a page about the directory, read when it was checked), 'domain-list'
 * (the list of Yelp's country domains) or 'homepage' (the directory's own site, not fetched; the entry rests on
 * public code that names it).
 */
export function evidenceOf(entry: NationalDirectory): 'page' | 'domain-list' | 'homepage' {
  if (entry.source === YELP_DOMAIN_LIST) return 'domain-list';
  const host = new URL(entry.source).hostname.replace(/^www\./, '');
  const site = entry.domain.replace(/^www\./, '');
  return host === site || host.endsWith(`.${site}`) || site.endsWith(`.${host}`) ? 'homepage' : 'page';
}
