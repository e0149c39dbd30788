import { Types } from 'mongoose';
import { NotFound } from '../../../domain/common/errors';
import { PRODUCT_NOT_FOUND } from '../../../domain/directory/messages';
import { dayAfter, isLaunchDay, launchToday, PRODUCTS_OF_THE_DAY } from '../../../domain/launches/days';
import type { FounderLaunch, LaunchCard, LaunchDay, LaunchOverview, ProductLaunch, VoteCount } from '../../../domain/launches/types';
import { cacheTtlMs } from '../../core/cache/cache';
import { keptRecords } from '../../core/cache/keptRecords';
import { perPlatform, type Platform } from '../../core/platform';
import { productById, productByStatusToken } from '../directory/findProduct';
import type { ListedCard } from '../directory/listing';
import type { ProductRecord } from '../directory/model';
import { directoryService } from '../directory/service';
import { bestOf, dayLaunches, relatedTo, type VotedCard } from './board';
import type { Account } from './founders';
import { checkLinkBack, lastLinkBack } from './linkBackCheck';
import { createProductsOfTheDay } from './productsOfTheDay';
import { sendResults } from './notices';
import { unvote, vote, voteCount, votesOf } from './votes';

export const LAUNCH_DAY_NOT_FOUND = 'Launch day not found';

type Days = ReturnType<typeof createProductsOfTheDay>;
const votesOn = (platform: Platform) => (ids: string[]) => votesOf(platform, ids);

/** Cards as the API gives them, with their ranks once their days are won. */
function launchCardsOf(platform: Platform, days: Days) {
  return async (entries: readonly VotedCard[]): Promise<LaunchCard[]> => {
    const listing = await directoryService(platform).listing();
    const ranks = await days.ranksOn(listing, entries.map(({ card }) => card.launchDate), votesOn(platform));
    return entries.map(({ card, votes }) => ({
      slug: card.slug,
      name: card.name,
      headline: card.headline,
      category: card.category,
      logo_url: platform.storage.url(card.logoKey),
      launch_date: card.launchDate,
      votes,
      rank: ranks.get(card.id) ?? null,
    }));
  };
}

/** What a founder's status page shows of the launch, from the private status token. */
function founderLaunchOf(platform: Platform, days: Days) {
  const countVotes = votesOn(platform);
  return async (token: string): Promise<FounderLaunch> => {
    const found = await productByStatusToken(token);
    if (!found) throw new NotFound(PRODUCT_NOT_FOUND);
    const id = found._id.toHexString();
    const listing = await directoryService(platform).listing();
    const [[votes], linkBack, ranks] = await Promise.all([countVotes([id]), lastLinkBack(id), found.launch_date ? days.ranksOn(listing, [found.launch_date], countVotes) : new Map<string, number>()]);
    return {
      slug: found.slug,
      launch_date: found.launch_date ?? null,
      listed: found.status === 'approved',
      votes,
      rank: ranks.get(id) ?? null,
      link_back: linkBack?.state ?? 'unchecked',
      checked_at: linkBack && linkBack.state !== 'unchecked' ? linkBack.checkedAt.toISOString() : null,
    };
  };
}

/**
 * Launches, assembled from their operations: launch days (launchDays.ts), the boards read from the directory's
 * listing (board.ts), votes (votes.ts), products of the day (productsOfTheDay.ts), the link back (linkBackCheck.ts).
 */
export function createLaunchesService(platform: Platform) {
  const directory = directoryService(platform);
  const countVotes = votesOn(platform);
  const days = createProductsOfTheDay(platform, (day, winners) => sendResults(platform, day, winners));
  const launchCards = launchCardsOf(platform, days);
  const founder = founderLaunchOf(platform, days);
  // What a product page shows of its link back (followed or not) changes with an announcement naming the product.
  const linkBackOf = keptRecords({ bus: platform.bus, topic: 'directory', ttlMs: cacheTtlMs(platform.config), max: 2000, read: lastLinkBack });

  async function day(date: string): Promise<LaunchDay> {
    const today = launchToday();
    // Later days are not shown before they come (a launch is news on its day).
    if (!isLaunchDay(date) || date > today) throw new NotFound(LAUNCH_DAY_NOT_FOUND);
    const listing = await directory.listing();
    const launches = await launchCards(await dayLaunches(listing, date, countVotes));
    // A finished day lists its products of the day first, in their order (later votes do not change a decided day).
    launches.sort((a, b) => (a.rank ?? PRODUCTS_OF_THE_DAY + 1) - (b.rank ?? PRODUCTS_OF_THE_DAY + 1));
    return { date, finished: date < today, launches };
  }

  async function overview(): Promise<LaunchOverview> {
    const today = launchToday();
    const listing = await directory.listing();
    const [todays, yesterday, week, month] = await Promise.all([day(today), day(dayAfter(today, -1)), bestOf(listing, 'week', today, countVotes), bestOf(listing, 'month', today, countVotes)]);
    return { today: todays, yesterday, week: await launchCards(week), month: await launchCards(month) };
  }

  /** A listed product's card, or NotFound. */
  async function listedCard(slug: string): Promise<ListedCard> {
    const card = (await directory.listing()).bySlug.get(slug);
    if (!card) throw new NotFound(PRODUCT_NOT_FOUND);
    return card;
  }

  async function product(slug: string): Promise<ProductLaunch> {
    const card = await listedCard(slug);
    const listing = await directory.listing();
    const related = relatedTo(listing, card, launchToday());
    const [votes, linkBack, ranks] = await Promise.all([countVotes([card.id, ...related.map((c) => c.id)]), linkBackOf(card.id), days.ranksOn(listing, [card.launchDate], countVotes)]);
    const relatedCards = await launchCards(related.map((c, i) => ({ card: c, votes: votes[i + 1] })));
    return { launch_date: card.launchDate, votes: votes[0], rank: ranks.get(card.id) ?? null, followed: linkBack?.state === 'followed', related: relatedCards };
  }

  /** The listed product behind a slug, as stored (its founder's email decides who may not vote). */
  async function listedProduct(slug: string): Promise<ProductRecord> {
    const found = await productById(new Types.ObjectId((await listedCard(slug)).id));
    if (found?.status !== 'approved') throw new NotFound(PRODUCT_NOT_FOUND);
    return found;
  }

  return {
    overview,
    day,
    product,
    founder,
    votes: async (slug: string, accountId: string | null): Promise<VoteCount> => voteCount(platform, (await listedCard(slug)).id, accountId),
    vote: async (slug: string, account: Account): Promise<VoteCount> => vote(platform, await listedProduct(slug), account),
    unvote: async (slug: string, account: Account): Promise<VoteCount> => unvote(platform, (await listedCard(slug)).id, account.userId),
    /** The founder asks for a check of the link back now (a listed product only). */
    async checkLinkBackNow(token: string): Promise<FounderLaunch> {
      const found = await productByStatusToken(token);
      if (found?.status !== 'approved') throw new NotFound(PRODUCT_NOT_FOUND);
      await checkLinkBack(platform, found._id.toHexString());
      return founder(token);
    },
    /** A listed product's rank for its badge (null: featured), undefined when it is not listed. */
    async badgeRank(slug: string): Promise<number | null | undefined> {
      const listing = await directory.listing();
      const card = listing.bySlug.get(slug);
      if (!card) return undefined;
      return (await days.ranksOn(listing, [card.launchDate], countVotes)).get(card.id) ?? null;
    },
    /** A finished day's winners, decided now if nobody did yet (the hourly job). */
    decide: async (date: string) => days.winnersOf(await directory.listing(), date, countVotes),
    /** /launches and every day with launches up to today, for the sitemap. */
    async sitemapEntries(): Promise<{ path: string }[]> {
      const today = launchToday();
      const launchDays = new Set<string>();
      for (const card of (await directory.listing()).cards) if (card.launchDate <= today) launchDays.add(card.launchDate);
      return [{ path: '/launches' }, ...[...launchDays].sort().reverse().map((date) => ({ path: `/launches/${date}` }))];
    },
  };
}

/** The launches service of a platform (one per process). */
export const launchesService = perPlatform(createLaunchesService);
