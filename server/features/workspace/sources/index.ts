import type { Config } from '../../../core/config';
import { hackerNewsSource } from './hackerNews';
import { redditSource } from './reddit';
import type { DiscussionSource } from './source';

/** Every source a scan searches, at the configured addresses. */
export function discussionSources(config: Pick<Config, 'REDDIT_BASE_URL' | 'HN_SEARCH_BASE_URL' | 'SOURCE_TIMEOUT_MS'>): DiscussionSource[] {
  const options = { timeoutMs: config.SOURCE_TIMEOUT_MS };
  return [redditSource(config.REDDIT_BASE_URL, options), hackerNewsSource(config.HN_SEARCH_BASE_URL, options)];
}
