import { setTimeout as wait } from 'node:timers/promises';
import type { LeadSource } from '../../../../domain/workspace/leads';

/** A public post as every source reports it. */
export interface DiscussionPost {
  source: LeadSource;
  /** The source's own id: with the project, the key that keeps a rescan from adding a post twice. */
  sourceId: string;
  url: string;
  title: string;
  body: string;
  author: string | null;
  community: string;
  postedAt: Date;
}

/** A public discussion feed searched for a phrase (Reddit, Hacker News...). */
export interface DiscussionSource {
  readonly name: LeadSource;
  /** Posts matching the phrase, newest first, posted after `since`. */
  search(phrase: string, since: Date): Promise<DiscussionPost[]>;
}

export class SourceUnavailable extends Error {}

export interface JsonClientOptions {
  timeoutMs: number;
  /** Attempts in all when the source answers 429 (Too Many Requests). */
  attempts?: number;
  /** First wait after a 429 without Retry-After; doubles each time. */
  backoffMs?: number;
  /** The longest wait, even when Retry-After asks for more. */
  maxBackoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** GETs JSON with a timeout per attempt, backing off on 429 (Retry-After when given, capped). */
export async function getJson(url: URL, { timeoutMs, attempts = 3, backoffMs = 1000, maxBackoffMs = 30_000, sleep = wait }: JsonClientOptions): Promise<unknown> {
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json', 'User-Agent': 'LaunchBoost lead finder (by /u/launchboost)' } });
    } catch (error) {
      const name = (error as Error).name;
      throw new SourceUnavailable(name === 'TimeoutError' ? `${url.host}: no answer within ${timeoutMs} ms` : `${url.host}: ${(error as Error).message}`);
    }
    if (response.status === 429 && attempt < attempts) {
      await response.body?.cancel().catch(() => undefined);
      const retryAfter = Number(response.headers.get('retry-after'));
      await sleep(Math.min(maxBackoffMs, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : backoffMs * 2 ** (attempt - 1)));
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new SourceUnavailable(`${url.host}: HTTP ${response.status}`);
    }
    try {
      return await response.json();
    } catch {
      throw new SourceUnavailable(`${url.host}: the answer is not JSON`);
    }
  }
}

/** A base URL with a path appended (keeps a base's own path prefix). */
export function endpoint(base: string, path: string, query: Record<string, string>): URL {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}
