/**
 * Audience niches of the three niche families (spec: the listed niches, then green energy solutions,
 * personal finance, professional services, transportation, hospitality and hotels, agriculture;
 * the cut-off last entry, subscription-boxes, is completed here, and two close neighbours are added).
 * `audience` is the display form used in titles; `categories` are the directory categories that fit;
 * `why` is the niche's own reason to be listed.
 */
export type AudienceGroup = 'local' | 'tech' | 'creative' | 'professional' | 'health' | 'commerce' | 'media' | 'hospitality' | 'education' | 'community';

export interface Niche {
  slug: string;
  audience: string;
  group: AudienceGroup;
  categories: readonly string[];
  why: string;
}

type Row = [slug: string, audience: string, group: AudienceGroup, categories: string[], why: string];

const ROWS: Row[] = [
  ['small-businesses', 'Small Businesses', 'local', ['General business directories', 'Chamber of commerce listings', 'Local review sites', 'Maps and local search'], 'Small businesses win when customers can find the same name, address and phone number everywhere they look.'],
  ['local-businesses', 'Local Businesses', 'local', ['City and regional guides', 'Maps and local search', 'Neighbourhood directories', 'Review platforms'], 'Local search ranks businesses that are cited consistently across trusted city and regional directories.'],
  ['saas', 'SaaS', 'tech', ['Software review sites', 'SaaS directories', 'Alternatives and comparison sites', 'Startup launch platforms'], 'SaaS buyers compare tools on review and alternatives sites long before they ever book a demo.'],
  ['agency', 'Agencies', 'professional', ['Agency directories', 'B2B service marketplaces', 'Marketing partner lists', 'Business review sites'], 'Agencies are shortlisted from partner lists and agency rankings, so being listed there brings qualified leads.'],
  ['ecommerce', 'E-commerce', 'commerce', ['Online shopping directories', 'Store review sites', 'Deal and coupon sites', 'Product discovery platforms'], 'Shoppers discover new online stores through shopping directories and product discovery sites.'],
  ['freelancers', 'Freelancers', 'professional', ['Freelance marketplaces', 'Portfolio directories', 'Professional profiles', 'Skills directories'], 'Freelancers who appear in several talent directories get found by clients who never search Google at all.'],
  ['real-estate', 'Real Estate', 'local', ['Property portals', 'Agent directories', 'Local business listings', 'Home services directories'], 'Home buyers and sellers check agent profiles and property portals before they pick up the phone.'],
  ['law-firms', 'Law Firms', 'professional', ['Lawyer directories', 'Legal review sites', 'Bar and association listings', 'Local business listings'], 'Clients looking for a lawyer trust legal directories and review sites that show expertise and location.'],
  ['restaurants', 'Restaurants', 'hospitality', ['Restaurant guides', 'Food review sites', 'Delivery and booking platforms', 'City guides'], 'Diners choose where to eat from restaurant guides, maps and review sites, often on their phone.'],
  ['photographers', 'Photographers', 'creative', ['Photographer directories', 'Wedding and event vendor lists', 'Portfolio showcases', 'Local business listings'], 'Photographers are booked from vendor lists and portfolio directories where clients compare styles.'],
  ['healthcare-providers', 'Healthcare Providers', 'health', ['Doctor and clinic directories', 'Health review sites', 'Insurance network listings', 'Local business listings'], 'Patients search health directories for a nearby provider with good reviews and open appointments.'],
  ['education-platforms', 'Education Platforms', 'education', ['Online course directories', 'EdTech review sites', 'Learning resource lists', 'Startup directories'], 'Learners and schools compare education platforms on course directories and EdTech review sites.'],
  ['startups', 'Startups', 'tech', ['Startup directories', 'Launch platforms', 'Investor databases', 'Product discovery communities'], 'Early adopters, journalists and investors watch startup directories and launch communities for new products.'],
  ['blogs', 'Blogs', 'media', ['Blog directories', 'Content aggregators', 'Niche topic lists', 'RSS and feed directories'], 'Blogs gain readers and crawl paths from blog directories and aggregators that group content by topic.'],
  ['nonprofits', 'Nonprofits', 'community', ['Charity directories', 'Volunteer platforms', 'Cause and donation sites', 'Community listings'], 'Donors and volunteers look for causes on charity directories that show a nonprofit is real and active.'],
  ['digital-marketing', 'Digital Marketing', 'professional', ['Marketing agency directories', 'B2B service marketplaces', 'Marketing tool lists', 'Business review sites'], 'Marketing clients judge a provider by its own visibility, so strong directory presence doubles as proof of skill.'],
  ['financial-services', 'Financial Services', 'professional', ['Financial adviser directories', 'Finance review sites', 'Business listings', 'Comparison sites'], 'Trust decides in finance, and listings on established finance directories are part of that trust.'],
  ['it-services', 'IT Services', 'tech', ['IT service directories', 'Managed service provider lists', 'B2B marketplaces', 'Local business listings'], 'Companies choose IT partners from B2B directories that list services, certifications and locations.'],
  ['mobile-apps', 'Mobile Apps', 'tech', ['App directories', 'App review sites', 'Alternatives sites', 'Launch platforms'], 'App directories and review sites send installs that the crowded app stores rarely deliver on their own.'],
  ['web-design', 'Web Design', 'creative', ['Web design agency directories', 'Design showcases and galleries', 'Freelance marketplaces', 'B2B service lists'], 'Web designers win projects from design galleries and agency directories where clients browse portfolios.'],
  ['fitness-trainers', 'Fitness Trainers', 'health', ['Personal trainer directories', 'Gym and studio listings', 'Wellness marketplaces', 'Local business listings'], 'People looking for a trainer search nearby fitness directories and compare certifications and reviews.'],
  ['beauty-services', 'Beauty Services', 'local', ['Salon and spa directories', 'Booking platforms', 'Beauty review sites', 'Local business listings'], 'Beauty clients book from salon directories and booking platforms that show photos, prices and reviews.'],
  ['artists', 'Artists', 'creative', ['Artist directories', 'Online galleries', 'Art marketplaces', 'Event and exhibition listings'], 'Collectors and curators discover new work through artist directories and online galleries.'],
  ['event-planners', 'Event Planners', 'hospitality', ['Event vendor directories', 'Venue and wedding lists', 'Corporate event marketplaces', 'Local business listings'], 'Event planners are found in vendor directories that couples and companies browse while they plan.'],
  ['b2b-services', 'B2B Services', 'professional', ['B2B marketplaces', 'Supplier directories', 'Industry associations', 'Business review sites'], 'B2B buyers build shortlists from supplier directories and industry listings before they ever send an email.'],
  ['accounting-firms', 'Accounting Firms', 'professional', ['Accountant directories', 'Tax professional listings', 'Small business resources', 'Local business listings'], 'Businesses pick accountants they can verify in professional directories and local listings.'],
  ['ai-solutions', 'AI Solutions', 'tech', ['AI tool directories', 'Software review sites', 'Alternatives sites', 'Launch platforms'], 'AI tool directories are where most buyers discover new AI products, and new ones appear every week.'],
  ['construction-companies', 'Construction Companies', 'local', ['Contractor directories', 'Trade association listings', 'Home services marketplaces', 'Local business listings'], 'Project owners check contractor directories for licences, photos and reviews before asking for a quote.'],
  ['consulting-services', 'Consulting Services', 'professional', ['Consultant directories', 'B2B marketplaces', 'Expert networks', 'Business review sites'], 'Consultants are hired on reputation, and directory profiles put that reputation where buyers look.'],
  ['interior-design', 'Interior Design', 'creative', ['Interior designer directories', 'Home design galleries', 'Home services marketplaces', 'Local business listings'], 'Home owners browse design galleries and designer directories to find a style before they find a name.'],
  ['manufacturing-companies', 'Manufacturing Companies', 'commerce', ['Supplier and manufacturer directories', 'B2B marketplaces', 'Industry catalogues', 'Trade association listings'], 'Procurement teams source manufacturers from supplier directories and industry catalogues.'],
  ['eco-friendly-businesses', 'Eco-Friendly Businesses', 'community', ['Green business directories', 'Sustainability certifications', 'Ethical shopping guides', 'Local business listings'], 'Conscious customers look for green business directories that vouch for sustainable practices.'],
  ['influencers', 'Influencers', 'media', ['Creator directories', 'Influencer marketplaces', 'Brand collaboration platforms', 'Social profile aggregators'], 'Brands search creator directories and influencer marketplaces to find partners for their campaigns.'],
  ['tourism-and-travel', 'Tourism and Travel', 'hospitality', ['Travel guides', 'Tour and activity marketplaces', 'Destination directories', 'Review sites'], 'Travellers plan trips with destination guides and review sites, and book what they find there.'],
  ['hospitality-services', 'Hospitality Services', 'hospitality', ['Hospitality directories', 'Booking platforms', 'Travel review sites', 'Local business listings'], 'Guests compare hospitality services on booking platforms and review sites before they commit.'],
  ['childcare-providers', 'Childcare Providers', 'community', ['Childcare directories', 'Parenting resource sites', 'Local family guides', 'Local business listings'], 'Parents shortlist childcare providers from family directories that show location, ages and reviews.'],
  ['home-improvement', 'Home Improvement', 'local', ['Home services marketplaces', 'Contractor directories', 'Trade review sites', 'Local business listings'], 'Home owners hire trades they find on home services marketplaces and review sites.'],
  ['automotive-services', 'Automotive Services', 'local', ['Garage and mechanic directories', 'Car dealer listings', 'Automotive review sites', 'Maps and local search'], 'Drivers look for garages and dealers on maps and automotive directories, usually when they need help fast.'],
  ['pet-services', 'Pet Services', 'local', ['Pet care directories', 'Vet and groomer listings', 'Pet sitting marketplaces', 'Local business listings'], 'Pet owners choose groomers, sitters and vets from pet directories with reviews from other owners.'],
  ['wedding-planners', 'Wedding Planners', 'hospitality', ['Wedding vendor directories', 'Venue lists', 'Bridal marketplaces', 'Local business listings'], 'Couples build their wedding team from vendor directories, often a year in advance.'],
  ['wellness-coaches', 'Wellness Coaches', 'health', ['Coach directories', 'Wellness marketplaces', 'Holistic health listings', 'Online session platforms'], 'Clients find wellness coaches through coach directories that show approach, credentials and availability.'],
  ['public-relations', 'Public Relations', 'professional', ['PR agency directories', 'Media resource lists', 'B2B marketplaces', 'Business review sites'], 'PR firms earn trust by being visible in the same media and agency directories journalists use.'],
  ['content-creators', 'Content Creators', 'media', ['Creator directories', 'Portfolio platforms', 'Brand collaboration marketplaces', 'Community showcases'], 'Creator directories help audiences and sponsors find content creators beyond a single social platform.'],
  ['apparel-and-fashion', 'Apparel and Fashion', 'commerce', ['Fashion brand directories', 'Shopping guides', 'Sustainable fashion lists', 'Online marketplaces'], 'Shoppers discover new fashion labels through brand directories and curated shopping guides.'],
  ['media-and-publishing', 'Media and Publishing', 'media', ['Publisher directories', 'News aggregators', 'Podcast and magazine lists', 'Media databases'], 'Publishers grow readership when aggregators and media directories point new readers their way.'],
  ['cybersecurity', 'Cybersecurity', 'tech', ['Security vendor directories', 'Software review sites', 'Managed security provider lists', 'B2B marketplaces'], 'Security buyers research vendors on review sites and vendor directories before they trust anyone with access.'],
  ['recruitment-agencies', 'Recruitment Agencies', 'professional', ['Recruiter directories', 'Job boards', 'HR service marketplaces', 'Business review sites'], 'Employers and candidates find recruiters through job boards and recruiter directories.'],
  ['education-and-tutoring', 'Education and Tutoring', 'education', ['Tutor directories', 'Course marketplaces', 'School and learning guides', 'Local business listings'], 'Parents and students find tutors through tutoring directories that list subjects, levels and reviews.'],
  ['sports-coaching', 'Sports Coaching', 'health', ['Coach directories', 'Club and league listings', 'Sports booking platforms', 'Local business listings'], 'Athletes and parents look for coaches in club listings and sports directories near them.'],
  ['gaming-platforms', 'Gaming Platforms', 'tech', ['Game directories', 'Gaming communities', 'Indie game showcases', 'App and software lists'], 'Players discover new games in game directories and community showcases long before release day.'],
  ['legal-services', 'Legal Services', 'professional', ['Legal directories', 'Legal review sites', 'Online legal marketplaces', 'Local business listings'], 'People with a legal question start with legal directories that explain services and show reviews.'],
  ['seo-specialists', 'SEO Specialists', 'professional', ['SEO agency directories', 'Marketing marketplaces', 'Freelance platforms', 'Business review sites'], 'An SEO specialist with a strong directory footprint shows clients the method works.'],
  ['social-media-managers', 'Social Media Managers', 'professional', ['Marketing freelancer directories', 'Agency lists', 'B2B marketplaces', 'Portfolio platforms'], 'Businesses hire social media managers from marketing directories where they can compare past results.'],
  ['video-production', 'Video Production', 'creative', ['Production company directories', 'Creative marketplaces', 'Portfolio showcases', 'Local business listings'], 'Video clients browse production directories and showreels to find a team with the right style.'],
  ['hr-solutions', 'HR Solutions', 'tech', ['HR software directories', 'Software review sites', 'HR service marketplaces', 'B2B marketplaces'], 'HR teams compare solutions on software review sites and HR directories before a trial.'],
  ['mental-health-services', 'Mental Health Services', 'health', ['Therapist directories', 'Mental health resource lists', 'Online therapy platforms', 'Local business listings'], 'People seeking support often start with therapist directories that show approach, fees and availability.'],
  ['property-management', 'Property Management', 'local', ['Property manager directories', 'Real estate portals', 'Landlord resource sites', 'Local business listings'], 'Owners and tenants find property managers on real estate portals and landlord directories.'],
  ['subscription-boxes', 'Subscription Boxes', 'commerce', ['Subscription box directories', 'Gift guides', 'Review and unboxing sites', 'Online shopping directories'], 'Subscription box shoppers compare boxes on dedicated directories and gift guides before they subscribe.'],
  ['green-energy-solutions', 'Green Energy Solutions', 'community', ['Renewable energy directories', 'Installer marketplaces', 'Sustainability listings', 'B2B supplier directories'], 'Home owners and companies compare solar and green energy providers on installer directories.'],
  ['personal-finance', 'Personal Finance', 'media', ['Finance blog directories', 'Money tool lists', 'Comparison sites', 'Personal finance communities'], 'Readers looking for money advice find personal finance sites through curated lists and finance directories.'],
  ['professional-services', 'Professional Services', 'professional', ['Professional directories', 'B2B marketplaces', 'Association listings', 'Business review sites'], 'Clients verify professional services in directories and association listings before they sign.'],
  ['transportation', 'Transportation', 'local', ['Logistics directories', 'Freight marketplaces', 'Transport company listings', 'Local business listings'], 'Shippers and travellers choose transport companies listed in logistics directories and local guides.'],
  ['hospitality-and-hotels', 'Hospitality and Hotels', 'hospitality', ['Hotel directories', 'Booking platforms', 'Travel guides', 'Review sites'], 'Travellers compare hotels in booking platforms, travel guides and hotel directories before they reserve.'],
  ['agriculture', 'Agriculture', 'commerce', ['Agricultural directories', 'Farm supply marketplaces', 'Local food guides', 'B2B supplier directories'], 'Buyers of produce and farm supplies find growers through agricultural directories and local food guides.'],
  ['dental-practices', 'Dental Practices', 'health', ['Dentist directories', 'Health review sites', 'Insurance network listings', 'Maps and local search'], 'Patients choose a dentist nearby with good reviews, mostly from dentist directories and maps.'],
  ['cleaning-services', 'Cleaning Services', 'local', ['Home services marketplaces', 'Commercial cleaning directories', 'Review sites', 'Local business listings'], 'Homes and offices book cleaners they find on home services marketplaces and local listings.'],
];

export const NICHES: readonly Niche[] = Object.freeze(ROWS.map(([slug, audience, group, categories, why]) => Object.freeze({ slug, audience, group, categories, why })));

/** Benefits of directory listings that fit each audience group. */
export const GROUP_BENEFITS: Readonly<Record<AudienceGroup, readonly string[]>> = {
  local: [
    'Consistent name, address and phone citations that lift you in local map results',
    'Reviews and photos on the sites neighbours already check',
    'Calls and visits from people searching with a place name',
  ],
  tech: [
    'Do-follow links from software and startup directories with real authority',
    'Early adopters who browse launch and review platforms every week',
    'Presence on the alternatives pages where buyers compare tools',
  ],
  creative: [
    'Portfolio exposure where clients compare styles and prices',
    'Links from galleries and showcases that search engines trust',
    'Enquiries from clients who already know your work',
  ],
  professional: [
    'Credibility from being listed where clients verify providers',
    'Qualified leads from buyers building a shortlist',
    'Authority links that lift your service pages in search',
  ],
  health: [
    'Trust signals patients and clients look for before booking',
    'Visibility in the location-based searches health seekers use',
    'Reviews gathered on the platforms people already know',
  ],
  commerce: [
    'Product discovery by shoppers and buyers outside your own channels',
    'Backlinks that lift category and product pages',
    'Referral traffic that converts because it comes ready to buy',
  ],
  media: [
    'New readers and followers from aggregators and curated lists',
    'Links that help search engines crawl and rank your content',
    'Collaboration requests from brands that browse directories',
  ],
  hospitality: [
    'Bookings from guides and platforms travellers and guests trust',
    'Review visibility that turns searches into reservations',
    'Local authority links for destination and venue searches',
  ],
  education: [
    'Learners who compare courses and tutors on education directories',
    'Authority links from learning resource lists',
    'Trust from reviews and ratings shown beside your listing',
  ],
  community: [
    'Visibility with supporters who look for causes and values',
    'Credibility from curated and certified listings',
    'Links from community and resource sites that search engines value',
  ],
};
