import { createHash } from 'node:crypto';
import type { SocialCardKind } from '../../../domain/site/socialCards';
import { perPlatform, type Platform } from '../../core/platform';
import { blogService } from '../blog/service';
import { directoryService } from '../directory/service';
import { countryPage, generatedPage, keywordPage } from '../seo/service';
import { renderCard, type CardText } from './card';

/** Bumped when the card's look changes, so every card is made again. */
const CARD_DESIGN = 1;

/** What the card of a page says, from the page's own data; null when there is no such public page. */
async function cardText(platform: Platform, kind: SocialCardKind | 'default', slug: string): Promise<CardText | null> {
  const { SITE_NAME: siteName, PUBLIC_URL } = platform.config;
  const site = { siteName, host: new URL(PUBLIC_URL).host };
  switch (kind) {
    case 'default':
      return { ...site, kicker: 'Launch and grow your startup', title: 'Directory submission, SEO blog posts and influencer outreach', subtitle: 'Backlinks and visibility for founders, plus a free startup directory.' };
    case 'page':
    case 'g':
    case 'c': {
      const page = (kind === 'page' ? keywordPage : kind === 'g' ? generatedPage : countryPage)(siteName, slug);
      if (!page) return null;
      return { ...site, kicker: kind === 'c' ? 'Directories by country' : 'Directory submission', title: page.entry.h1, subtitle: page.entry.h2 };
    }
    case 'product': {
      const product = await directoryService(platform).get(slug);
      return product ? { ...site, kicker: 'Startup Directory', title: product.name, subtitle: product.headline } : null;
    }
    case 'blog': {
      const post = await blogService(platform).getBySlug(slug);
      return post ? { ...site, kicker: 'Blog', title: post.title, subtitle: post.metaDescription || undefined } : null;
    }
  }
}

/**
 * Cards are made on first request and kept in the card storage (DATA_DIR/social-cards, or the bucket shared by
 * every process), named by a hash of what they say: an edited title makes a new card, and a card is never made
 * twice. One is made at a time (each costs a few hundred milliseconds of CPU), and requests for the same card
 * share its making.
 */
function createSocialCards(platform: Platform) {
  const { cardStorage, logger } = platform;
  const making = new Map<string, Promise<Buffer>>();
  let queue: Promise<unknown> = Promise.resolve();

  async function make(key: string, text: CardText): Promise<Buffer> {
    const turn = queue.then(async () => {
      const png = await renderCard(text);
      // A card that could not be kept is still shown: the next request makes it again.
      await cardStorage.put(key, png, 'image/png').catch((error: Error) => logger.warn({ err: error.message, key }, 'social card not kept'));
      logger.info({ key }, 'social card made');
      return png;
    });
    queue = turn.catch(() => undefined);
    return turn;
  }

  /** The PNG of a page's card, or null when there is no such page. */
  async function card(kind: SocialCardKind | 'default', slug = ''): Promise<Buffer | null> {
    const text = await cardText(platform, kind, slug);
    if (!text) return null;
    const key = `${createHash('sha256').update(JSON.stringify([CARD_DESIGN, text])).digest('hex').slice(0, 32)}.png`;
    const kept = await cardStorage.read(key);
    if (kept) return kept;
    let pending = making.get(key);
    if (!pending) {
      pending = make(key, text).finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  }

  return { card };
}

export const socialCards = perPlatform(createSocialCards);
