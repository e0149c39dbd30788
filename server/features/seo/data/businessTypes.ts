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

type Row = [slug: string, name: string, group: AudienceGroup, categories: string[], why: string];

const ROWS: Row[] = [
  ['saas', 'SaaS', 'tech', ['SaaS directories', 'Software review sites', 'Alternatives sites', 'Startup launch platforms'], 'A SaaS product lives on recurring sign-ups, and review and alternatives sites feed that funnel every day.'],
  ['startup', 'Startups', 'tech', ['Startup directories', 'Launch communities', 'Investor databases', 'Product discovery sites'], 'A young startup needs its first links and first users at the same time, and startup directories bring both.'],
  ['agency', 'Agencies', 'professional', ['Agency directories', 'B2B marketplaces', 'Partner lists', 'Business review sites'], 'Agencies sell trust, and directory profiles with reviews are where prospects check it.'],
  ['ecommerce', 'E-commerce Stores', 'commerce', ['Shopping directories', 'Store review sites', 'Deal sites', 'Product discovery platforms'], 'An online store ranks category pages faster with links from shopping directories and review sites.'],
  ['fintech', 'Fintech', 'tech', ['Fintech directories', 'Finance review sites', 'Comparison platforms', 'Startup databases'], 'Fintech users need proof of legitimacy, and listings on finance directories provide it.'],
  ['marketplace', 'Marketplaces', 'commerce', ['Marketplace directories', 'Startup launch platforms', 'Alternatives sites', 'Business listings'], 'A marketplace must attract buyers and sellers at once, and directories reach both sides.'],
  ['tax-service', 'Tax Services', 'professional', ['Tax professional directories', 'Accounting listings', 'Small business resources', 'Local business listings'], 'People look for tax help in season and choose providers they can verify in directories.'],
  ['insurance-platform', 'Insurance Platforms', 'professional', ['Insurance directories', 'Comparison sites', 'Finance review sites', 'Business listings'], 'Insurance shoppers compare platforms on comparison sites and trust the ones they see listed widely.'],
  ['ai-tool', 'AI Tools', 'tech', ['AI tool directories', 'Software review sites', 'Alternatives sites', 'Launch platforms'], 'AI tools launch daily, and AI directories are where buyers go to sort the useful from the noise.'],
  ['mobile-app', 'Mobile Apps', 'tech', ['App directories', 'App review sites', 'Alternatives sites', 'Launch platforms'], 'An app outside the top charts gets installs from app directories and review sites.'],
  ['chrome-extension', 'Chrome Extensions', 'tech', ['Browser extension directories', 'Productivity tool lists', 'Alternatives sites', 'Launch platforms'], 'Extension users find new tools in curated lists and extension directories more than in the store search.'],
  ['developer-tool', 'Developer Tools', 'tech', ['Developer tool directories', 'Open-source lists', 'Software review sites', 'Launch communities'], 'Developers trust tools they find in curated lists and developer communities.'],
  ['no-code-tool', 'No-Code Tools', 'tech', ['No-code directories', 'Software review sites', 'Alternatives sites', 'Maker communities'], 'Makers browse no-code directories to find the tool that fits their next project.'],
  ['b2b-software', 'B2B Software', 'tech', ['B2B software directories', 'Software review sites', 'Comparison platforms', 'Industry listings'], 'B2B buyers research software on review and comparison sites well before talking to sales.'],
  ['productivity-app', 'Productivity Apps', 'tech', ['Productivity tool lists', 'App directories', 'Alternatives sites', 'Launch platforms'], 'Productivity apps compete on discovery, and curated tool lists are where users compare them.'],
  ['crm-software', 'CRM Software', 'tech', ['CRM directories', 'Software review sites', 'Comparison platforms', 'B2B marketplaces'], 'CRM buyers compare dozens of options on review sites, and being absent there means being skipped.'],
  ['edtech', 'EdTech', 'education', ['EdTech directories', 'Course marketplaces', 'Learning resource lists', 'Startup databases'], 'Schools and learners compare EdTech products on education directories and resource lists.'],
  ['healthtech', 'HealthTech', 'health', ['Health technology directories', 'Startup databases', 'Software review sites', 'Industry listings'], 'Clinics and patients look for health technology they can verify in trusted directories.'],
  ['proptech', 'PropTech', 'tech', ['PropTech directories', 'Real estate portals', 'Startup databases', 'Software review sites'], 'Agents and landlords discover property technology through industry directories and portals.'],
  ['legaltech', 'LegalTech', 'tech', ['LegalTech directories', 'Legal resource lists', 'Software review sites', 'Startup databases'], 'Law firms adopt tools they see in legal technology directories and peer reviews.'],
  ['cybersecurity-firm', 'Cybersecurity Firms', 'tech', ['Security vendor directories', 'Software review sites', 'Managed service lists', 'B2B marketplaces'], 'Security buyers only shortlist vendors they can check on trusted directories and reviews.'],
  ['web-hosting', 'Web Hosting Companies', 'tech', ['Hosting directories', 'Hosting review sites', 'Comparison platforms', 'Developer resource lists'], 'Hosting customers compare prices and uptime on hosting review sites and comparison platforms.'],
  ['payment-gateway', 'Payment Gateways', 'tech', ['Payment provider directories', 'Fintech lists', 'Comparison platforms', 'E-commerce integration lists'], 'Merchants pick payment providers from comparison platforms and integration lists.'],
  ['crypto-project', 'Crypto Projects', 'tech', ['Crypto project directories', 'Web3 listings', 'Token and dapp lists', 'Community showcases'], 'Crypto users research projects on dedicated directories before they connect a wallet.'],
  ['digital-agency', 'Digital Agencies', 'professional', ['Digital agency directories', 'B2B marketplaces', 'Partner programmes', 'Business review sites'], 'Clients compare digital agencies by portfolio and reviews on agency directories.'],
  ['marketing-agency', 'Marketing Agencies', 'professional', ['Marketing agency lists', 'B2B marketplaces', 'Partner directories', 'Business review sites'], 'A marketing agency that is easy to find proves its own craft to prospects.'],
  ['seo-agency', 'SEO Agencies', 'professional', ['SEO agency directories', 'Marketing marketplaces', 'Partner lists', 'Business review sites'], 'An SEO agency with visible rankings and listings wins the trust its pitch asks for.'],
  ['design-studio', 'Design Studios', 'creative', ['Design studio directories', 'Design galleries', 'Creative marketplaces', 'Portfolio showcases'], 'Clients choose design studios from galleries and directories where the work speaks first.'],
  ['consulting-firm', 'Consulting Firms', 'professional', ['Consultant directories', 'Expert networks', 'B2B marketplaces', 'Business review sites'], 'Consulting firms are hired on reputation, and directory profiles carry that reputation.'],
  ['accounting-firm', 'Accounting Firms', 'professional', ['Accountant directories', 'Tax professional lists', 'Small business resources', 'Local business listings'], 'Businesses choose accountants they can verify in professional directories.'],
  ['law-firm', 'Law Firms', 'professional', ['Lawyer directories', 'Legal review sites', 'Association listings', 'Local business listings'], 'Clients trust law firms they find in legal directories with clear practice areas.'],
  ['real-estate-agency', 'Real Estate Agencies', 'local', ['Property portals', 'Agent directories', 'Local business listings', 'Review sites'], 'Sellers and buyers compare agencies on property portals and review sites.'],
  ['recruitment-agency', 'Recruitment Agencies', 'professional', ['Recruiter directories', 'Job boards', 'HR marketplaces', 'Business review sites'], 'Employers and candidates find recruiters through job boards and recruiter directories.'],
  ['staffing-company', 'Staffing Companies', 'professional', ['Staffing directories', 'Job boards', 'B2B marketplaces', 'Local business listings'], 'Companies with urgent hiring needs pick staffing firms they find fast in directories.'],
  ['local-shop', 'Local Shops', 'local', ['Local shopping guides', 'Maps and local search', 'Neighbourhood directories', 'Review sites'], 'A local shop gets foot traffic from people who search maps and city guides nearby.'],
  ['restaurant', 'Restaurants', 'hospitality', ['Restaurant guides', 'Food review sites', 'Booking and delivery platforms', 'City guides'], 'Diners pick restaurants from guides and review sites, usually the same evening.'],
  ['cafe', 'Cafes', 'hospitality', ['Cafe and coffee guides', 'Food review sites', 'City guides', 'Maps and local search'], 'Coffee lovers find new cafes in city guides, maps and food review sites.'],
  ['hotel', 'Hotels', 'hospitality', ['Hotel directories', 'Booking platforms', 'Travel guides', 'Review sites'], 'Guests compare hotels on booking platforms and travel guides before they reserve.'],
  ['travel-agency', 'Travel Agencies', 'hospitality', ['Travel agency directories', 'Tour marketplaces', 'Destination guides', 'Review sites'], 'Travellers choose agencies they find in travel directories and destination guides.'],
  ['fitness-studio', 'Fitness Studios', 'health', ['Gym and studio directories', 'Class booking platforms', 'Wellness marketplaces', 'Local business listings'], 'People choose a studio near them from class booking platforms and fitness directories.'],
  ['beauty-salon', 'Beauty Salons', 'local', ['Salon directories', 'Booking platforms', 'Beauty review sites', 'Local business listings'], 'Clients book salons from booking platforms that show photos, prices and reviews.'],
  ['dental-clinic', 'Dental Clinics', 'health', ['Dentist directories', 'Health review sites', 'Insurance network listings', 'Maps and local search'], 'Patients choose a dental clinic nearby with good reviews on dentist directories.'],
  ['medical-practice', 'Medical Practices', 'health', ['Doctor directories', 'Health review sites', 'Insurance network listings', 'Local business listings'], 'Patients look up medical practices on doctor directories before booking.'],
  ['veterinary-clinic', 'Veterinary Clinics', 'health', ['Vet directories', 'Pet care listings', 'Review sites', 'Maps and local search'], 'Pet owners search vet directories and maps when they need care quickly.'],
  ['construction-company', 'Construction Companies', 'local', ['Contractor directories', 'Trade association listings', 'Home services marketplaces', 'Local business listings'], 'Project owners check contractor directories for licences and past work before inviting quotes.'],
  ['home-services', 'Home Services', 'local', ['Home services marketplaces', 'Trade review sites', 'Local business listings', 'Maps and local search'], 'Home owners hire plumbers, electricians and cleaners they find on home services marketplaces.'],
  ['cleaning-company', 'Cleaning Companies', 'local', ['Cleaning service directories', 'Home services marketplaces', 'Review sites', 'Local business listings'], 'Households and offices book cleaners with reviews on local directories.'],
  ['logistics-company', 'Logistics Companies', 'commerce', ['Logistics directories', 'Freight marketplaces', 'B2B supplier lists', 'Industry catalogues'], 'Shippers source logistics partners from freight marketplaces and logistics directories.'],
  ['manufacturer', 'Manufacturers', 'commerce', ['Manufacturer directories', 'B2B marketplaces', 'Industry catalogues', 'Trade association listings'], 'Procurement teams find manufacturers in supplier directories and industry catalogues.'],
  ['wholesaler', 'Wholesalers', 'commerce', ['Wholesale directories', 'B2B marketplaces', 'Supplier lists', 'Trade listings'], 'Retailers source stock from wholesale directories and B2B marketplaces.'],
  ['dropshipping-store', 'Dropshipping Stores', 'commerce', ['Shopping directories', 'Product discovery sites', 'Deal sites', 'Store review sites'], 'A dropshipping store needs trust signals fast, and store directories and reviews supply them.'],
  ['subscription-service', 'Subscription Services', 'commerce', ['Subscription directories', 'Gift guides', 'Review sites', 'Shopping directories'], 'Subscribers compare services on subscription directories and review sites before they commit.'],
  ['online-course', 'Online Courses', 'education', ['Course directories', 'Learning marketplaces', 'Education review sites', 'Resource lists'], 'Learners compare courses on course directories and review sites before they enrol.'],
  ['coaching-business', 'Coaching Businesses', 'health', ['Coach directories', 'Expert marketplaces', 'Online session platforms', 'Business listings'], 'Clients choose coaches they can check in coach directories and expert marketplaces.'],
  ['nonprofit', 'Nonprofits', 'community', ['Charity directories', 'Volunteer platforms', 'Donation sites', 'Community listings'], 'Donors give to causes they can verify on charity directories.'],
  ['blog', 'Blogs', 'media', ['Blog directories', 'Content aggregators', 'Topic lists', 'Feed directories'], 'A blog grows readership and crawl paths from blog directories and aggregators.'],
  ['newsletter', 'Newsletters', 'media', ['Newsletter directories', 'Content curation lists', 'Creator platforms', 'Topic communities'], 'Readers discover newsletters through newsletter directories and curated recommendation lists.'],
  ['podcast', 'Podcasts', 'media', ['Podcast directories', 'Episode aggregators', 'Show recommendation lists', 'Creator platforms'], 'Listeners find new shows in podcast directories and recommendation lists.'],
  ['gaming-studio', 'Gaming Studios', 'tech', ['Game directories', 'Indie game showcases', 'Gaming communities', 'Press and media lists'], 'Players and press discover new games in game directories and indie showcases.'],
  ['nft-project', 'NFT Projects', 'tech', ['NFT directories', 'Web3 listings', 'Collection showcases', 'Community calendars'], 'Collectors research NFT projects on dedicated directories and community calendars.'],
];

export const BUSINESS_TYPES: readonly BusinessType[] = Object.freeze(ROWS.map(([slug, name, group, categories, why]) => Object.freeze({ slug, name, group, categories, why })));
