import type { Redis } from 'ioredis';
import { NotAllowed, Unavailable } from '../../../domain/common/errors';
import { FOUNDER_VOTE_MESSAGE } from '../../../domain/launches/votes';
import type { VoteCount } from '../../../domain/launches/types';
import { isDuplicateKey } from '../../core/db/mongo';
import { withRedisLock } from '../../core/redisLock';
import type { Platform } from '../../core/platform';
import type { ProductRecord } from '../directory/model';
import { isFounderOf, type Account } from './founders';
import { VoteModel } from './model';

/**
 * Votes. Each is a document whose `_id` is `${productId}:${accountId}` (the durable record: a second vote is refused
 * by the `_id` index), and each product's voters are a Redis set beside it, whose size is the count: SADD and SREM
 * are atomic, so 30 accounts voting at once count 30, with no read-modify-write (FerretDB v1's `$inc` loses
 * updates under concurrency). The sets are made again from the documents when Redis lost them (its marker is gone).
 */

type VotePlatform = Pick<Platform, 'config' | 'redis' | 'logger'>;

// Per deployment and database, as the directory's snapshot.
const keyPrefix = ({ config }: Pick<Platform, 'config'>) => `${config.QUEUE_PREFIX}:votes:${VoteModel.db.name}`;
const votersKey = (platform: Pick<Platform, 'config'>, productId: string) => `${keyPrefix(platform)}:${productId}`;
const talliedKey = (platform: Pick<Platform, 'config'>) => `${keyPrefix(platform)}:tallied`;

const voteId = (productId: string, accountId: string) => `${productId}:${accountId}`;

/** Makes every product's voters set again from the vote documents, once, under a lock (every process may find the marker gone). */
async function retally(platform: VotePlatform): Promise<void> {
  const { redis, logger } = platform;
  await withRedisLock(redis, `${keyPrefix(platform)}:retally`, { holdMs: 120_000, waitMs: 120_000 }, logger, async () => {
    if (await redis.exists(talliedKey(platform))) return;
    let votes = 0;
    let batch = redis.pipeline();
    for await (const vote of VoteModel.find({}).lean().cursor({ batchSize: 1000 })) {
      batch.sadd(votersKey(platform, vote.productId), vote.accountId);
      if (++votes % 1000 === 0) {
        await batch.exec();
        batch = redis.pipeline();
      }
    }
    await batch.exec();
    await redis.set(talliedKey(platform), String(Date.now()));
    logger.info({ votes }, 'vote counts made again from the vote records');
  });
}

/** Runs Redis commands after a check of the marker, in one round trip; when the marker is gone, the counts are made again and the commands run again. */
async function withTally<T>(platform: VotePlatform, commands: (pipeline: ReturnType<Redis['pipeline']>) => void, read: (replies: unknown[]) => T): Promise<T> {
  const run = async () => {
    const pipeline = platform.redis.pipeline().exists(talliedKey(platform));
    commands(pipeline);
    const replies = (await pipeline.exec()) ?? [];
    for (const [error] of replies) if (error) throw error;
    return replies.map(([, value]) => value);
  };
  let replies = await run();
  if (!replies[0]) {
    await retally(platform);
    replies = await run();
  }
  return read(replies.slice(1));
}

/** The votes of products, by id (hex), in the order asked: one round trip to Redis. */
function readVotes(platform: VotePlatform, productIds: readonly string[]): Promise<number[]> {
  return withTally(
    platform,
    (pipeline) => productIds.forEach((id) => pipeline.scard(votersKey(platform, id))),
    (replies) => replies.map(Number),
  );
}

/** Vote reads asked while one tick runs, per platform, and who waits for which of them. */
interface VoteReads {
  ids: string[];
  waiting: { from: number; count: number; resolve: (votes: number[]) => void; reject: (error: unknown) => void }[];
}
const readsThisTick = new WeakMap<VotePlatform, VoteReads>();

/**
 * The votes of products, by id (hex), in the order asked. The reads asked by the same run of code share one round trip
 * to Redis: a product page's loaders ask for its product's votes and its related products' at once, from two endpoints.
 */
export function votesOf(platform: VotePlatform, productIds: readonly string[]): Promise<number[]> {
  if (!productIds.length) return Promise.resolve([]);
  let reads = readsThisTick.get(platform);
  if (!reads) {
    const started: VoteReads = { ids: [], waiting: [] };
    readsThisTick.set(platform, (reads = started));
    // Once the code running now has finished (nextTick runs before awaited promises resume): the reads it asked are in.
    process.nextTick(() => {
      readsThisTick.delete(platform);
      readVotes(platform, started.ids).then(
        (votes) => started.waiting.forEach(({ from, count, resolve }) => resolve(votes.slice(from, from + count))),
        (error: unknown) => started.waiting.forEach(({ reject }) => reject(error)),
      );
    });
  }
  const batch = reads;
  return new Promise((resolve, reject) => {
    batch.waiting.push({ from: batch.ids.length, count: productIds.length, resolve, reject });
    for (const id of productIds) batch.ids.push(id);
  });
}

/** A product's votes, and whether this account voted. */
export async function voteCount(platform: VotePlatform, productId: string, accountId: string | null): Promise<VoteCount> {
  const key = votersKey(platform, productId);
  return withTally(
    platform,
    (pipeline) => pipeline.scard(key).sismember(key, accountId ?? ''),
    ([votes, voted]) => ({ votes: Number(votes), voted: accountId !== null && Number(voted) === 1 }),
  );
}

/** An account's vote for a listed product: once (a second vote changes nothing), never the founder's. */
export async function vote(platform: VotePlatform, product: Pick<ProductRecord, '_id' | 'email'>, account: Account): Promise<VoteCount> {
  if (await isFounderOf(product, account)) throw new NotAllowed(FOUNDER_VOTE_MESSAGE);
  const productId = product._id.toHexString();
  let recorded = true;
  try {
    await VoteModel.create({ _id: voteId(productId, account.userId), productId, accountId: account.userId, at: new Date() });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    recorded = false;
  }
  try {
    return await withTally(
      platform,
      (pipeline) => pipeline.sadd(votersKey(platform, productId), account.userId).scard(votersKey(platform, productId)),
      ([, votes]) => ({ votes: Number(votes), voted: true }),
    );
  } catch (error) {
    // Not counted: the record goes too, so the vote can be cast again once Redis is back.
    if (recorded) await VoteModel.deleteOne({ _id: voteId(productId, account.userId) }).catch(() => undefined);
    platform.logger.warn({ err: (error as Error).message }, 'vote not counted: redis unavailable');
    throw new Unavailable();
  }
}

/** Takes an account's vote back (nothing happens when there was none). */
export async function unvote(platform: VotePlatform, productId: string, accountId: string): Promise<VoteCount> {
  await VoteModel.deleteOne({ _id: voteId(productId, accountId) });
  return withTally(
    platform,
    (pipeline) => pipeline.srem(votersKey(platform, productId), accountId).scard(votersKey(platform, productId)),
    ([, votes]) => ({ votes: Number(votes), voted: false }),
  ).catch((error: unknown) => {
    platform.logger.warn({ err: (error as Error).message }, 'vote taken back but not counted yet: redis unavailable');
    throw new Unavailable();
  });
}
