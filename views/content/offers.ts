/** Copy of the offer pages: /growth-partner, /influencer-outreach and the reciprocal-links list. */

export const GROWTH_PARTNER = {
  title: 'Growth Partner: backlinks, content and SEO pages every month',
  h1Html: 'Your <span class="text-orange-500 hover:text-orange-600">growth partner</span> for organic traffic',
  subtitle:
    'Every month we submit your product to 50 directories, publish 30 SEO blog posts with 5 backlinks each and launch 300 programmatic SEO pages. One plan, one report, compounding traffic.',
  whatYouGetTitle: 'What you get every month',
  whatYouGet: [
    { title: '50 directory submissions', body: 'Fresh listings on startup, SaaS and niche directories, with the live URL of each one in your report.' },
    { title: '30 SEO blog posts', body: 'One article a day on keywords you can win, written for readers first and optimised for search.' },
    { title: '5 backlinks in every post', body: 'Each article links to your product pages, so authority flows where you want to rank.' },
    { title: '300 programmatic SEO pages', body: 'Pages by country, audience and use case that capture thousands of long-tail searches.' },
    { title: 'Keyword research', body: 'A monthly plan of the keywords with the best mix of search volume, difficulty and buying intent.' },
    { title: 'Monthly report', body: 'Referring domains, indexed pages and organic traffic, month over month, in one page.' },
  ],
  whyTitle: 'Why founders choose the Growth Partner',
  why: [
    { title: 'Cheaper than a hire', body: 'A content writer and an SEO freelancer cost several times more, and still do not submit to directories.' },
    { title: 'Everything compounds', body: 'Links raise your authority, authority makes your posts rank, posts and pages bring visitors who link to you.' },
    { title: 'No lock-in', body: 'Month to month. Everything we publish stays yours if you cancel.' },
  ],
  planId: 'growth-partner',
  buyLabel: 'Grow your product',
};

const INFLUENCER_H1 = 'Done-for-you Influencer Outreach';

export const INFLUENCER = {
  nav: [
    { label: 'Features', hash: '#features' },
    { label: 'How it works', hash: '#how-it-works' },
    { label: 'Pricing', hash: '#pricing' },
  ],
  h1: INFLUENCER_H1,
  h1Html: INFLUENCER_H1.replace('Influencer Outreach', '<span class="text-orange-500 hover:text-orange-600">Influencer Outreach</span>'),
  platforms: ['Youtube', 'Tiktok', 'X(Twitter)', 'Instagram'],
  points: ['Nano, micro and big creators', 'You approve every deal', 'Money-back guarantee'],
  subtitle:
    'We find creators whose audience buys products like yours, pitch them, negotiate the price and bring you deals to approve. You never write a cold DM again.',
  featuresTitle: 'Outreach that lands deals, not ignored messages',
  features: [
    { title: 'Targeted research', body: 'We shortlist nano, micro and big creators by niche, audience location, engagement rate and past sponsorships.' },
    { title: 'Cold DMs plus email outreach', body: 'Personal messages on the platform and by email, with follow-ups, so your offer reaches the creator and their manager.' },
    { title: 'Negotiation', body: 'We agree price, deliverables and deadlines on your behalf, within the budget you set.' },
  ],
  stepsTitle: 'How it works',
  steps: [
    { title: 'Tell us about your product', body: 'Your product, your ideal buyer, your budget and the platforms you want to be seen on.' },
    { title: 'We handle outreach', body: 'Research, first contact, follow-ups and negotiation: all done by our team, reported weekly.' },
    { title: 'You approve the deal', body: 'You get each offer with the creator, their audience and the price. Say yes and the content goes live.' },
  ],
  useCasesTitle: 'Made for',
  useCases: [
    { title: 'AI tools', body: 'Demos by tech creators that show what your tool does in 60 seconds.' },
    { title: 'DTC brands', body: 'Unboxings and reviews that turn followers into first customers.' },
    { title: 'SaaS startups', body: 'Tutorials and workflow videos that bring sign-ups, not just views.' },
    { title: 'Indie founders', body: 'Affordable nano creators who talk to exactly the niche you serve.' },
  ],
  planIdPrefix: 'influencer-growth',
  ctaTitle: 'Ready to be talked about?',
  ctaSubtitle: 'Up to 10 creator deals a month, a money-back guarantee, cancel any time.',
  ctaLabel: 'Start influencer outreach',
};

export const RECIPROCAL = {
  title: 'List of Directories with Reciprocal Links (2025)',
  h1Html: 'List of <span class="text-orange-500 hover:text-orange-600">directories with reciprocal links</span>',
  subtitle:
    'These directories list your product for free when you add a link or badge back to them. Open each one in a new tab, check its current rules and submit.',
  points: ['Free with a link back', 'Each opens in a new tab', 'Checked by hand'],
  listTitle: 'Directories that list you for a link back',
  note: 'Listing rules change: check each directory’s conditions before you add a badge to your site.',
  whyTitle: 'Why choose reciprocal-link directories',
  why: [
    { title: 'Free backlinks', body: 'A link or badge on your site is the only price, so you build authority without a budget.' },
    { title: 'Faster approval', body: 'Many directories fast-track products that link back, so your listing goes live in days, not months.' },
    { title: 'Relevant audiences', body: 'Each directory is read by founders, makers and early adopters looking for products like yours.' },
  ],
};
