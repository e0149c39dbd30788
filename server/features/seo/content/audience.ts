import type { ContentBlock, FaqItem, SeoFamilyId } from '../../../../domain/seo/types';
import { platformUrl, type AudienceProfile, type Platform } from '../data/profiles';
import type { PageContent } from './types';
import { listText, lowerFirst } from './text';

/**
 * The six audience families: three per niche (listing, link building, backlinks list) and three per business
 * type (quality backlinks, submission backlinks, free traffic). Each family answers its own question with its own
 * sections; what fills them is the audience's profile (buyers, platforms, tip) and its directory categories.
 */

export type AudienceFamily = Extract<SeoFamilyId, `niche-${string}` | `type-${string}`>;

export interface Audience {
  /** Display name: 'Law Firms'. */
  name: string;
  slug: string;
  /** The audience's own reason to be listed. */
  why: string;
  categories: readonly string[];
  profile: AudienceProfile;
}

const platformNames = (platforms: readonly Platform[]) => listText(platforms.map((p) => p.name));
const lowerList = (items: readonly string[]) => listText(items.map(lowerFirst));

function platformTable(title: string, columns: [string, string], platforms: readonly Platform[]): ContentBlock {
  return {
    id: 'directories',
    title,
    table: { caption: title, columns: ['Directory', columns[1]], rows: platforms.map((p) => ({ name: p.name, url: platformUrl(p.address), cells: [p.note] })) },
  };
}

function categoriesAside(a: Audience): ContentBlock {
  return { id: 'categories', title: `Directory categories that fit ${a.name}`, chips: [...a.categories] };
}

/** Singular and slug forms of the audience name, so "law firm" is masked on the Law Firms page too. */
function entityTerms(a: Audience): string[] {
  const forms = [a.name, a.slug.replace(/-/g, ' ')];
  return [...new Set(forms.flatMap((f) => [f, f.replace(/s$/i, '')]))].filter((f) => f.length > 1);
}

type Builder = (a: Audience) => Pick<PageContent, 'intro' | 'points' | 'aside' | 'blocks' | 'faq'>;

/** How each family opens the site-wide sections: named after the audience's own directories and buyers, not only its name. */
const SECTION_TITLES: Readonly<Record<AudienceFamily, (a: Audience) => PageContent['sectionTitles']>> = {
  'niche-listing': ({ profile: { platforms, buyers } }) => ({
    heroAction: `Get listed on ${platforms[0].name}`,
    pricing: `Plans that start with ${platformNames(platforms.slice(0, 2))}`,
    closing: `Be where ${lowerFirst(buyers[0])} look first`,
  }),
  'niche-link-building': ({ profile: { platforms, buyers } }) => ({
    heroAction: `Start with a link from ${platforms[1].name}`,
    pricing: `Links from ${platforms[0].name}, ${platforms[1].name} and 200+ more`,
    closing: `Be found by ${lowerFirst(buyers[1])}`,
  }),
  'niche-backlinks': ({ profile: { platforms, buyers } }) => ({
    heroAction: `See the list, from ${platforms[0].name}`,
    pricing: `The whole list submitted for you, ${platforms[0].name} to ${platforms.at(-1)!.name}`,
    closing: `Reach ${lowerFirst(buyers[2])} through the list`,
  }),
  'type-quality-backlinks': ({ profile: { platforms, buyers } }) => ({
    heroAction: `Get a link from ${platforms[1].name}`,
    pricing: `Plans for links from ${platformNames(platforms.slice(0, 2))}`,
    closing: `Be trusted by ${lowerFirst(buyers[0])}`,
  }),
  'type-submission-backlinks': ({ profile: { platforms, buyers } }) => ({
    heroAction: `Submit me to ${platforms[0].name}`,
    pricing: `From ${platforms[0].name} to 200+ directories`,
    closing: `Be listed where ${lowerFirst(buyers[1])} search`,
  }),
  'type-free-traffic': ({ profile: { platforms, buyers } }) => ({
    heroAction: `Get visitors from ${platforms[0].name}`,
    pricing: `Traffic from ${platformNames(platforms.slice(0, 2))}, and more`,
    closing: `Turn ${lowerFirst(buyers[0])} into customers`,
  }),
};

const BUILDERS: Readonly<Record<AudienceFamily, Builder>> = {
  'niche-listing': (a) => {
    const { buyers, platforms, tip } = a.profile;
    return {
      intro: [a.why, `A listing puts ${a.name} in front of ${lowerList(buyers)}.`],
      points: platforms.map((p) => `${p.name}: ${p.note}.`),
      aside: categoriesAside(a),
      blocks: [
        { id: 'buyers', title: `Who finds ${a.name} on directories`, bullets: [...buyers] },
        { id: 'tip', title: 'One thing to get right', paragraphs: [tip] },
      ],
      faq: [
        { question: `Which directories suit ${a.name}?`, answer: `Start with ${platformNames(platforms)}, then directories in these categories: ${lowerList(a.categories)}.` },
        { question: `How many directories will you list ${a.name} on?`, answer: `60+ with the Starter package and 200+ with the Publisher package, always starting with ${platformNames(platforms.slice(0, 2))}.` },
        { question: 'Will a directory listing bring customers or only links?', answer: `Both: ${lowerFirst(buyers[0])} find you there, and each listing is also a backlink that helps your own pages rank.` },
      ],
    };
  },
  'niche-link-building': (a) => {
    const { buyers, platforms, tip } = a.profile;
    return {
      intro: [`Links carry more weight for ${a.name} when they come from ${lowerList(a.categories)}.`, 'Each listing on a site your buyers read is a link search engines count as relevant, which generic link lists cannot give.'],
      points: [
        `${platforms[0].name} and ${platforms[1].name} give ${a.name} links from pages that ${lowerFirst(buyers[0])} read.`,
        `Topic match: ${lowerFirst(a.categories[0])} and ${lowerFirst(a.categories[1])} link from pages about the same subject.`,
        tip,
      ],
      aside: categoriesAside(a),
      blocks: [
        platformTable('Link sources we start with', ['Directory', 'Why the link is relevant'], platforms),
        { id: 'readers', title: 'Who reads the pages that link to you', bullets: [...buyers] },
      ],
      faq: [
        { question: `Is directory link building still worth it for ${a.name}?`, answer: `Yes, when the directories are relevant and indexed, such as ${platformNames(platforms.slice(0, 3))}.` },
        { question: `Which link should ${a.name} get first?`, answer: `${platforms[0].name}: ${lowerFirst(platforms[0].note)}.` },
        { question: 'Are directory links safe for SEO?', answer: `Links from moderated directories such as ${platforms.at(-1)!.name} are a normal part of a healthy link profile; link farms are not, and we never use them.` },
      ],
    };
  },
  'niche-backlinks': (a) => {
    const { buyers, platforms, tip } = a.profile;
    return {
      intro: [a.why, `The list starts with the directories ${lowerFirst(buyers[1])} use, then the categories worth covering.`],
      points: [`Relevance: the directory is one of ${lowerList(a.categories.slice(0, 2))}.`, 'Indexing: its listing pages appear in search results.', tip],
      aside: categoriesAside(a),
      blocks: [platformTable(`Directory backlinks list for ${a.name}`, ['Directory', 'What it is'], platforms)],
      faq: [
        { question: `What makes a directory backlink relevant for ${a.name}?`, answer: `Its audience overlaps yours: ${lowerList(buyers)} browse it.` },
        { question: 'Which categories come after these directories?', answer: `Directories in ${lowerList(a.categories)}, checked for indexing before we submit.` },
        { question: 'Which one should be first on the list?', answer: `${platforms[0].name}, because ${lowerFirst(buyers[2])} go there too.` },
      ],
    };
  },
  'type-quality-backlinks': (a) => {
    const { buyers, platforms, tip } = a.profile;
    return {
      intro: [a.why, `Quality for ${a.name} means links from sites ${lowerFirst(buyers[0])} trust, such as ${platforms[0].name}.`],
      points: [
        `One listing on ${platforms[1].name} is worth more to ${a.name} than dozens of general directories.`,
        `Links from ${lowerFirst(a.categories[0])} carry the topic of your business.`,
        tip,
      ],
      aside: categoriesAside(a),
      blocks: [platformTable(`Quality link sources for ${a.name}`, ['Directory', 'Why it counts'], platforms)],
      faq: [
        { question: `What counts as a quality backlink for ${a.name}?`, answer: `A link from an indexed, moderated site your buyers read: ${platformNames(platforms)}.` },
        { question: `How many backlinks do ${a.name} need?`, answer: `Fewer than most think, if they are relevant: a listing on each of ${platformNames(platforms.slice(0, 3))} outweighs hundreds of general links.` },
        { question: 'Will you use private blog networks or paid link farms?', answer: `No. Only real directories, submitted by hand, where ${lowerFirst(buyers[1])} can find you.` },
      ],
    };
  },
  'type-submission-backlinks': (a) => {
    const { buyers, platforms, tip } = a.profile;
    return {
      intro: [a.why, `We submit ${a.name} to ${platformNames(platforms.slice(0, 3))} first, then to ${lowerList(a.categories)}.`],
      points: [`First wave: ${platformNames(platforms.slice(0, 2))}.`, `Second wave: the ${lowerFirst(a.categories.at(-1)!)} and other directories that fit.`, tip],
      aside: categoriesAside(a),
      blocks: [
        {
          id: 'checklist',
          title: `Submission checklist for ${a.name}`,
          steps: [
            `Write the description for ${lowerFirst(buyers[0])}.`,
            `Pick the categories: ${lowerList(a.categories.slice(0, 2))}.`,
            'Prepare a logo, screenshots and a short and a long description.',
            'Track every listing until it is live, then check its link.',
          ],
        },
        platformTable(`Where ${a.name} are submitted first`, ['Directory', 'What a listing there is for'], platforms),
      ],
      faq: [
        { question: `Which directories will you submit ${a.name} to?`, answer: `${platformNames(platforms)} come first, then more ${lowerList(a.categories)}, up to 200+ with the Publisher package.` },
        { question: `What do you need from me to submit ${a.name}?`, answer: `Your website, a logo, a screenshot and a few lines on what you offer ${lowerFirst(buyers[1])}.` },
        { question: 'How do I see the backlinks you built?', answer: `In a report with each directory, from ${platforms[0].name} onwards, its status and the address of the live listing.` },
      ],
    };
  },
  'type-free-traffic': (a) => {
    const { buyers, platforms, tip } = a.profile;
    return {
      intro: [a.why, `Directory visitors for ${a.name} are mostly ${lowerList(buyers)}.`],
      points: platforms.map((p) => `${p.name}: ${p.note}.`),
      aside: categoriesAside(a),
      blocks: [
        { id: 'visitors', title: 'Who clicks through', bullets: [...buyers] },
        { id: 'tip', title: 'Turn listing visitors into customers', paragraphs: [tip] },
      ],
      faq: [
        { question: `How do directories send free traffic to ${a.name}?`, answer: `People browse ${platforms[0].name} and ${platforms[1].name} to find options like yours, and a listing there brings them to your site without an ad budget.` },
        { question: 'How long does directory traffic last?', answer: `As long as the listing stays up; a profile on ${platforms.at(-1)!.name} keeps sending visitors for years.` },
        { question: 'Is the traffic relevant?', answer: `Yes, when the directory fits your audience: visitors from ${lowerList(a.categories.slice(0, 2))} already look for what you offer.` },
      ] satisfies FaqItem[],
    };
  },
};

export function audienceContent(family: AudienceFamily, audience: Audience): PageContent {
  const built = BUILDERS[family](audience);
  const { buyers, platforms } = audience.profile;
  return {
    ...built,
    faqTitle: `Questions about ${audience.name}`,
    sectionTitles: SECTION_TITLES[family](audience),
    exampleCategories: [...audience.profile.productCategories],
    facts: buyers.length + platforms.length + audience.categories.length,
    entityTerms: entityTerms(audience),
  };
}
