import { NICHE_PROFILES } from './nicheProfiles';
import { profile, type AudienceProfile } from './profiles';

/** Business types whose audience is the one of a niche share its profile (one niche per type, so no two types share one). */
const SAME_AS_NICHE: Readonly<Record<string, string>> = {
  saas: 'saas',
  startup: 'startups',
  agency: 'agency',
  ecommerce: 'ecommerce',
  'ai-tool': 'ai-solutions',
  'mobile-app': 'mobile-apps',
  edtech: 'education-platforms',
  'cybersecurity-firm': 'cybersecurity',
  'digital-agency': 'digital-marketing',
  'seo-agency': 'seo-specialists',
  'design-studio': 'web-design',
  'consulting-firm': 'consulting-services',
  'accounting-firm': 'accounting-firms',
  'law-firm': 'law-firms',
  'real-estate-agency': 'real-estate',
  'recruitment-agency': 'recruitment-agencies',
  restaurant: 'restaurants',
  hotel: 'hospitality-and-hotels',
  'travel-agency': 'tourism-and-travel',
  'fitness-studio': 'fitness-trainers',
  'beauty-salon': 'beauty-services',
  'dental-clinic': 'dental-practices',
  'medical-practice': 'healthcare-providers',
  'construction-company': 'construction-companies',
  'home-services': 'home-improvement',
  'cleaning-company': 'cleaning-services',
  manufacturer: 'manufacturing-companies',
  'subscription-service': 'subscription-boxes',
  'coaching-business': 'wellness-coaches',
  nonprofit: 'nonprofits',
  blog: 'blogs',
  'gaming-studio': 'gaming-platforms',
};

const OWN: Readonly<Record<string, AudienceProfile>> = {
  fintech: profile(
    ['Consumers switching banking apps', 'Finance teams evaluating payment tools', 'Investors tracking new fintech companies'],
    [
      ['Crunchbase', 'crunchbase.com', 'Company profiles with funding history that partners check'],
      ['G2', 'g2.com', 'Reviews in the finance and accounting software categories'],
      ['Capterra', 'capterra.com', 'Reviews in the finance software categories'],
      ['Product Hunt', 'producthunt.com', 'Launch community with a fintech topic'],
    ],
    'Name your licence or banking partner on every profile; fintech users look for it before they connect an account.',
    ['fintech', 'finance'],
  ),
  marketplace: profile(
    ['Sellers looking for a new sales channel', 'Buyers searching for a niche marketplace', 'Investors tracking two-sided platforms'],
    [
      ['Product Hunt', 'producthunt.com', 'Launch community that brings both early buyers and sellers'],
      ['BetaList', 'betalist.com', 'Pre-launch directory for gathering a waiting list'],
      ['Crunchbase', 'crunchbase.com', 'Company database investors and partners check'],
      ['AlternativeTo', 'alternativeto.net', 'Alternatives pages where users of the big marketplaces look for others'],
    ],
    'Write one listing for sellers and one for buyers where a directory allows it; each side searches different words.',
    ['marketplace'],
  ),
  'tax-service': profile(
    ['Self-employed people filing their own returns', 'Small businesses facing a tax notice', 'Expats with tax in two countries'],
    [
      ['IRS Directory of Federal Tax Return Preparers', 'irs.treasury.gov/rpo/rpo.jsf', 'The IRS lookup of credentialed preparers'],
      ['NAEA Find an Enrolled Agent', 'taxexperts.naea.org', 'Directory of enrolled agents, the IRS-licensed tax specialists'],
      ['CPAverify', 'cpaverify.org', 'NASBA\'s CPA licence lookup'],
      ['Google Business Profile', 'business.google.com', 'Map listing for tax preparers near me'],
    ],
    'Update your hours before filing season; most tax searches happen in a few weeks of the year.',
    ['finance'],
  ),
  'insurance-platform': profile(
    ['Households comparing policies online', 'Small businesses buying cover for the first time', 'Independent agents looking for a carrier platform'],
    [
      ['Trusted Choice', 'trustedchoice.com', 'Directory of independent insurance agents'],
      ['Crunchbase', 'crunchbase.com', 'Company database that insurtech partners check'],
      ['G2', 'g2.com', 'Reviews in the insurance software categories'],
      ['Trustpilot', 'trustpilot.com', 'Customer reviews that policy buyers read'],
    ],
    'Show the states or countries where you are licensed; insurance shoppers cannot buy outside them.',
    ['fintech'],
  ),
  'chrome-extension': profile(
    ['Knowledge workers tuning their browser', 'Students looking for study helpers', 'Marketers collecting SEO and sales tools'],
    [
      ['Chrome Web Store', 'chromewebstore.google.com', 'The official store where every install happens'],
      ['Product Hunt', 'producthunt.com', 'Launch community with a Chrome extensions topic'],
      ['AlternativeTo', 'alternativeto.net', 'Alternatives lists with a browser extension filter'],
      ['SaaSHub', 'saashub.com', 'Software alternatives directory that lists extensions'],
    ],
    'Link every listing to your Chrome Web Store page and your site; the store page converts, the site ranks.',
    ['productivity', 'tools'],
  ),
  'developer-tool': profile(
    ['Engineers evaluating a library or service', 'Engineering managers standardising a stack', 'Open-source maintainers looking for tooling'],
    [
      ['StackShare', 'stackshare.io', 'Tech stack profiles where developers compare tools'],
      ['Hacker News (Show HN)', 'news.ycombinator.com/show', 'Where developers discuss new tools on launch day'],
      ['DevHunt', 'devhunt.org', 'Launch platform for developer tools'],
      ['Product Hunt', 'producthunt.com', 'Launch community with a developer tools topic'],
    ],
    'Put a code sample in every listing; developers decide from the first snippet.',
    ['developer-tools'],
  ),
  'no-code-tool': profile(
    ['Operations teams automating without engineers', 'Founders building an MVP without code', 'Agencies building client apps'],
    [
      ['Product Hunt', 'producthunt.com', 'Launch community with a no-code topic'],
      ['G2', 'g2.com', 'Reviews in the no-code and low-code development categories'],
      ['AlternativeTo', 'alternativeto.net', 'Alternatives pages where builders compare no-code tools'],
      ['Zapier App Directory', 'zapier.com/apps', 'App directory where no-code builders find integrations'],
    ],
    'List what people have built with your tool; no-code buyers look for a project like theirs.',
    ['no-code', 'automation'],
  ),
  'b2b-software': profile(
    ['Department heads with a budget for a tool', 'IT buyers running a vendor comparison', 'Consultants recommending software to clients'],
    [
      ['G2', 'g2.com', 'B2B software grids and reviews'],
      ['TrustRadius', 'trustradius.com', 'In-depth B2B software reviews'],
      ['Gartner Peer Insights', 'gartner.com/peer-insights', 'Verified enterprise software reviews'],
      ['Capterra', 'capterra.com', 'Software directory with verified reviews'],
    ],
    'Invite reviewers from different company sizes; B2B buyers filter reviews by company size.',
    ['saas', 'crm'],
  ),
  'productivity-app': profile(
    ['Professionals reorganising their workday', 'Teams replacing scattered tools', 'Students planning a semester'],
    [
      ['Product Hunt', 'producthunt.com', 'Launch community where productivity apps trend often'],
      ['AlternativeTo', 'alternativeto.net', 'Alternatives pages for note, task and calendar apps'],
      ['Setapp', 'setapp.com', 'Mac app subscription with a curated catalogue'],
      ['Zapier App Directory', 'zapier.com/apps', 'Integrations directory productivity users browse'],
    ],
    'Name the apps you replace; productivity users search for an alternative to the one they are leaving.',
    ['productivity', 'project-management'],
  ),
  'crm-software': profile(
    ['Sales teams outgrowing spreadsheets', 'Founders choosing a first CRM', 'Sales operations leads migrating systems'],
    [
      ['G2', 'g2.com', 'CRM software grids and reviews'],
      ['Capterra', 'capterra.com', 'Reviews in the CRM category'],
      ['Software Advice', 'softwareadvice.com', 'Gartner\'s CRM advisory listings'],
      ['TrustRadius', 'trustradius.com', 'In-depth CRM reviews'],
    ],
    'Publish migration guides from the big CRMs; switchers search for them by name.',
    ['crm'],
  ),
  healthtech: profile(
    ['Clinic managers choosing practice software', 'Hospital innovation teams', 'Patients looking for a health app'],
    [
      ['Capterra', 'capterra.com', 'Reviews in the medical software categories'],
      ['G2', 'g2.com', 'Healthcare software grids and reviews'],
      ['Crunchbase', 'crunchbase.com', 'Company profiles partners and investors check'],
      ['Product Hunt', 'producthunt.com', 'Launch community with a health and fitness topic'],
    ],
    'State your compliance, such as HIPAA or GDPR, in every listing; health buyers cannot proceed without it.',
    ['healthcare'],
  ),
  proptech: profile(
    ['Property managers digitising operations', 'Agents looking for listing tools', 'Real estate investors analysing deals'],
    [
      ['Capterra', 'capterra.com', 'Reviews in the property management software category'],
      ['G2', 'g2.com', 'Real estate software grids and reviews'],
      ['Crunchbase', 'crunchbase.com', 'Company profiles for investors and partners'],
      ['BiggerPockets', 'biggerpockets.com', 'Investor community where tools are discussed'],
    ],
    'Name the listing services and portals you integrate with; agents choose tools that fit their portals.',
    ['real-estate'],
  ),
  legaltech: profile(
    ['Law firm partners modernising practice management', 'In-house legal teams automating contracts', 'Individuals looking for online legal help'],
    [
      ['Legaltech Hub', 'legaltechnologyhub.com', 'Directory of legal technology products'],
      ['Capterra', 'capterra.com', 'Reviews in the legal software categories'],
      ['G2', 'g2.com', 'Legal software grids and reviews'],
      ['Crunchbase', 'crunchbase.com', 'Company profiles for partners and investors'],
    ],
    'List the jurisdictions your product supports; legal buyers need it for their courts and rules.',
    ['legaltech'],
  ),
  'web-hosting': profile(
    ['Site owners leaving a slow host', 'Developers choosing a VPS', 'Agencies hosting many client sites'],
    [
      ['HostAdvice', 'hostadvice.com', 'Web hosting reviews and comparisons'],
      ['Trustpilot', 'trustpilot.com', 'Customer reviews that hosting buyers read'],
      ['G2', 'g2.com', 'Reviews in the hosting categories'],
      ['AlternativeTo', 'alternativeto.net', 'Alternatives lists for hosting services'],
    ],
    'Publish data centre locations; hosting buyers choose by the region of their visitors.',
    ['developer-tools'],
  ),
  'payment-gateway': profile(
    ['Online stores adding a payment method', 'Platforms paying out to sellers', 'Finance teams reducing card fees'],
    [
      ['G2', 'g2.com', 'Payment processing grids and reviews'],
      ['Capterra', 'capterra.com', 'Reviews in the payment processing category'],
      ['Shopify App Store', 'apps.shopify.com', 'Where Shopify merchants find payment apps'],
      ['WooCommerce Marketplace', 'woocommerce.com/products', 'Extensions marketplace for WooCommerce stores'],
    ],
    'List supported currencies and payout countries; merchants filter gateways by both.',
    ['fintech'],
  ),
  'crypto-project': profile(
    ['Traders researching a token', 'Developers looking for a chain or protocol', 'Analysts comparing protocol activity'],
    [
      ['CoinGecko', 'coingecko.com', 'Independent crypto price and project data aggregator'],
      ['CoinMarketCap', 'coinmarketcap.com', 'Crypto market data and project listings'],
      ['DappRadar', 'dappradar.com', 'Decentralised application rankings'],
      ['DefiLlama', 'defillama.com', 'DeFi protocol data and rankings'],
    ],
    'Keep your contract addresses and audits on one page that every listing links to; listing sites ask for both.',
    ['blockchain'],
  ),
  'marketing-agency': profile(
    ['Brands planning a campaign', 'Start-ups hiring for a launch', 'Marketing managers replacing an agency'],
    [
      ['Clutch', 'clutch.co', 'Verified reviews of marketing agencies'],
      ['Sortlist', 'sortlist.com', 'Agency marketplace where briefs meet agencies'],
      ['Agency Spotter', 'agencyspotter.com', 'Agency directory with reviews'],
      ['UpCity', 'upcity.com', 'Marketing provider directory'],
    ],
    'Show the budgets you work with; agency buyers sort shortlists by minimum project size.',
    ['marketing'],
  ),
  'staffing-company': profile(
    ['Warehouses needing seasonal staff', 'Hospitals covering shifts', 'Employers hiring temp-to-perm'],
    [
      ['ClearlyRated', 'clearlyrated.com', 'Satisfaction ratings of staffing firms'],
      ['Indeed', 'indeed.com', 'Job posts and company pages candidates research'],
      ['Glassdoor', 'glassdoor.com', 'Employer reviews from workers'],
      ['LinkedIn', 'linkedin.com', 'Company page clients and candidates check'],
    ],
    'List the shifts and sectors you staff; clients search for staff by role and location.',
    ['hr-tech'],
  ),
  'local-shop': profile(
    ['Neighbours looking for a product today', 'Gift buyers who prefer independent shops', 'Tourists browsing the high street'],
    [
      ['Google Business Profile', 'business.google.com', 'Map listing with products and opening hours'],
      ['Yelp', 'yelp.com', 'Reviews of local shops'],
      ['Nextdoor', 'nextdoor.com', 'Neighbourhood recommendations of local shops'],
      ['Apple Business Connect', 'businessconnect.apple.com', 'Apple Maps place card for the shop'],
    ],
    'Add your best-selling products to your Google profile; product searches can show your shop with them.',
    ['ecommerce'],
  ),
  cafe: profile(
    ['Remote workers looking for a table with wifi', 'Coffee lovers trying a new roaster', 'Visitors wanting breakfast nearby'],
    [
      ['Google Business Profile', 'business.google.com', 'Map listing for coffee near me'],
      ['Yelp', 'yelp.com', 'Reviews and photos of cafes'],
      ['Tripadvisor', 'tripadvisor.com', 'Reviews that visitors read'],
      ['European Coffee Trip', 'europeancoffeetrip.com', 'Guide to specialty coffee shops in European cities'],
    ],
    'Mention wifi, sockets and laptop rules on your listings; remote workers filter on them.',
    ['foodtech'],
  ),
  'veterinary-clinic': profile(
    ['Owners with a sick pet today', 'New pet owners registering with a vet', 'Owners of exotic animals'],
    [
      ['Google Business Profile', 'business.google.com', 'Map listing for emergency vet searches'],
      ['Yelp', 'yelp.com', 'Reviews of veterinary clinics'],
      ['AAHA Hospital Locator', 'aaha.org', 'The American Animal Hospital Association\'s search for accredited hospitals'],
      ['Nextdoor', 'nextdoor.com', 'Neighbourhood recommendations of vets'],
    ],
    'List the species you treat and your emergency hours; owners of exotic pets search for both.',
    ['healthcare'],
  ),
  'logistics-company': profile(
    ['E-commerce brands outsourcing fulfilment', 'Importers needing customs brokerage', 'Manufacturers shipping pallets'],
    [
      ['Freightos', 'freightos.com', 'International freight marketplace'],
      ['uShip', 'uship.com', 'Marketplace where carriers bid on shipments'],
      ['Thomasnet', 'thomasnet.com', 'Industrial supplier directory with logistics categories'],
      ['Europages', 'europages.com', 'European B2B directory with transport and logistics sectors'],
    ],
    'Name the services you offer, such as warehousing, customs or last mile; shippers search by service.',
  ),
  wholesaler: profile(
    ['Independent retailers restocking', 'Online stores sourcing products', 'Restaurants buying in bulk'],
    [
      ['Faire', 'faire.com', 'Wholesale marketplace for independent retailers'],
      ['Alibaba', 'alibaba.com', 'The largest B2B wholesale marketplace'],
      ['Wholesale Central', 'wholesalecentral.com', 'Directory of wholesale suppliers'],
      ['Thomasnet', 'thomasnet.com', 'Supplier directory for industrial products'],
    ],
    'State minimum order quantities; retailers skip suppliers who hide them.',
    ['ecommerce', 'marketplace'],
  ),
  'dropshipping-store': profile(
    ['Impulse shoppers arriving from social ads', 'Bargain hunters comparing prices', 'Gift buyers with a deadline'],
    [
      ['Trustpilot', 'trustpilot.com', 'Store reviews that first-time buyers check'],
      ['Sitejabber', 'sitejabber.com', 'Consumer reviews of online stores'],
      ['Knoji', 'knoji.com', 'Store reviews and brand comparisons'],
      ['Shop app', 'shop.app', 'Shopify\'s app where shoppers track orders'],
    ],
    'Publish delivery times honestly on your listings; most bad reviews of dropshipping stores are about shipping.',
    ['ecommerce'],
  ),
  'online-course': profile(
    ['Professionals learning a new skill', 'Career changers comparing bootcamps', 'Hobbyists learning at their own pace'],
    [
      ['Class Central', 'classcentral.com', 'Course catalogue and reviews across providers'],
      ['Course Report', 'coursereport.com', 'Bootcamp reviews and rankings'],
      ['Udemy', 'udemy.com', 'Course marketplace with a large audience'],
      ['Product Hunt', 'producthunt.com', 'Launch community with an education topic'],
    ],
    'Show the syllabus on every listing; learners compare what is covered, week by week.',
    ['edtech'],
  ),
  newsletter: profile(
    ['Readers who want a topic curated for them', 'Sponsors buying newsletter ads', 'Writers looking for cross-promotion'],
    [
      ['Substack', 'substack.com', 'Newsletter platform with recommendations between writers'],
      ['Feedspot', 'feedspot.com', 'Curated lists of top newsletters by topic'],
      ['Product Hunt', 'producthunt.com', 'Launch community where newsletters launch too'],
      ['Medium', 'medium.com', 'Publishing platform where excerpts reach topic followers'],
    ],
    'Link listings to a sample issue; readers subscribe after reading one.',
    ['email-marketing', 'content-creation'],
  ),
  podcast: profile(
    ['Commuters looking for a new show', 'Guests looking for shows to appear on', 'Advertisers buying podcast spots'],
    [
      ['Apple Podcasts', 'podcasts.apple.com', 'The largest podcast directory'],
      ['Spotify for Creators', 'creators.spotify.com', 'Where shows are added to Spotify'],
      ['Podchaser', 'podchaser.com', 'Podcast database with credits and reviews'],
      ['Listen Notes', 'listennotes.com', 'Podcast search engine'],
      ['Podcast Index', 'podcastindex.org', 'Open podcast directory that many apps read'],
    ],
    'Submit your RSS feed to every directory once; episodes then appear everywhere automatically.',
    ['content-creation', 'entertainment'],
  ),
  'nft-project': profile(
    ['Collectors following new drops', 'Artists looking for a platform', 'Communities researching a project\'s history'],
    [
      ['OpenSea', 'opensea.io', 'The largest NFT marketplace'],
      ['Magic Eden', 'magiceden.io', 'Multi-chain NFT marketplace'],
      ['DappRadar', 'dappradar.com', 'NFT collection rankings and activity data'],
      ['NFT Calendar', 'nftcalendar.io', 'Calendar of upcoming NFT drops'],
    ],
    'Verify your collection on each marketplace; collectors avoid unverified copies.',
    ['blockchain'],
  ),
};

/** The profile of a business type of ./businessTypes, by its slug. */
export function typeProfile(slug: string): AudienceProfile | undefined {
  const niche = SAME_AS_NICHE[slug];
  return niche ? NICHE_PROFILES[niche] : OWN[slug];
}
