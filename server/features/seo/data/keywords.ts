/**
 * The keyword pages of /page/{slug} (spec: about 45 predefined slugs, e.g. ai-backlink-maker,
 * free-ai-backlinks, directory-submission-sites-list-2025), written around backlinks and directory submission.
 * `description` is each page's own meta description; the theme picks the title ending, headings and points.
 */
export type KeywordTheme = 'ai' | 'free' | 'list' | 'service' | 'seo' | 'startup';

export interface Keyword {
  slug: string;
  keyword: string;
  theme: KeywordTheme;
  description: string;
}

type Row = [slug: string, keyword: string, theme: KeywordTheme, description: string];

const ROWS: Row[] = [
  ['ai-backlink-maker', 'AI Backlink Maker', 'ai', 'An AI backlink maker that submits your startup to 200+ directories for you, tracks every listing and reports each live backlink.'],
  ['free-ai-backlinks', 'Free AI Backlinks', 'free', 'Start with free AI backlinks: list your product in our free directory today, then let us submit it to 200+ directories when you are ready.'],
  ['directory-submission-sites-list-2025', 'Directory Submission Sites List 2025', 'list', 'The directory submission sites list for 2025: active, indexed directories with real authority, checked and sorted so you submit where it counts.'],
  ['ai-backlink-generator', 'AI Backlink Generator', 'ai', 'Generate backlinks without spam: our AI backlink generator matches your product to relevant directories and our team submits it by hand.'],
  ['ai-seo-backlinks', 'AI SEO Backlinks', 'ai', 'AI SEO backlinks from directories that search engines trust, matched to your niche and submitted with descriptions written for each site.'],
  ['ai-link-building-tool', 'AI Link Building Tool', 'ai', 'An AI link building tool for founders: pick a plan, describe your product once, and get listed on up to 200+ directories.'],
  ['automated-directory-submission', 'Automated Directory Submission', 'ai', 'Automated directory submission with a human check: forms filled, listings verified and every backlink reported in one place.'],
  ['ai-directory-submission', 'AI Directory Submission', 'ai', 'AI directory submission that writes a fitting listing for every directory, so your product is accepted faster and ranks better.'],
  ['directory-submission-tool', 'Directory Submission Tool', 'ai', 'A directory submission tool that does the submitting for you: no spreadsheets of forms, just live listings and a report.'],
  ['free-backlinks-for-startups', 'Free Backlinks for Startups', 'free', 'Free backlinks for startups: list your product in our public directory at no cost and learn where your next links should come from.'],
  ['free-directory-submission', 'Free Directory Submission', 'free', 'Free directory submission to our startup directory, plus a clear path to 60+ or 200+ more directories when you want to grow faster.'],
  ['free-backlink-sites', 'Free Backlink Sites', 'free', 'Free backlink sites that still work: where founders can list a product for free, and which paid listings are worth it.'],
  ['free-dofollow-backlinks', 'Free Do-Follow Backlinks', 'free', 'How to earn free do-follow backlinks from directories, and how we get you hundreds more without filling in a single form.'],
  ['high-da-directory-submission-sites', 'High DA Directory Submission Sites', 'list', 'High DA directory submission sites ranked by domain rating and monthly visits, so your links come from sites with real authority.'],
  ['startup-directories-list', 'Startup Directories List', 'list', 'A startup directories list for launch week and beyond: the communities and directories where early adopters discover new products.'],
  ['saas-directories-list', 'SaaS Directories List', 'list', 'A SaaS directories list covering review sites, alternatives pages and launch platforms where software buyers compare tools.'],
  ['ai-tools-directories-list', 'AI Tools Directories List', 'list', 'An AI tools directories list: the directories that bring AI products traffic, sign-ups and backlinks, all submitted for you.'],
  ['business-directory-list', 'Business Directory List', 'list', 'A business directory list for companies of every size: general, local and industry directories that bring citations and customers.'],
  ['web-directory-list', 'Web Directory List', 'list', 'A web directory list of curated, human-edited directories that still pass authority and send referral visitors.'],
  ['product-launch-directories', 'Product Launch Directories', 'list', 'Product launch directories to line up before launch day, so your new product gets traffic, feedback and links at once.'],
  ['directory-submission-service', 'Directory Submission Service', 'service', 'A directory submission service run by people: we submit your product to 60+ or 200+ directories and send you the live links.'],
  ['manual-directory-submission', 'Manual Directory Submission', 'service', 'Manual directory submission, one directory at a time, with descriptions adapted to each site and no automated spam.'],
  ['bulk-directory-submission', 'Bulk Directory Submission', 'service', 'Bulk directory submission without the bulk risk: hundreds of relevant directories, submitted carefully and verified one by one.'],
  ['backlink-building-service', 'Backlink Building Service', 'service', 'A backlink building service for startups: directory links, SEO blog posts and programmatic pages that compound month after month.'],
  ['buy-directory-backlinks', 'Buy Directory Backlinks', 'service', 'Buy directory backlinks the safe way: one-time plans for 60+ or 200+ directories, with a report of every link we build.'],
  ['done-for-you-backlinks', 'Done-for-You Backlinks', 'service', 'Done-for-you backlinks for founders who would rather build: we handle research, submissions and reporting from start to finish.'],
  ['cheap-quality-backlinks', 'Affordable Quality Backlinks', 'service', 'Affordable quality backlinks from real directories, with one-time pricing and no monthly retainer for the basics.'],
  ['directory-submission-for-seo', 'Directory Submission for SEO', 'seo', 'Directory submission for SEO done right: relevant categories, consistent details and links that help search engines trust you.'],
  ['local-citation-building', 'Local Citation Building', 'seo', 'Local citation building with consistent name, address and phone details across business directories and maps.'],
  ['increase-domain-rating', 'Increase Domain Rating', 'seo', 'Increase your domain rating with a steady base of directory backlinks from sites that carry real authority.'],
  ['improve-domain-authority', 'Improve Domain Authority', 'seo', 'Improve domain authority for a young website with directory links, content and internal pages that search engines can crawl.'],
  ['get-indexed-on-google-fast', 'Get Indexed on Google Fast', 'seo', 'Get indexed on Google fast: links from crawled directories help search engines discover and index your new pages sooner.'],
  ['dofollow-directory-backlinks', 'Do-Follow Directory Backlinks', 'seo', 'Do-follow directory backlinks that pass authority to your site, from directories chosen for relevance and quality.'],
  ['niche-directory-submission', 'Niche Directory Submission', 'seo', 'Niche directory submission to the directories of your industry, where both the links and the visitors are relevant.'],
  ['off-page-seo-backlinks', 'Off-Page SEO Backlinks', 'seo', 'Off-page SEO backlinks that build trust for your domain: directory listings, citations and mentions, handled for you.'],
  ['backlinks-for-new-websites', 'Backlinks for New Websites', 'seo', 'Backlinks for new websites that need their first signals of trust, built safely from directories search engines already know.'],
  ['white-hat-backlinks', 'White-Hat Backlinks', 'seo', 'White-hat backlinks only: real directories, honest listings and no private networks, so your rankings are built to last.'],
  ['seo-backlinks-for-ecommerce', 'SEO Backlinks for E-commerce', 'seo', 'SEO backlinks for e-commerce stores: shopping and business directories that lift category pages and bring buyers.'],
  ['link-building-for-startups', 'Link Building for Startups', 'startup', 'Link building for startups on a founder budget: directory submissions first, then content and pages that keep earning links.'],
  ['seo-for-saas-startups', 'SEO for SaaS Startups', 'startup', 'SEO for SaaS startups: directory backlinks, comparison listings and blog posts that bring sign-ups from search.'],
  ['launch-your-startup', 'Launch Your Startup', 'startup', 'Launch your startup with 200+ directory listings lined up, so launch week brings links, traffic and first users together.'],
  ['submit-startup-to-directories', 'Submit Startup to Directories', 'startup', 'Submit your startup to directories without losing a week to forms: we list you on 60+ or 200+ sites and report every link.'],
  ['product-hunt-alternatives', 'Product Hunt Alternatives', 'startup', 'Product Hunt alternatives for founders who want more than one launch day: directories and communities that keep sending visitors.'],
  ['get-first-users', 'Get Your First Users', 'startup', 'Get your first users from the directories and communities where early adopters look for new products every day.'],
  ['indie-hacker-marketing', 'Indie Hacker Marketing', 'startup', 'Indie hacker marketing that runs while you code: directory listings, SEO posts and programmatic pages, done for you.'],
];

export const KEYWORDS: readonly Keyword[] = Object.freeze(ROWS.map(([slug, keyword, theme, description]) => Object.freeze({ slug, keyword, theme, description })));
