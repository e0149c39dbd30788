import type { FaqItem } from '../../../../domain/site/faq';
import type { Platform } from './profiles';

/**
 * What each /page/{slug} keyword page says: the searcher's intent in one line, our answer to it, three points
 * for its h3, examples (named directories or concrete cases) and its own questions. A slug that means the same
 * as another names it in `canonicalTo`: the page keeps its own title and headings (spec) but shows the other
 * page's content and points search engines to it.
 */
export interface KeywordContent {
  /** What someone searching this keyword wants. */
  intent: string;
  answer: string[];
  points: string[];
  examples: { title: string; items: Platform[] };
  faq: FaqItem[];
}

export type KeywordPageContent = KeywordContent | { canonicalTo: string };

const ex = (title: string, items: [name: string, address: string, note: string][]) => ({ title, items: items.map(([name, address, note]) => ({ name, address, note })) });

export const KEYWORD_CONTENT: Readonly<Record<string, KeywordPageContent>> = {
  'ai-backlink-maker': {
    intent: 'Someone searching for an AI backlink maker wants links without spending evenings on submission forms, and wants to know what the AI part really does.',
    answer: [
      'Our AI reads your product once and drafts a listing for each directory in the length and tone it asks for. It also ranks the directories by how well their categories fit your product.',
      'People then submit each listing by hand and check that it went live. Software writes; people press submit, because many directories block automated posts.',
    ],
    points: ['The AI drafts a different description for every directory, so no two listings are copies.', 'Directories are ranked by category fit before anything is submitted.', 'Each live link is checked by a person and added to your report.'],
    examples: ex('What the AI adapts per directory', [
      ['Product Hunt', 'producthunt.com', 'A 60-character tagline and a maker comment'],
      ['BetaList', 'betalist.com', 'A pitch for early adopters, written before launch'],
      ['AlternativeTo', 'alternativeto.net', 'The products you replace and your platform tags'],
    ]),
    faq: [
      { question: 'Does an AI backlink maker post links automatically?', answer: 'Not ours. Automated posting gets listings rejected or removed, so the AI only writes and ranks; every submission is made by a person.' },
      { question: 'Will the AI write the same text everywhere?', answer: 'No. Duplicate descriptions across directories look like spam, so each listing is drafted for its directory and reviewed before it is sent.' },
    ],
  },
  'ai-backlink-generator': { canonicalTo: 'ai-backlink-maker' },
  'free-ai-backlinks': {
    intent: 'A search for free AI backlinks comes from founders with no budget yet who hope a tool can earn links for nothing.',
    answer: [
      'Links cost either money or time. The free part we can offer honestly is a listing in our own public startup directory, with a page about your product that search engines crawl.',
      'From there, you can add the free listings that matter most on your own, and come back for the long list when it is worth paying for.',
    ],
    points: ['A free product page in our public directory, live after moderation.', 'A starter list of free directories you can submit to yourself this week.', 'No card and no trial that turns into a subscription.'],
    examples: ex('Free listings worth doing yourself first', [
      ['Our startup directory', '/directories', 'Free product page; submit the form without an account'],
      ['Crunchbase', 'crunchbase.com', 'Free company profile that people find when they search your name'],
      ['Indie Hackers', 'indiehackers.com', 'Free product page inside a founder community'],
    ]),
    faq: [
      { question: 'Is there such a thing as a free AI backlink?', answer: 'An AI can write a listing for free, but a directory still decides whether to publish it. Free listings exist; free automatic links that last do not.' },
      { question: 'What is the catch with the free listing?', answer: 'There is none beyond moderation: we check that the product is real and the website works, then publish it.' },
    ],
  },
  'directory-submission-sites-list-2025': {
    intent: 'This search is for a current list of submission sites, checked this year, so no afternoon is wasted on directories that closed or stopped indexing.',
    answer: [
      'Directory lists age fast: sites close, switch to paid-only or stop being indexed. A list is only as good as its last check, so ours records when each site was last seen accepting listings.',
      'We keep the full checked list for our clients and publish the kinds of site it contains, with examples, below.',
    ],
    points: ['Every site on the list was checked for new listings being published.', 'Sites that went paid-only or stopped indexing are moved off the list.', 'The list is sorted by category, so you submit where your product fits.'],
    examples: ex('Kinds of site on the 2025 list, with one example each', [
      ['Launch platforms', 'producthunt.com', 'Product Hunt: a launch day with comments and upvotes'],
      ['Software review sites', 'g2.com', 'G2: reviews and category grids'],
      ['Alternatives directories', 'saashub.com', 'SaaSHub: alternatives and comparisons'],
      ['Company databases', 'crunchbase.com', 'Crunchbase: the profile behind searches for your name'],
    ]),
    faq: [
      { question: 'Why not just download a free list of directory submission sites?', answer: 'Free lists are rarely re-checked; many entries are dead or no longer publish new listings. You spend hours on forms that lead nowhere.' },
      { question: 'Will the list change in 2026?', answer: 'Yes. It is re-checked continuously, and the year in the name only says which year\'s checks it reflects.' },
    ],
  },
  'ai-seo-backlinks': {
    intent: 'People searching for AI SEO backlinks want links that help rankings and expect AI to choose or place them better than a human would.',
    answer: [
      'What helps rankings is relevance: a link from a site about your topic, on a page search engines index. AI is useful for matching your product to such sites across hundreds of categories.',
      'It is not useful for inventing links. Sites that sell "AI-generated backlinks" usually mean comment spam or networks of thin blogs, which search engines discount or penalise.',
    ],
    points: ['Relevance is scored from your product description and each directory\'s categories.', 'Only indexed directory pages make the shortlist.', 'No comment spam, link networks or auto-generated blogs.'],
    examples: ex('What relevance looks like for three kinds of product', [
      ['A design tool', 'dribbble.com', 'Listed where designers browse: Dribbble and design resource lists'],
      ['A developer library', 'stackshare.io', 'Listed where developers compare stacks: StackShare and dev tool launches'],
      ['An AI writing app', 'theresanaiforthat.com', 'Listed in AI tool directories searched by task'],
    ]),
    faq: [
      { question: 'Do search engines penalise AI-built links?', answer: 'They penalise manipulative links, however they were made. A relevant directory listing is not manipulative; a network of generated blogs is.' },
      { question: 'Can AI tell which backlinks will help most?', answer: 'It can estimate relevance well. Authority and indexing still need checking on the live site, which we do by hand.' },
    ],
  },
  'ai-link-building-tool': {
    intent: 'Someone looking for an AI link building tool is comparing software they would run themselves with services that do the work.',
    answer: [
      'Most link building tools find prospects and draft outreach emails; you still send the emails and chase replies. We are a service instead: you describe your product once and receive live links.',
      'If you prefer a tool, choose one by the quality of its prospect data. If you prefer the result, a service is usually cheaper than the hours a tool still needs.',
    ],
    points: ['One form about your product replaces a tool\'s setup and prospect lists.', 'Directory submissions need no outreach emails or replies.', 'You pay once per plan, not a monthly seat.'],
    examples: ex('Tool or service: what each leaves to you', [
      ['Prospecting tool', 'ahrefs.com', 'Finds sites that could link to you; outreach is yours'],
      ['Outreach tool', 'pitchbox.com', 'Sends and tracks emails; writing and follow-up are yours'],
      ['Submission service', '/#pricing', 'Submits and reports; your part is one product form'],
    ]),
    faq: [
      { question: 'Is an AI link building tool better than a service?', answer: 'It depends on your time. A tool is cheaper per month but needs hours every week; a service costs more once and needs minutes.' },
      { question: 'Can I use a tool and your plans together?', answer: 'Yes. Directory links from our plans make a base; outreach from a tool adds editorial links on top.' },
    ],
  },
  'automated-directory-submission': {
    intent: 'A search for automated directory submission usually comes from someone who tried submitting by hand, saw how many forms there are, and wants a machine to do it.',
    answer: [
      'Fully automated submission mostly fails today: directories use captchas, email confirmations and human review, and many reject posts that arrive from bots.',
      'We automate the parts that can be automated without harm, such as drafting, tracking and checking links, and keep the submission itself manual.',
    ],
    points: ['Drafting and scheduling are automated; the submit button is pressed by a person.', 'Confirmation emails and captchas are handled by people, not scripts.', 'Live links are re-checked automatically after publication.'],
    examples: ex('Where automation breaks on real directories', [
      ['Captcha on the form', 'producthunt.com', 'Launches need a logged-in maker account'],
      ['Email confirmation', 'betalist.com', 'Submissions are confirmed by email and reviewed'],
      ['Human moderation', 'alternativeto.net', 'New entries are reviewed before they appear'],
    ]),
    faq: [
      { question: 'Why not use a fully automated submission tool?', answer: 'Because most good directories reject automated posts, and the ones that accept them are rarely worth a link.' },
      { question: 'What is automated in your process?', answer: 'Matching directories, drafting descriptions, tracking each submission and re-checking live links; the submitting is done by people.' },
    ],
  },
  'ai-directory-submission': {
    intent: 'Here the searcher wants AI to help with the writing part of directory submission: a good description for every site.',
    answer: [
      'Each directory has its own limits: a 60-character tagline here, a 300-word description there, a list of features somewhere else. Writing all of them is where submission time goes.',
      'AI drafts each version from one product brief, in the length and format the directory asks for, and a person edits it before submission.',
    ],
    points: ['One product brief becomes a tagline, a short and a long description.', 'Each draft respects the directory\'s length and category rules.', 'A person edits every draft; nothing is sent unread.'],
    examples: ex('Formats one brief is adapted to', [
      ['Tagline', 'producthunt.com', 'Product Hunt tagline: 60 characters'],
      ['Short description', 'betalist.com', 'BetaList pitch: a few lines for early adopters'],
      ['Long description', 'capterra.com', 'Capterra profile: features, pricing and audience'],
    ]),
    faq: [
      { question: 'Does AI-written text hurt my listings?', answer: 'Not when it is accurate, specific and edited. What hurts is the same text pasted everywhere, which AI drafting avoids.' },
      { question: 'Do I get to approve the descriptions?', answer: 'You can. Send corrections to the brief and every future draft uses them.' },
    ],
  },
  'directory-submission-tool': {
    intent: 'A search for a directory submission tool is a search for software that removes repetitive form filling.',
    answer: [
      'Submission tools range from browser extensions that autofill forms to desktop programs that post to lists of sites. The first saves typing; the second often posts to sites that no longer matter.',
      'If you want the forms gone rather than faster, our plans replace the tool with people who submit for you.',
    ],
    points: ['No software to install, update or configure.', 'Submissions go to a checked list, not a stale one bundled with a tool.', 'A report replaces the tool\'s spreadsheet of sites.'],
    examples: ex('Kinds of submission tool and their limits', [
      ['Form autofill extension', 'chromewebstore.google.com', 'Fills fields faster; you still visit every site'],
      ['Bulk posting software', 'alternativeto.net', 'Posts to many sites; most good ones reject it'],
      ['Submission service', '/#pricing', 'People submit for you; you read the report'],
    ]),
    faq: [
      { question: 'Which directory submission tool is best?', answer: 'For typing less, a form autofill extension is enough. For not doing the work at all, a service is the better fit.' },
      { question: 'Are bulk submission programs safe?', answer: 'They rarely get you penalised, because most of their targets no longer pass value; they mostly waste time.' },
    ],
  },
  'free-backlinks-for-startups': {
    intent: 'Founders searching for free backlinks for startups want the links every young company can get without paying, in the right order.',
    answer: [
      'Young startups have free links available that older companies forget: founder profiles, launch communities, accelerator pages and the directories of the tools they use.',
      'Start with the ones that also bring people: a launch community beats a silent directory.',
    ],
    points: ['Launch communities first: they bring people as well as links.', 'Then company databases, which journalists and investors check.', 'Then the partner directories of the tools you already use.'],
    examples: ex('Free links most startups qualify for', [
      ['Product Hunt', 'producthunt.com', 'A launch page with a link to your site'],
      ['Crunchbase', 'crunchbase.com', 'A company profile with your website'],
      ['Wellfound', 'wellfound.com', 'Startup profile and job posts, formerly AngelList Talent'],
    ]),
    faq: [
      { question: 'How many free backlinks can a startup get?', answer: 'Usually a few dozen worthwhile ones. After that, free links take more time than they are worth.' },
      { question: 'Are startup directories still worth it?', answer: 'The active ones are: they are crawled, moderated and read by early adopters.' },
    ],
  },
  'free-directory-submission': {
    intent: 'This search is from someone who wants to submit to directories that charge nothing, and wants to know which ones still publish free listings.',
    answer: [
      'Many directories have moved to paid or "expedited" review. Free submission still exists, but free listings can wait in a queue for weeks.',
      'Our own directory publishes free listings after a short moderation, and we keep a list of others that still do.',
    ],
    points: ['Our directory: free listing, no account, moderation within days.', 'Free queues elsewhere can take weeks; paid review is often the same listing sooner.', 'Plans cover the directories that only accept paid submissions.'],
    examples: ex('Directories that still accept free submissions', [
      ['Our startup directory', '/directories/submit', 'Free, without an account'],
      ['AlternativeTo', 'alternativeto.net', 'Free entries, reviewed by moderators'],
      ['SaaSHub', 'saashub.com', 'Free product pages for software'],
    ]),
    faq: [
      { question: 'Why do some directories charge for submission?', answer: 'Reviewing listings costs time. Paid review keeps spam out and pays moderators; free queues move slower.' },
      { question: 'Is a free listing worth less than a paid one?', answer: 'No. Once it is live, a listing counts the same; payment only buys speed or placement.' },
    ],
  },
  'free-backlink-sites': {
    intent: 'A search for free backlink sites looks for places that let anyone add a link for free, and wants to know which of them help.',
    answer: [
      'Sites that let anyone add a link come in three kinds: profiles (you get a page), directories (a moderator approves you) and comments or forums (links usually marked nofollow).',
      'Profiles and directories are worth doing; comment links are not worth the time.',
    ],
    points: ['Profiles on sites you actually use: a page about you with a link.', 'Moderated directories: slower, but a link on an indexed page.', 'Skip comment and forum signatures: they are nofollow and look spammy.'],
    examples: ex('Free backlink sites by kind', [
      ['Profile', 'github.com', 'A GitHub profile or organisation page with your website'],
      ['Directory', 'alternativeto.net', 'A moderated listing in the alternatives of a known product'],
      ['Community page', 'indiehackers.com', 'A product page in a founder community'],
    ]),
    faq: [
      { question: 'Do free backlink sites still work in 2025?', answer: 'The moderated and relevant ones do. Sites where anyone can post anything have been discounted by search engines for years.' },
      { question: 'How do I know if a free backlink site is indexed?', answer: 'Search for site: followed by an existing listing\'s address; if it does not appear, the listing will not help.' },
    ],
  },
  'free-dofollow-backlinks': {
    intent: 'Someone searching for free dofollow backlinks knows the difference between followed and nofollow links and wants only the kind that passes authority.',
    answer: [
      'A dofollow link is simply a link without a rel="nofollow", "ugc" or "sponsored" attribute. Sites choose this per link, and change it over time.',
      'Free dofollow links exist mostly on curated directories and partner pages; any site that lets anyone post usually marks links nofollow.',
    ],
    points: ['Check the link attribute in the page source, not a list\'s claim.', 'Partner and integration pages are the most reliable free dofollow links.', 'A natural profile mixes followed and nofollow links anyway.'],
    examples: ex('Where free followed links still come from', [
      ['Integration directories', 'zapier.com/apps', 'An app page when you build an integration'],
      ['Customer showcases', 'webflow.com/made-in-webflow', 'Showcases of sites built on a platform'],
      ['Open-source listings', 'github.com', 'Awesome lists that accept relevant projects'],
    ]),
    faq: [
      { question: 'How can I check whether a link is dofollow?', answer: 'Open the page, inspect the link and look for rel="nofollow", "ugc" or "sponsored". Without them, the link is followed.' },
      { question: 'Are nofollow links useless?', answer: 'No. They send visitors and search engines may use them as hints; they just pass less authority.' },
    ],
  },
  'high-da-directory-submission-sites': {
    intent: 'The person behind this search wants directories with high Domain Authority, believing a stronger site passes a stronger link.',
    answer: [
      'Domain Authority is Moz\'s estimate for a whole domain; the page your link sits on matters more. A high-DA directory whose listing pages are never crawled passes little.',
      'So we look at both: the domain\'s strength and whether its listing pages are indexed and linked from its own categories.',
    ],
    points: ['Domain strength is checked, but listing page indexing decides.', 'Category pages that link to listings matter as much as the home page.', 'A relevant mid-DA directory can beat an irrelevant high-DA one.'],
    examples: ex('Strong domains whose listing pages are indexed', [
      ['Crunchbase', 'crunchbase.com', 'Company pages rank for company names'],
      ['G2', 'g2.com', 'Product pages rank for "product reviews" searches'],
      ['Product Hunt', 'producthunt.com', 'Launch pages rank for product names'],
    ]),
    faq: [
      { question: 'What DA should a directory have?', answer: 'There is no cut-off that works. Check that its listing pages are indexed and relevant; the score comes second.' },
      { question: 'Is DA a Google metric?', answer: 'No. Domain Authority is a Moz metric; Google does not use it, though it roughly tracks link strength.' },
    ],
  },
  'startup-directories-list': {
    intent: 'This search wants the list of directories where a startup should be listed, from launch week to its first year.',
    answer: [
      'Startup directories differ in timing. Some want you before launch (beta lists), some on launch day (launch platforms), and some once you have users (review and alternatives sites).',
      'Submitting in that order gives each listing something to show.',
    ],
    points: ['Before launch: beta directories that collect early sign-ups.', 'Launch week: launch platforms and communities.', 'After launch: company databases, review and alternatives sites.'],
    examples: ex('Startup directories by stage', [
      ['BetaList', 'betalist.com', 'Before launch: early adopters sign up for betas'],
      ['Product Hunt', 'producthunt.com', 'Launch day: the daily leaderboard'],
      ['Crunchbase', 'crunchbase.com', 'After launch: the company profile investors check'],
      ['SaaSHub', 'saashub.com', 'After launch: alternatives and comparisons'],
    ]),
    faq: [
      { question: 'How many startup directories should I submit to?', answer: 'All the active ones that fit your product; for most startups that is dozens, not thousands.' },
      { question: 'Should I launch everywhere on the same day?', answer: 'No. Spread launches over weeks so each community sees you when you can answer comments.' },
    ],
  },
  'saas-directories-list': {
    intent: 'A search for SaaS directories is a search for the sites where software buyers compare tools: review sites, alternatives pages and software catalogues.',
    answer: [
      'SaaS buyers often never visit a general directory. They compare on review sites, look for "alternatives to" the tool they are leaving, and read category grids.',
      'A SaaS list therefore leans on review and alternatives sites, where listings bring trials as well as links.',
    ],
    points: ['Review sites, where buyers read before booking demos.', 'Alternatives directories, where switchers start.', 'Marketplaces of the platforms you integrate with.'],
    examples: ex('SaaS directories buyers use', [
      ['G2', 'g2.com', 'Reviews and category grids'],
      ['Capterra', 'capterra.com', 'Verified reviews and software categories'],
      ['GetApp', 'getapp.com', 'Comparisons for small business software'],
      ['AlternativeTo', 'alternativeto.net', 'Alternatives to well-known tools'],
    ]),
    faq: [
      { question: 'Do SaaS review sites charge for listings?', answer: 'Basic listings on the big review sites are free; they sell leads, placement and badges on top.' },
      { question: 'How do I get reviews on a new SaaS listing?', answer: 'Ask active customers directly after a success moment; review sites allow invitations as long as you do not pay for positive reviews.' },
    ],
  },
  'ai-tools-directories-list': {
    intent: 'Someone looking for a list of AI tools directories has an AI product and wants to be found where people search for AI tools by task.',
    answer: [
      'AI tools directories appeared by the hundred after 2022. A handful have real traffic; many are copies that exist to sell featured spots.',
      'We submit to the ones with visitors and indexed listing pages, and skip the rest, however cheap their "featured" offer.',
    ],
    points: ['Only directories with real visitors and indexed listing pages.', 'Listings written around the task your tool does.', 'Paid "featured" spots only when the traffic justifies them.'],
    examples: ex('AI tools directories with real audiences', [
      ['There\'s An AI For That', 'theresanaiforthat.com', 'Large catalogue searched by task'],
      ['Futurepedia', 'futurepedia.io', 'AI tools by category with reviews'],
      ['Toolify', 'toolify.ai', 'AI tools ranked by traffic'],
    ]),
    faq: [
      { question: 'Are paid AI directory listings worth it?', answer: 'Sometimes, on the few directories with real traffic. Most paid featured spots elsewhere send little.' },
      { question: 'How do I write an AI tool listing that gets clicked?', answer: 'Lead with the task and the result, such as "turns meeting recordings into action items", not with the model behind it.' },
    ],
  },
  'business-directory-list': {
    intent: 'This search comes from a business owner who wants the directories where customers look up companies, mostly local and general ones.',
    answer: [
      'For a business that serves customers in a place, the list starts with maps and review sites, then national yellow pages and chambers, then industry directories.',
      'Our country pages list the national directories of 60 economies; the maps and review sites below work nearly everywhere.',
    ],
    points: ['Map listings first: they answer "near me" searches.', 'National directories next: see the country lists for yours.', 'Industry directories last, for relevance in your trade.'],
    examples: ex('Business directories that work in most countries', [
      ['Google Business Profile', 'business.google.com', 'The listing behind Google Maps'],
      ['Bing Places for Business', 'bingplaces.com', 'The listing behind Bing Maps'],
      ['Apple Business Connect', 'businessconnect.apple.com', 'The place card in Apple Maps'],
    ]),
    faq: [
      { question: 'Which business directories matter in my country?', answer: 'Our directory lists by country name the national ones we checked for 60 economies, with what each costs.' },
      { question: 'Do I need all my listings to say the same thing?', answer: 'Your name, address and phone number, yes, character for character; the descriptions can differ.' },
    ],
  },
  'web-directory-list': {
    intent: 'A search for a web directory list is usually from someone who remembers human-edited directories and wants to know which still exist and matter.',
    answer: [
      'Classic web directories, the ones organised as a tree of topics, mostly closed after DMOZ shut down in 2017. A few curated ones remain and still review each site by hand.',
      'Today, the closest equivalents are niche directories edited by people who know the field, such as curated lists on GitHub.',
    ],
    points: ['Curated web directories that still edit by hand.', 'Niche lists maintained by practitioners.', 'No link farms posing as directories.'],
    examples: ex('Web directories and their successors', [
      ['Curlie', 'curlie.org', 'The volunteer-edited successor of DMOZ'],
      ['Best of the Web', 'botw.org', 'One of the oldest paid, human-reviewed directories'],
      ['Awesome lists', 'github.com/sindresorhus/awesome', 'Curated lists per topic, edited through pull requests'],
    ]),
    faq: [
      { question: 'Are web directories dead?', answer: 'General web directories mostly are. Curated, topical ones still exist and still pass value.' },
      { question: 'How do I spot a link farm posing as a directory?', answer: 'It accepts anything, has no editorial rules, and its listing pages are not indexed.' },
    ],
  },
  'product-launch-directories': {
    intent: 'This search is from a team preparing a launch that wants every launch platform lined up before the day.',
    answer: [
      'Launch platforms each have their own rhythm: a daily leaderboard, a weekly newsletter, a queue of weeks. Lining them up in advance lets each one peak at a different time.',
      'We prepare the assets, such as screenshots, taglines and first comments, and schedule the submissions around your launch date.',
    ],
    points: ['Assets prepared once: screenshots, tagline, maker comment.', 'Submissions scheduled so queues release around launch week.', 'Follow-up listings after launch keep traffic coming.'],
    examples: ex('Launch platforms and their timing', [
      ['Product Hunt', 'producthunt.com', 'One day on the leaderboard; prepare a week ahead'],
      ['BetaList', 'betalist.com', 'Review queue of weeks; submit early'],
      ['Hacker News (Show HN)', 'news.ycombinator.com/show', 'One post; best with something people can try'],
    ]),
    faq: [
      { question: 'How far ahead should I submit to launch directories?', answer: 'Two to four weeks for directories with review queues; launch-day platforms a few days ahead.' },
      { question: 'Can I launch on Product Hunt more than once?', answer: 'A product can be relaunched after a major update, within Product Hunt\'s rules.' },
    ],
  },
  'directory-submission-service': {
    intent: 'Someone searching for a directory submission service is ready to pay someone else to do the submissions and wants to know what a good service includes.',
    answer: [
      'A good service tells you which directories it uses before you pay, submits by hand, and reports each live listing with its address.',
      'Ask for a sample report. A service that cannot show one usually cannot show you your links either.',
    ],
    points: ['The directory list is shown before you pay.', 'Submission by people, with descriptions adapted to each site.', 'A report with the address of every live listing.'],
    examples: ex('What a submission report should contain', [
      ['Directory', 'producthunt.com', 'Name and address of the directory'],
      ['Status', 'betalist.com', 'Submitted, in review, live or rejected, with the date'],
      ['Listing address', 'alternativeto.net', 'The page where your link is, for you to check'],
    ]),
    faq: [
      { question: 'How long does a directory submission service take?', answer: 'Submissions take days; listings go live over weeks, as each directory reviews at its own pace.' },
      { question: 'What do you need from me?', answer: 'Your website, logo, a screenshot and a few sentences about your product and who it is for.' },
    ],
  },
  'manual-directory-submission': {
    intent: 'A search for manual directory submission is from someone who knows automated blasts fail and wants a person behind every submission.',
    answer: [
      'Manual means a person opens each directory, picks the category, fills the form, solves the captcha and confirms the email. It is slower than a script and much more likely to be accepted.',
      'It also means someone notices when a directory has changed its rules, closed, or started charging.',
    ],
    points: ['A person chooses the category on every directory.', 'Confirmation emails are clicked and followed up by people.', 'Changed or closed directories are noticed and replaced.'],
    examples: ex('Steps only a person handles well', [
      ['Category choice', 'capterra.com', 'Picking the category buyers browse, not the closest word'],
      ['Moderator questions', 'alternativeto.net', 'Answering a moderator who asks what the product replaces'],
      ['Profile claims', 'crunchbase.com', 'Verifying that you represent the company'],
    ]),
    faq: [
      { question: 'Is manual submission worth the extra cost?', answer: 'Yes, because accepted listings are what you pay for. Automated submissions are cheaper per attempt and dearer per live link.' },
      { question: 'Who does the submitting?', answer: 'Our own team, working from your product brief and the checked directory list.' },
    ],
  },
  'bulk-directory-submission': {
    intent: 'This search wants many directory submissions at once, and the searcher is probably wondering whether volume is risky.',
    answer: [
      'Volume itself is not the risk. The risk is volume on irrelevant or spammy sites, and identical descriptions everywhere.',
      'Bulk done well means many relevant directories, varied descriptions, and submissions spread over weeks.',
    ],
    points: ['Hundreds of directories, each checked for relevance.', 'Descriptions varied per directory.', 'Submissions spread over weeks, not dumped in a day.'],
    examples: ex('How a bulk order is spread out', [
      ['Week 1', 'producthunt.com', 'Launch and startup platforms'],
      ['Weeks 2-3', 'g2.com', 'Review and alternatives sites'],
      ['Weeks 3-6', 'crunchbase.com', 'Company databases, niche and regional directories'],
    ]),
    faq: [
      { question: 'Can bulk directory submission get my site penalised?', answer: 'Submissions to relevant, moderated directories do not. Mass posting to link farms can, which is why we do not use them.' },
      { question: 'How many directories is too many?', answer: 'There is no magic number; stop where the directories stop being relevant to your product.' },
    ],
  },
  'backlink-building-service': {
    intent: 'A search for a backlink building service is broader than directories: the searcher wants links of every kind and someone accountable for them.',
    answer: [
      'Directory links are the base. On top of it come links earned by content (posts others cite) and by pages that answer searches (which attract links over time).',
      'Our plans cover all three: directory submissions, SEO blog posts with links, and programmatic pages.',
    ],
    points: ['Directory submissions for a broad, safe base.', 'SEO blog posts, each with five backlinks.', 'Programmatic pages that rank and collect links over time.'],
    examples: ex('The three kinds of link in a plan', [
      ['Directory links', 'producthunt.com', 'Listings on launch, review and niche directories'],
      ['Content links', 'medium.com', 'Posts that cite and link your pages'],
      ['Page links', '/directory-lists', 'Pages that answer searches and get cited'],
    ]),
    faq: [
      { question: 'Do you do guest posts or paid links?', answer: 'We do not buy links. Blog posts we write carry links to you; paid placements on third-party sites are not part of our plans.' },
      { question: 'How do I measure a backlink service?', answer: 'By live links you can open, then by rankings and traffic over the following months.' },
    ],
  },
  'buy-directory-backlinks': {
    intent: 'This searcher intends to pay for directory backlinks and wants to do it without breaking search engine rules.',
    answer: [
      'Paying for a listing\'s review or placement is common and allowed; paying a site to insert a followed link into its content is what search engines forbid.',
      'Our plans buy submission work, not links: the directories publish listings on their own terms.',
    ],
    points: ['You pay for submission work, never for a link on someone\'s page.', 'One-time plans: 60+ or 200+ directories.', 'Every listing reported, so you see exactly what you bought.'],
    examples: ex('Paid, allowed and forbidden', [
      ['Paid review', 'botw.org', 'Allowed: a fee for a human to review your site'],
      ['Sponsored placement', 'g2.com', 'Allowed when marked: paid spots in a category'],
      ['Paid followed link in an article', '', 'Forbidden: a link sold to pass ranking'],
    ]),
    faq: [
      { question: 'Is buying directory backlinks against Google\'s rules?', answer: 'Paying for submission or review is not. Paying for a followed link placed to manipulate ranking is.' },
      { question: 'What exactly am I paying for?', answer: 'The research, writing, submission and follow-up of each directory listing, and the report.' },
    ],
  },
  'done-for-you-backlinks': {
    intent: 'Someone searching for done-for-you backlinks wants to hand the whole job over and only see results.',
    answer: [
      'Done for you means you fill one form and read one report. Everything between, including choosing sites, writing, submitting and chasing, is ours.',
      'You stay in control of what is said about your product: the brief is yours, and you can correct it at any time.',
    ],
    points: ['One product form at the start.', 'No logins, forms or emails for you in between.', 'One report at the end, updated as listings go live.'],
    examples: ex('What happens after you order', [
      ['Day 1', '', 'Your brief is read and the directory list drafted'],
      ['Week 1', 'producthunt.com', 'Submissions start, launch platforms first'],
      ['Weeks 2-6', 'crunchbase.com', 'Listings go live; the report fills in'],
    ]),
    faq: [
      { question: 'Do I need to give you my passwords?', answer: 'No. Listings are created with our submission accounts or verified by email with you, depending on the directory.' },
      { question: 'Can I see progress before the end?', answer: 'Yes, the report is updated as each listing goes live.' },
    ],
  },
  'cheap-quality-backlinks': {
    intent: 'This search wants quality backlinks on a small budget, and suspects that cheap and quality rarely go together.',
    answer: [
      'Cheap links are usually cheap because nobody checks them. Directory submissions are the exception: the work is repeatable, so the price per link can be low while the sites are real.',
      'One-time plans keep the price fixed: there is no monthly retainer for the basics.',
    ],
    points: ['Low cost per link because directory work is repeatable.', 'One-time price, no retainer.', 'Real, moderated directories only, so cheap does not mean spam.'],
    examples: ex('Where cheap backlinks usually come from, and where ours do', [
      ['Link farms', '', 'Cheap and worthless: pages that exist only to hold links'],
      ['Comment spam', '', 'Cheap and nofollow: ignored by search engines'],
      ['Moderated directories', 'alternativeto.net', 'Cheap per link because the work is repeatable'],
    ]),
    faq: [
      { question: 'How much should quality backlinks cost?', answer: 'Editorial links often cost hundreds each; directory links cost a few dollars each in a plan, because they are a different kind of link.' },
      { question: 'Why are your plans one-time?', answer: 'Because a directory submission is done once; a retainer would bill you for work that is finished.' },
    ],
  },
  'directory-submission-for-seo': {
    intent: 'A search for directory submission for SEO asks whether directory links still help rankings, and how to do it without harm.',
    answer: [
      'Directory links help in three ways: they are a first set of links for a new site, they confirm your business details, and relevant ones send visitors who search by category.',
      'They do not replace content or editorial links; they give those a base to build on.',
    ],
    points: ['A first set of links that gets a new site crawled.', 'Consistent details that confirm your business to search engines.', 'Category traffic from people browsing the directory.'],
    examples: ex('One listing, three SEO effects', [
      ['Crawl path', 'crunchbase.com', 'Search engines follow the listing to your new site'],
      ['Entity confirmation', 'business.google.com', 'Your name, site and details confirmed in a trusted place'],
      ['Category visitors', 'g2.com', 'Buyers browsing your category click through'],
    ]),
    faq: [
      { question: 'Is directory submission still good for SEO?', answer: 'For relevant, moderated directories, yes. For mass submission to general directories, not since the early 2010s.' },
      { question: 'How many directory links does a site need?', answer: 'Enough to cover the relevant directories in your field; past that, effort is better spent on content.' },
    ],
  },
  'local-citation-building': {
    intent: 'Local citation building is searched by businesses with a physical location that want to appear in map results.',
    answer: [
      'A citation is a mention of your business name, address and phone number. Search engines compare citations across sites to decide where you are and whether you are real.',
      'The work is mostly consistency: the same details everywhere, and old or wrong listings corrected.',
    ],
    points: ['The same name, address and phone number on every site.', 'Old addresses and numbers found and corrected.', 'National and local directories of your country first.'],
    examples: ex('Citation sources in three countries', [
      ['United States', 'yelp.com', 'Yelp, Yellow Pages, BBB and the major maps'],
      ['United Kingdom', 'yell.com', 'Yell, Thomson Local and the major maps'],
      ['Germany', 'gelbeseiten.de', 'Gelbe Seiten, Das Örtliche and the major maps'],
    ]),
    faq: [
      { question: 'Do citations need a link to count?', answer: 'No. A citation counts as a mention of your details; a link is a bonus.' },
      { question: 'Which citations should I build first?', answer: 'The major maps, then the national directories of your country; our country pages list them for 60 economies.' },
    ],
  },
  'increase-domain-rating': {
    intent: 'Someone searching to increase domain rating tracks Ahrefs\' DR and wants the number to go up.',
    answer: [
      'Domain Rating is Ahrefs\' score of a domain\'s backlink profile, on a logarithmic scale: going from 10 to 20 is much easier than from 50 to 60.',
      'For a young site, links from many different strong domains move it most. Directory listings are an efficient way to add many different domains.',
    ],
    points: ['DR counts linking domains, so many different directories help.', 'Followed links count; nofollow links do not move DR.', 'Expect quick moves at low DR and slow ones later.'],
    examples: ex('What moves DR and what does not', [
      ['New linking domain', 'producthunt.com', 'Moves DR: a followed link from a domain not linking yet'],
      ['Second link, same domain', 'producthunt.com', 'Barely moves DR: the domain is already counted'],
      ['Nofollow link', 'reddit.com', 'Does not move DR, though it may send visitors'],
    ]),
    faq: [
      { question: 'Does a higher DR mean higher rankings?', answer: 'Not directly. DR is Ahrefs\' estimate; rankings depend on relevance and content too.' },
      { question: 'How fast can DR increase?', answer: 'From near zero, a few weeks after new links are crawled; above 40, progress is slow.' },
    ],
  },
  'improve-domain-authority': {
    intent: 'This search is about Moz\'s Domain Authority and how to raise it for a young site.',
    answer: [
      'Domain Authority is Moz\'s prediction of how well a domain will rank, built mostly from its links. It is relative: it moves when other sites\' profiles change too.',
      'For a new site, a base of directory links and a few pages worth linking to are the usual first steps.',
    ],
    points: ['DA comes mostly from links, so build a base of relevant ones.', 'Pages worth citing earn links that DA rewards.', 'Compare DA with competitors rather than chasing a number.'],
    examples: ex('DA and DR side by side', [
      ['Domain Authority', 'moz.com', 'Moz\'s 1-100 ranking prediction'],
      ['Domain Rating', 'ahrefs.com', 'Ahrefs\' 0-100 link profile strength'],
      ['Authority Score', 'semrush.com', 'Semrush\'s combined authority metric'],
    ]),
    faq: [
      { question: 'What is a good Domain Authority?', answer: 'One close to the sites you compete with for the same searches; the absolute number means little.' },
      { question: 'Why did my DA drop without any change?', answer: 'Because DA is relative and Moz updates its model; your links may be unchanged.' },
    ],
  },
  'get-indexed-on-google-fast': {
    intent: 'The searcher has a new site or page that Google has not indexed yet and wants it found sooner.',
    answer: [
      'Google finds new pages through links and sitemaps. A new site with neither may wait weeks; links from pages Google crawls often shorten the wait.',
      'Submit your sitemap in Search Console, request indexing for key pages, and get listed where Google already crawls daily.',
    ],
    points: ['Submit a sitemap in Google Search Console.', 'Request indexing for your most important pages.', 'Get links from pages Google recrawls often, such as launch platforms.'],
    examples: ex('Steps that get pages found', [
      ['Search Console', 'search.google.com/search-console', 'Submit a sitemap and request indexing'],
      ['Launch platform', 'producthunt.com', 'A page Google crawls quickly, linking to you'],
      ['Company profile', 'crunchbase.com', 'A crawled page that names your website'],
    ]),
    faq: [
      { question: 'How long does Google take to index a new site?', answer: 'From days to several weeks; sites with links from crawled pages are usually found sooner.' },
      { question: 'Does requesting indexing guarantee it?', answer: 'No. It asks Google to crawl the page; Google still decides whether to index it.' },
    ],
  },
  'dofollow-directory-backlinks': {
    intent: 'This search narrows directory backlinks to those whose links are followed, for link equity rather than visitors.',
    answer: [
      'Directories choose per link whether to follow it; many follow links from approved listings and nofollow those from free or user-added ones.',
      'We record the attribute of every live link in your report, so you know which of your directory links are followed.',
    ],
    points: ['Each live link\'s attribute is checked and reported.', 'Directories that follow approved listings are prioritised.', 'Nofollow listings are kept when they bring visitors.'],
    examples: ex('How a directory link can be marked', [
      ['Followed', 'botw.org', 'No attribute: passes authority'],
      ['Nofollow or ugc', 'reddit.com', 'Marked as user content: passes little authority'],
      ['Sponsored', 'g2.com', 'Marked as paid placement'],
    ]),
    faq: [
      { question: 'Are most directory links dofollow?', answer: 'It varies by directory and by listing type, which is why we check each live link rather than promising a share.' },
      { question: 'Should I skip nofollow directories?', answer: 'Not if people use them: a nofollow listing on a busy directory can send more customers than a followed one on a quiet site.' },
    ],
  },
  'niche-directory-submission': {
    intent: 'Someone searching for niche directory submission wants directories of their own industry, where both links and visitors are relevant.',
    answer: [
      'Niche directories are smaller and more relevant: a lawyer directory, a design gallery, a podcast index. Their links carry topic relevance general directories cannot.',
      'Finding them takes research per industry; our directory lists by audience and business type show examples for more than 120 fields.',
    ],
    points: ['Directories of your industry before general ones.', 'Visitors who are already looking for what you do.', 'Topic relevance that general directories cannot give.'],
    examples: ex('Niche directories in three fields', [
      ['Law', 'avvo.com', 'Avvo: lawyer profiles and ratings'],
      ['Design', 'dribbble.com', 'Dribbble: designer portfolios clients hire from'],
      ['Podcasts', 'podchaser.com', 'Podchaser: podcast database with credits'],
    ]),
    faq: [
      { question: 'How do I find niche directories for my industry?', answer: 'Search your field with "directory", "find a" or "list of", and check where competitors are listed; our audience pages list examples.' },
      { question: 'Are niche directories better than general ones?', answer: 'For relevance and visitors, usually; general ones still help with coverage.' },
    ],
  },
  'off-page-seo-backlinks': {
    intent: 'This search comes from someone who has optimised their own pages and now wants the off-page part: signals from other sites.',
    answer: [
      'Off-page SEO is everything others say about you: links, mentions, reviews and citations. Links are the largest part, and mentions without links still build recognition.',
      'Directory listings, reviews and content others cite are the off-page work we take on.',
    ],
    points: ['Links from relevant sites.', 'Mentions and citations of your brand and details.', 'Reviews on the platforms your customers read.'],
    examples: ex('Off-page signals and where they come from', [
      ['Links', 'producthunt.com', 'Listings and articles that link to you'],
      ['Mentions', 'news.ycombinator.com', 'Discussions that name your product'],
      ['Reviews', 'trustpilot.com', 'Customer reviews on independent sites'],
    ]),
    faq: [
      { question: 'What is the difference between on-page and off-page SEO?', answer: 'On-page is your own site: content, structure and speed. Off-page is what other sites say about you.' },
      { question: 'Do brand mentions without links help?', answer: 'They help people recognise and search for you, which itself is a signal; they pass no link authority.' },
    ],
  },
  'backlinks-for-new-websites': {
    intent: 'A new website owner searches this to learn which links to get first and how to do it safely.',
    answer: [
      'A new site needs to be found, then trusted. The first links should come from pages search engines crawl often and that describe what the site is.',
      'Company profiles, launch platforms and relevant directories do both, and carry no risk for a young domain.',
    ],
    points: ['First links from pages search engines crawl often.', 'Profiles that describe your business in a trusted place.', 'A steady pace rather than a sudden burst.'],
    examples: ex('First links for a new website', [
      ['Company profile', 'crunchbase.com', 'Describes the company and links the site'],
      ['Launch page', 'producthunt.com', 'Crawled quickly on launch day'],
      ['Business listing', 'business.google.com', 'Confirms the business and its website'],
    ]),
    faq: [
      { question: 'Can a new website get penalised for backlinks?', answer: 'Only for manipulative ones such as bought followed links or link networks; relevant listings are safe from day one.' },
      { question: 'How many backlinks does a new site need?', answer: 'Enough to be found and trusted; a few dozen relevant ones usually cover that.' },
    ],
  },
  'white-hat-backlinks': {
    intent: 'This searcher wants links that follow search engine guidelines to the letter, with no risk to the domain.',
    answer: [
      'White hat means links you could show a search engine without worry: listings you submitted openly, content others chose to cite, partners linking to partners.',
      'Anything paid to pass ranking, exchanged at scale or generated by software is the opposite.',
    ],
    points: ['Listings and profiles submitted openly.', 'Content others choose to cite.', 'Nothing paid to pass ranking, no link schemes.'],
    examples: ex('White hat and black hat, side by side', [
      ['Moderated listing', 'alternativeto.net', 'White hat: submitted and approved openly'],
      ['Partner page', 'zapier.com/apps', 'White hat: an integration partner\'s directory'],
      ['Private blog network', '', 'Black hat: sites built only to pass links'],
    ]),
    faq: [
      { question: 'Are directory submissions white hat?', answer: 'Submissions to relevant, moderated directories are. Mass submission to link farms is not.' },
      { question: 'Where are the rules written down?', answer: 'In Google\'s spam policies, under link spam.' },
    ],
  },
  'seo-backlinks-for-ecommerce': {
    intent: 'An online store owner searches this to find links that lift category and product pages, not only the home page.',
    answer: [
      'Store rankings live on category and product pages. Links to the home page help the domain; links to category pages help the pages that sell.',
      'Shopping directories, review sites and gift guides are the e-commerce sources that can link deeper than the home page.',
    ],
    points: ['Listings that link to category pages, where directories allow it.', 'Store review sites that build trust for first orders.', 'Gift guides and shopping directories that bring buyers.'],
    examples: ex('E-commerce link sources', [
      ['Store reviews', 'trustpilot.com', 'Trustpilot: reviews shoppers read before a first order'],
      ['Shopping app', 'shop.app', 'Shop: Shopify\'s app where shoppers follow stores'],
      ['Wholesale marketplace', 'faire.com', 'Faire: retailers find brands to stock'],
    ]),
    faq: [
      { question: 'Should backlinks point to my home page or product pages?', answer: 'Both; the home page for the brand, category pages for the searches that sell.' },
      { question: 'Do marketplace listings help my store\'s SEO?', answer: 'Marketplace pages rank on their own; they help your site when they link to it.' },
    ],
  },
  'link-building-for-startups': {
    intent: 'A founder searching this wants a link building plan that fits a startup\'s time and budget.',
    answer: [
      'Startups have an advantage: news value. Launches, funding and product milestones are reasons for others to link. The plan is to turn each into links.',
      'Directories give the base in week one; launches, posts and data pages earn links over the months after.',
    ],
    points: ['Week one: directories and profiles for a base.', 'Each milestone, such as a launch or round, becomes a link opportunity.', 'Content that others cite: data, guides, tools.'],
    examples: ex('Link moments in a startup\'s first year', [
      ['Launch', 'producthunt.com', 'Launch platforms and communities'],
      ['Funding', 'crunchbase.com', 'Database updates and the articles that follow'],
      ['Data post', 'news.ycombinator.com', 'Original data others discuss and cite'],
    ]),
    faq: [
      { question: 'When should a startup start link building?', answer: 'At launch; directory links and profiles help the site get found from the first week.' },
      { question: 'Should a startup hire a link building agency?', answer: 'Early on, a one-time directory plan and the founders\' own launch work usually beat a retainer.' },
    ],
  },
  'seo-for-saas-startups': {
    intent: 'This search is from a SaaS founder who wants sign-ups from search and needs to know where to start.',
    answer: [
      'SaaS SEO rests on three kinds of page: comparisons and alternatives, use-case pages and integrations. Buyers search for those words.',
      'Links come from review sites, integration partners and content; directory listings on SaaS review sites do double duty.',
    ],
    points: ['Alternatives and comparison pages for switchers.', 'Use-case and integration pages for specific searches.', 'Listings on SaaS review sites, which rank themselves.'],
    examples: ex('SaaS search intents and pages that answer them', [
      ['"alternative to"', 'alternativeto.net', 'Alternatives pages and listings'],
      ['"best tool for"', 'g2.com', 'Review site categories'],
      ['"integrates with"', 'zapier.com/apps', 'Integration directory pages'],
    ]),
    faq: [
      { question: 'How long does SEO take for a SaaS startup?', answer: 'Months; listings and comparison pages can bring sign-ups earlier than blog posts.' },
      { question: 'Should a SaaS startup blog?', answer: 'Yes, about problems your buyers search for; a blog about company news rarely ranks.' },
    ],
  },
  'launch-your-startup': {
    intent: 'Someone searching this is about to launch and wants a plan for launch week.',
    answer: [
      'A launch week has three jobs: reach early adopters, get the first links and collect feedback. Launch platforms, communities and your own list do all three.',
      'Line up listings beforehand so launch day is spent answering people, not filling forms.',
    ],
    points: ['Before: beta directories and a waiting list.', 'During: launch platforms and communities, one per day.', 'After: listings on review and alternatives sites.'],
    examples: ex('A launch week plan', [
      ['Monday', 'producthunt.com', 'Product Hunt launch with a maker comment'],
      ['Wednesday', 'news.ycombinator.com/show', 'Show HN post with something to try'],
      ['Friday', 'indiehackers.com', 'Launch story on Indie Hackers'],
    ]),
    faq: [
      { question: 'What should be ready before launch?', answer: 'A working product people can try, a landing page, screenshots, a short tagline and time to reply to comments.' },
      { question: 'Is a launch day enough?', answer: 'No. Most sign-ups come from listings and posts that keep working after the day.' },
    ],
  },
  'submit-startup-to-directories': {
    intent: 'This search is from a founder ready to submit their startup and looking for the fastest way through the forms.',
    answer: [
      'The fastest way is to prepare once: a brief with taglines of several lengths, screenshots, a logo and category choices. Then each form takes minutes.',
      'Or hand the brief to us and skip the forms entirely.',
    ],
    points: ['Prepare the brief and assets once.', 'Submit in order of relevance, not alphabet.', 'Track each submission until it is live.'],
    examples: ex('What a submission brief contains', [
      ['Taglines', 'producthunt.com', 'Versions of 60, 100 and 160 characters'],
      ['Images', 'betalist.com', 'Logo, screenshots and a cover image'],
      ['Categories', 'capterra.com', 'The two or three categories buyers browse'],
    ]),
    faq: [
      { question: 'How long does it take to submit to 100 directories by hand?', answer: 'Several working days, plus the follow-up emails over the weeks after.' },
      { question: 'Which directory should I submit to first?', answer: 'The one where your buyers are most likely to look; for most startups, a launch platform.' },
    ],
  },
  'product-hunt-alternatives': {
    intent: 'Founders searching for Product Hunt alternatives want launch audiences beyond one leaderboard, or had a quiet launch there.',
    answer: [
      'Product Hunt is one day. Other launch platforms have their own audiences and rhythms, and together they spread a launch over weeks.',
      'Pick by audience: developers, designers, AI users or indie makers each have their place.',
    ],
    points: ['Platforms with different audiences, not copies of one.', 'Launches spread over weeks.', 'Listings that stay, not only a day on a leaderboard.'],
    examples: ex('Launch platforms other than Product Hunt', [
      ['BetaList', 'betalist.com', 'Early adopters of pre-launch products'],
      ['Hacker News (Show HN)', 'news.ycombinator.com/show', 'Technical audience'],
      ['DevHunt', 'devhunt.org', 'Developer tools'],
      ['Indie Hackers', 'indiehackers.com', 'Bootstrapped founders'],
    ]),
    faq: [
      { question: 'Is Product Hunt still worth it?', answer: 'For consumer and maker tools, often yes; it is one channel among several.' },
      { question: 'Can I launch on several platforms the same week?', answer: 'Yes, but stagger them so you can answer every comment.' },
    ],
  },
  'get-first-users': {
    intent: 'This founder needs the first hundred users and is looking for places where early adopters gather.',
    answer: [
      'First users come from places where people go looking for new things: launch platforms, communities of your audience and directories of your category.',
      'They also come from you: personal messages to people with the problem you solve convert better than any listing.',
    ],
    points: ['Launch platforms where people look for new products.', 'Communities of your audience, joined before you promote.', 'Direct messages to people with the problem.'],
    examples: ex('Where early adopters look', [
      ['BetaList', 'betalist.com', 'People who sign up for betas'],
      ['Product Hunt', 'producthunt.com', 'People who try new products daily'],
      ['Indie Hackers', 'indiehackers.com', 'Founders who try each other\'s tools'],
    ]),
    faq: [
      { question: 'How many users should I expect from a launch platform?', answer: 'It varies widely by product and day; treat each as an experiment and measure sign-ups.' },
      { question: 'Should I pay for first users?', answer: 'Rarely. Early users found through communities give feedback that paid users do not.' },
    ],
  },
  'indie-hacker-marketing': {
    intent: 'An indie hacker searching this wants marketing that runs while they build, on a solo budget.',
    answer: [
      'Indie marketing works in public: build updates, open revenue numbers, launches. The channel that keeps working while you code is search.',
      'Directory listings, posts and pages that rank are the parts we can do for you.',
    ],
    points: ['Building in public for attention.', 'Search for traffic that keeps coming.', 'Listings and pages done for you while you build.'],
    examples: ex('Indie channels and what they give', [
      ['Indie Hackers', 'indiehackers.com', 'Community and product page'],
      ['X (Twitter)', 'x.com', 'Build-in-public updates'],
      ['Product Hunt', 'producthunt.com', 'Launch day attention'],
    ]),
    faq: [
      { question: 'What marketing works best for indie hackers?', answer: 'The channels you can keep up: for many, building in public plus search.' },
      { question: 'Do I need a marketing budget?', answer: 'Not to start; time matters more. A one-time directory plan buys time back.' },
    ],
  },
};
