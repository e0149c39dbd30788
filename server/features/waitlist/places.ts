import { perPlatform, type Platform } from '../../core/platform';
import { withRedisLock } from '../../core/redisLock';
import { CONFIRMED, WaitlistEntryModel, type WaitlistRecord } from './model';

/**
 * The places of the confirmed subscribers: one Redis sorted set shared by every process, whose rank is the place.
 * Every change is one Lua script, which Redis runs alone, so concurrent confirmations and referrals never give two
 * people one place or skip one (FerretDB has no transactions). Scores are unique integers: a new subscriber gets the
 * highest plus one; moving up N places takes the score of the one N places above and pushes the N in between down
 * by one. MongoDB keeps what the places come from (confirmations and counted referrals, with their times), so a set
 * Redis lost is replayed from it; each referral's move is applied once, by the id of the friend it counted for.
 */

const NOT_BUILT = -1;
const NOT_PLACED = -2;

// KEYS: places, built marker. ARGV: member. The member's rank, placing it last first if it has none.
const PLACE = `
if redis.call('exists', KEYS[2]) == 0 then return ${NOT_BUILT} end
local rank = redis.call('zrank', KEYS[1], ARGV[1])
if rank then return rank end
local last = redis.call('zrevrange', KEYS[1], 0, 0, 'withscores')
local score = 1
if last[2] then score = tonumber(last[2]) + 1 end
redis.call('zadd', KEYS[1], score, ARGV[1])
return redis.call('zrank', KEYS[1], ARGV[1])`;

// KEYS: places, built marker, applied moves. ARGV: member, the move's id, places up. The member's new rank.
const MOVE_UP = `
if redis.call('exists', KEYS[2]) == 0 then return ${NOT_BUILT} end
local rank = redis.call('zrank', KEYS[1], ARGV[1])
if not rank then return ${NOT_PLACED} end
if redis.call('sadd', KEYS[3], ARGV[2]) == 0 then return rank end
local target = math.max(0, rank - tonumber(ARGV[3]))
if target == rank then return rank end
local above = redis.call('zrange', KEYS[1], target, rank - 1, 'withscores')
for i = 1, #above, 2 do redis.call('zincrby', KEYS[1], 1, above[i]) end
redis.call('zadd', KEYS[1], above[2], ARGV[1])
return target`;

/** One confirmation or counted referral, as the replay applies them. */
interface PlaceEvent {
  at: number;
  /** Confirmations before moves at the same moment: a friend is placed before the move it causes. */
  order: 0 | 1;
  entryId: string;
  /** A move: the id of the friend it counted for. */
  moveId?: string;
}

type Replayed = Pick<WaitlistRecord, '_id' | 'createdAt' | 'confirmedAt' | 'referredBy' | 'referralCountedAt'>;

/** The order of the places as the stored confirmations and referrals give it, with the moves applied. */
export function replayPlaces(entries: readonly Replayed[], placesUp: number): { order: string[]; moves: string[] } {
  const events: PlaceEvent[] = [];
  for (const entry of entries) {
    events.push({ at: (entry.confirmedAt ?? entry.createdAt).getTime(), order: 0, entryId: String(entry._id) });
    if (entry.referralCountedAt && entry.referredBy) events.push({ at: entry.referralCountedAt.getTime(), order: 1, entryId: String(entry.referredBy), moveId: String(entry._id) });
  }
  events.sort((a, b) => a.at - b.at || a.order - b.order || a.entryId.localeCompare(b.entryId));
  const order: string[] = [];
  const moves: string[] = [];
  for (const event of events) {
    if (!event.moveId) {
      order.push(event.entryId);
      continue;
    }
    const rank = order.indexOf(event.entryId);
    if (rank < 0) continue;
    moves.push(event.moveId);
    order.splice(rank, 1);
    order.splice(Math.max(0, rank - placesUp), 0, event.entryId);
  }
  return { order, moves };
}

const BATCH = 1000;

function createPlaces(platform: Platform) {
  const { redis, config, logger } = platform;
  const key = `${config.QUEUE_PREFIX}:waitlist:places`;
  const keys = { places: key, built: `${key}:built`, moves: `${key}:moves`, lock: `${key}:lock` };

  /** Writes the replayed places when no process has (a first start, or Redis lost its data). */
  async function build(): Promise<void> {
    await withRedisLock(redis, keys.lock, { holdMs: 60_000, waitMs: 30_000 }, logger, async () => {
      if (await redis.exists(keys.built)) return;
      const entries = await WaitlistEntryModel.find(CONFIRMED, { createdAt: 1, confirmedAt: 1, referredBy: 1, referralCountedAt: 1 }).lean<Replayed[]>();
      const { order, moves } = replayPlaces(entries, config.REFERRAL_BOOST);
      const write = redis.multi().del(keys.places, keys.moves);
      for (let i = 0; i < order.length; i += BATCH) write.zadd(keys.places, ...order.slice(i, i + BATCH).flatMap((id, j) => [i + j + 1, id]));
      for (let i = 0; i < moves.length; i += BATCH) write.sadd(keys.moves, ...moves.slice(i, i + BATCH));
      await write.set(keys.built, '1').exec();
      logger.info({ subscribers: order.length, moves: moves.length }, 'waitlist places built from the database');
    });
  }

  /** Runs a script, building the places first when they are not there. */
  async function run(script: string, scriptKeys: string[], args: (string | number)[]): Promise<number> {
    const call = async () => Number(await redis.eval(script, scriptKeys.length, ...scriptKeys, ...args));
    const result = await call();
    if (result !== NOT_BUILT) return result;
    await build();
    return call();
  }

  /** A confirmed subscriber's place (1 is first), placing them last if they have none yet. */
  const positionOf = async (entryId: string): Promise<number> => (await run(PLACE, [keys.places, keys.built], [entryId])) + 1;

  return {
    positionOf,

    /** The places of several subscribers at once (placing any who have none), in their order. */
    async positionsOf(entryIds: readonly string[]): Promise<number[]> {
      const positions: number[] = [];
      for (const entryId of entryIds) positions.push(await positionOf(entryId));
      return positions;
    },

    /**
     * Every subscriber's position, by entry id (exports, announcements). Confirmed entries not placed yet (written
     * outside the service, such as imports) are placed last first, as a confirmation would.
     */
    async allPositions(confirmedIds: readonly string[]): Promise<Map<string, number>> {
      if (!(await redis.exists(keys.built))) await build();
      const placed = new Set(await redis.zrange(keys.places, 0, -1));
      for (const id of confirmedIds) if (!placed.has(id)) await positionOf(id);
      const members = await redis.zrange(keys.places, 0, -1);
      return new Map(members.map((id, rank) => [id, rank + 1]));
    },

    /** Moves a subscriber `placesUp` places up (never above first) for the referral of `friendId`, once. */
    async moveUp(entryId: string, friendId: string, placesUp: number): Promise<number> {
      const move = () => run(MOVE_UP, [keys.places, keys.built, keys.moves], [entryId, friendId, placesUp]);
      let rank = await move();
      if (rank === NOT_PLACED) {
        await positionOf(entryId);
        rank = await move();
      }
      return rank + 1;
    },

    /** Takes a subscriber who left out of the list: everyone below moves up one. */
    async remove(entryId: string): Promise<void> {
      await redis.zrem(keys.places, entryId);
    },
  };
}

/** The places of a platform's waitlist. */
export const placesOf = perPlatform(createPlaces);
