/** Copy of the landing page sections, in page order. Components render it; nothing here is user input. */

/** The launch-offer badge of the spec: '20% OFF Launch Offer - 4 left' (the count comes from settings). */
export const launchOfferBadge = (left: number) => `20% OFF Launch Offer - ${left} left`;

export const HOME_HERO = {
  /** Our own static HTML: the highlighted span of the spec's h1 style. */
  h1Html: 'Submit your startup to <span class="text-orange-500 hover:text-orange-600">200+ directories</span> and grow on autopilot',
  subtitle:
    'Backlinks from 60+ to 200+ hand-picked directories, 30 SEO blog posts a month, 300 programmatic SEO pages and done-for-you influencer outreach. You build the product, we bring the traffic.',
};

export const HERO_POINTS = ['Listings live in 7 days', 'Written by humans, not bots', 'Full report with every URL'] as const;

export const TRUST = {
  title: 'We submit your product to the directories founders and buyers actually browse',
  names: ['Product Hunt', 'Crunchbase', 'G2', 'Capterra', 'AlternativeTo', 'Indie Hackers', 'SaaSHub', 'BetaList'],
};

export const PREVIEW = {
  eyebrow: 'Directory sample',
  title: 'A taste of the 200+ directories on our list',
  subtitle: 'Every directory is checked by hand for domain rating, real traffic and indexing; here are 10 of them.',
  caption: 'Domain rating and monthly visits are rounded estimates from public SEO tools.',
};

export interface Feature {
  title: string;
  body: string;
  /** A key of the icon set in views/components/marketing/icons.tsx. */
  icon: 'directory' | 'blog' | 'pages' | 'megaphone' | 'report' | 'shield';
}

export const FEATURES_INTRO = {
  eyebrow: 'Benefits',
  title: 'Everything it takes to get found, in one place',
  subtitle: 'Four growth channels that compound: authority from directories, content that ranks, pages that capture long-tail search and creators who send buyers.',
};

export const FEATURES: readonly Feature[] = [
  {
    icon: 'directory',
    title: 'Submission to 60+ up to 200+ directories',
    body: 'We list your product on startup, SaaS, AI and niche directories with a mix of dofollow and nofollow links that looks natural to Google.',
  },
  {
    icon: 'blog',
    title: '30 SEO blog posts a month',
    body: 'One article a day, researched around keywords you can rank for, each with 5 backlinks pointing to your pages. Published on your blog.',
  },
  {
    icon: 'pages',
    title: '300 programmatic SEO pages a month',
    body: 'Landing pages generated from templates by country, audience and use case, so you show up for thousands of long-tail searches.',
  },
  {
    icon: 'megaphone',
    title: 'Done-for-you influencer outreach',
    body: 'We find creators on Youtube, Tiktok, X(Twitter) and Instagram whose audience matches your buyers, pitch them and negotiate the deal.',
  },
  {
    icon: 'report',
    title: 'A report you can verify',
    body: 'A spreadsheet with the live URL, domain rating and status of every listing, so you can check each backlink yourself.',
  },
  {
    icon: 'shield',
    title: 'Safe for your domain',
    body: 'No link farms, no spun content, no private blog networks. Only real sites that send real visitors and that Google trusts.',
  },
];

export const SCREENSHOTS = {
  eyebrow: 'How it looks',
  title: 'Follow every listing from submission to live backlink',
  items: [
    { src: '/images/screenshot-report.svg', alt: 'Submission report listing directories with their status and domain rating', width: 960, height: 600, caption: 'Your submission report' },
    { src: '/images/screenshot-traffic.svg', alt: 'Chart of organic visits and referring domains growing month after month', width: 960, height: 600, caption: 'Referring domains and organic traffic' },
  ],
};

export const FACTS = {
  eyebrow: 'Results',
  title: 'Numbers from the products we have helped launch',
  items: [
    { value: '200+', label: 'directories on our list' },
    { value: '7 days', label: 'to get your listings live' },
    { value: '+38%', label: 'median organic traffic after 3 months' },
    { value: '1,200+', label: 'backlinks built for founders' },
  ],
  clientsTitle: 'Founders who grew with us',
};

export const FOUNDER = {
  role: 'Founder',
  photo: { src: '/images/founder.svg', width: 96, height: 96 },
  quote:
    'I launched three SaaS products and spent weeks filling the same forms on directory after directory. I built this service so founders can hand that work to people who do it every day, and get back to building.',
};

export const CALL_TO_ACTION = {
  title: 'Be first in line when new slots open',
  subtitle: 'Join the waitlist and get the launch discount, new directory lists and growth playbooks in your inbox, with no spam and a one-click unsubscribe.',
};

export const FAQ_INTRO = {
  eyebrow: 'FAQ',
  title: 'Frequently asked questions',
  contact: 'Still have a question? Write to us:',
};
