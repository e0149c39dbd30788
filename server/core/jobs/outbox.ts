import { randomUUID } from 'node:crypto';
import { batchedInsert } from './batchedInsert';
import { currentRequestId, type Logger } from '../logger';
import { OutboxClaimModel, OutboxDoneModel, OutboxMessageModel, OutboxSentModel, type OutboxMessage, type OutboxRecord, type OutboxState } from './outboxModel';
import type { QueueDefinition, Queues } from './queues';

export { OutboxMessageModel } from './outboxModel';

/**
 * The durable record of a job, from the moment it is asked for until it completed (jobs/outboxModel.ts).
 * The path every job takes only inserts and reads by _id: the record, then (in the worker) the "sent" and
 * "done" marks; a first run reads nothing, as the job's name says the outbox handed it over and for which
 * request (handOverName), and later runs read the record and its marks by _id. Everything else is the upkeep pass (reconcileOutbox), which compares open records with
 * Redis: a job Redis does not have (never handed over, or lost in a restart without its data) is handed
 * over again under the same id, which makes doubles impossible on Redis's side.
 */

/** Completed records are kept this long for inspection, then pruned. */
export const OUTBOX_KEEP_MS = 60 * 60 * 1000;
/** Records that failed for good are kept as long as BullMQ keeps failed jobs. */
export const OUTBOX_KEEP_FAILED_MS = 7 * 24 * 3600 * 1000;
/** Records written ahead of their write wait this long before the upkeep may hand them over anyway. */
export const OUTBOX_HOLD_MS = 60_000;

export interface OutboxEntry<P = unknown> {
  queue: string;
  data: P;
  jobId: string;
}

export type HandOff = 'queued' | 'deferred';

const message = (error: unknown) => (error as Error)?.message ?? String(error);

// The job path's writes are inserts keyed by the job id: concurrent jobs share one insertMany per collection.
// The worker's marks and claims gather for WORKER_GATHER_MS while busy (fewer, larger writes; a job may wait
// that long per write), the record written in a request's path goes as soon as the previous write returned.
const WORKER_GATHER_MS = 40;
const inserts = {
  record: batchedInsert(OutboxMessageModel),
  claim: batchedInsert(OutboxClaimModel, { gatherMs: WORKER_GATHER_MS, asStored: true }),
  sent: batchedInsert(OutboxSentModel, { gatherMs: WORKER_GATHER_MS, asStored: true }),
  done: batchedInsert(OutboxDoneModel, { gatherMs: WORKER_GATHER_MS, asStored: true }),
};

/** Inserts a mark once; a second insert of the same mark is not an error. */
async function mark(kind: 'sent' | 'done', jobId: string, ref: string | null = null): Promise<void> {
  await inserts[kind].insert({ _id: jobId, at: new Date(), ref });
}

/**
 * The record by primary key, with its marks (sent, done); null when there is none. `firstRun`: this job
 * has not started before, so no attempt of it can have left a mark and only the record is read (a job Redis
 * lost and the upkeep handed over again may have sent already: the email's claim, kept after a send, tells).
 */
async function outboxRecord(jobId: string, { firstRun = false } = {}): Promise<OutboxRecord | null> {
  const [row, sent, done] = await Promise.all([
    OutboxMessageModel.findById(jobId).lean<OutboxRecord>().exec(),
    firstRun ? null : OutboxSentModel.findById(jobId).lean().exec(),
    firstRun ? null : OutboxDoneModel.findById(jobId).lean().exec(),
  ]);
  if (!row) return null;
  return { ...row, sentAt: sent?.at ?? row.sentAt ?? null, sentRef: sent?.ref ?? row.sentRef ?? null, completedAt: done?.at ?? row.completedAt ?? null };
}

/**
 * The name of a job the outbox hands over: `outbox`, with the id of the request that asked for it
 * (`outbox:<requestId>`). Its first run then reads no record: the name says there is one and who asked.
 */
const HANDED_OVER = 'outbox';
const handOverName = (requestId: string | null) => (requestId ? `${HANDED_OVER}:${requestId}` : HANDED_OVER);

/** The request behind a job the outbox handed over (named by handOverName); undefined for any other job. */
function handedOverFor(jobName: string): { requestId: string | null } | undefined {
  if (jobName === HANDED_OVER) return { requestId: null };
  return jobName.startsWith(`${HANDED_OVER}:`) ? { requestId: jobName.slice(HANDED_OVER.length + 1) } : undefined;
}

/**
 * A job's outbox state as its run starts; null for a job written outside the outbox. The first run of a job the
 * outbox handed over reads nothing (no attempt can have left a mark, and its name carries the request id); any
 * other run reads the record and its marks by primary key.
 */
export async function outboxStateOf(job: { id: string; name: string; firstRun: boolean }): Promise<OutboxState | null> {
  const handedOver = job.firstRun ? handedOverFor(job.name) : undefined;
  if (handedOver) return { requestId: handedOver.requestId, sentAt: null, sentRef: null, completedAt: null };
  return outboxRecord(job.id, { firstRun: job.firstRun });
}

/** Writes the record unless it exists; returns the stored one when it did. */
async function record(entry: OutboxEntry, holdUntil: Date | null): Promise<OutboxMessage | null> {
  const inserted = await inserts.record.insert({ _id: entry.jobId, jobId: entry.jobId, queue: entry.queue, data: entry.data, requestId: currentRequestId() ?? null, holdUntil });
  // Asked for before (a repeated call, or another request at the same moment): that record stands.
  return inserted ? null : OutboxMessageModel.findById(entry.jobId).lean<OutboxMessage>();
}

/** Gives a recorded job to Redis; when Redis does not take it, the record waits for the upkeep pass. */
async function handOver(queues: Queues, entry: OutboxEntry, logger?: Logger): Promise<HandOff> {
  try {
    await queues.add(entry.queue, entry.data, { jobId: entry.jobId, jobName: handOverName(currentRequestId() ?? null) });
    return 'queued';
  } catch (error) {
    logger?.warn({ err: message(error), queue: entry.queue, jobId: entry.jobId }, 'queue unavailable, job kept in the outbox');
    // Outage path only: the record says why it waits, and a hold (if any) no longer delays it.
    await OutboxMessageModel.updateOne({ _id: entry.jobId }, { $inc: { attempts: 1 }, $set: { holdUntil: null, lastError: message(error) } });
    return 'deferred';
  }
}

/**
 * Durable hand-off to a queue. Returns 'queued' when Redis took the job, 'deferred' when it waits in
 * the outbox. A repeated call with the same job id does nothing new.
 */
export async function enqueueDurably<P>(queues: Queues, definition: Pick<QueueDefinition<P, never>, 'name'>, data: P, jobId: string, logger?: Logger): Promise<HandOff> {
  const entry = { queue: definition.name, data, jobId };
  const existing = await record(entry, null);
  if (existing) return existing.attempts > 0 && !existing.enqueuedAt ? 'deferred' : 'queued';
  return handOver(queues, entry, logger);
}

/**
 * The jobs a write causes, recorded before the write and handed over after it: a saved write always has
 * its jobs (there are no transactions on FerretDB). If the write fails the records are removed; if the
 * process dies in between, the upkeep hands them over after OUTBOX_HOLD_MS and the processors find
 * whatever the write left (a job about a record that was never saved has nothing to do).
 */
export async function enqueueAround<T>(queues: Queues, entries: readonly OutboxEntry[], write: () => Promise<T>, logger?: Logger): Promise<{ result: T; handOffs: HandOff[] }> {
  const holdUntil = new Date(Date.now() + OUTBOX_HOLD_MS);
  const existed = await Promise.all(entries.map((entry) => record(entry, holdUntil)));
  let result: T;
  try {
    result = await write();
  } catch (error) {
    await Promise.allSettled(entries.map((entry, i) => (existed[i] ? undefined : OutboxMessageModel.deleteOne({ _id: entry.jobId }))));
    throw error;
  }
  const handOffs = await Promise.all(
    entries.map((entry) =>
      handOver(queues, entry, logger).catch((error) => {
        // The write stands and its records exist: the upkeep hands them over once the hold ends.
        logger?.error({ err: message(error), jobId: entry.jobId }, 'job recorded but not handed over; the upkeep will');
        return 'deferred' as const;
      }),
    ),
  );
  return { result, handOffs };
}

export interface ReconcileResult {
  /** Open records compared with Redis. */
  checked: number;
  /** Jobs Redis did not have (never handed over, or lost), handed over now. */
  handedOver: number;
  /** Records whose job had finished without the record saying so. */
  settled: number;
}

/** Open records: not done, not failed for good, not held for a write in progress, older than minAgeMs. */
async function openRecords(minAgeMs: number, limit: number): Promise<OutboxMessage[]> {
  const now = Date.now();
  const [rows, done] = await Promise.all([OutboxMessageModel.find({ failedAt: null }).sort({ createdAt: 1 }).lean<OutboxMessage[]>(), OutboxDoneModel.find({}, { _id: 1 }).lean()]);
  const finished = new Set(done.map((d) => d._id));
  return rows
    .filter((row) => !finished.has(row._id) && !row.completedAt && !(row.holdUntil && row.holdUntil.getTime() > now) && row.createdAt.getTime() <= now - minAgeMs)
    .slice(0, limit);
}

/**
 * The upkeep pass (every few seconds in each worker process, and `outbox:drain`): each open record is
 * compared with Redis in one pipelined round trip. Missing → handed over again (same job id); completed or
 * failed in Redis → the record is settled. Stops at the first hand-over Redis refuses.
 */
export async function reconcileOutbox(queues: Queues, logger: Logger, { minAgeMs = 2000, batch = 1000 } = {}): Promise<ReconcileResult> {
  const open = (await openRecords(minAgeMs, batch)).filter((row) => {
    if (queues.has(row.queue)) return true;
    logger.error({ queue: row.queue, jobId: row.jobId }, 'outbox record names an unknown queue; left in place');
    return false;
  });
  if (!open.length) return { checked: 0, handedOver: 0, settled: 0 };
  const states = await queues.jobStates(open.map((row) => ({ queue: row.queue, jobId: row.jobId })));
  let handedOver = 0;
  let settled = 0;
  for (const [i, row] of open.entries()) {
    const state = states[i];
    if (state === 'missing') {
      try {
        await queues.add(row.queue, row.data, { jobId: row.jobId, jobName: handOverName(row.requestId) });
      } catch (error) {
        logger.warn({ err: message(error) }, 'outbox hand-over paused: queue still unavailable');
        break;
      }
      // Only records that waited (or that Redis lost) are written to: the usual path never comes here.
      await OutboxMessageModel.updateOne({ _id: row._id }, { $set: { enqueuedAt: new Date(), holdUntil: null, lastError: null } });
      handedOver++;
    } else if (state === 'completed') {
      await markCompleted(row.jobId);
      settled++;
    } else if (state === 'failed') {
      await markFailed(row.jobId, 'failed in the queue (see queues:failed)');
      settled++;
    }
  }
  if (handedOver) logger.warn({ handedOver }, 'outbox jobs Redis did not have handed over');
  return { checked: open.length, handedOver, settled };
}

/** Hands over every waiting record now (the CLI's outbox:drain): the upkeep pass without the age limit. */
export function drainOutbox(queues: Queues, logger: Logger): Promise<ReconcileResult> {
  return reconcileOutbox(queues, logger, { minAgeMs: 0 });
}

export function markCompleted(jobId: string): Promise<void> {
  return mark('done', jobId);
}

export async function markFailed(jobId: string, reason: string): Promise<void> {
  await OutboxMessageModel.updateOne({ _id: jobId }, { $set: { failedAt: new Date(), lastError: reason.slice(0, 500) } });
}

/** A failed job retried by an operator is open again. */
export async function markRetried(jobId: string): Promise<void> {
  await Promise.all([OutboxMessageModel.updateOne({ _id: jobId }, { $set: { failedAt: null } }), OutboxDoneModel.deleteOne({ _id: jobId })]);
}

/** The job's outside effect as recorded (when and its reference), or null: one read by primary key. */
export async function sentRecord(jobId: string): Promise<{ at: Date; ref: string | null } | null> {
  return OutboxSentModel.findById(jobId).lean();
}

/** Records the job's outside effect (an accepted email) as soon as it happened, so a retry does not repeat it. */
export function recordSent(jobId: string, ref: string): Promise<void> {
  return mark('sent', jobId, ref);
}

export interface EffectClaim {
  /**
   * True when no attempt held this claim before (the insert found nothing): no attempt can have sent, since
   * an attempt that sent keeps its claim. False when a lapsed claim was taken over: read the sent mark.
   */
  readonly fresh: boolean;
  /**
   * Ends the claim. `happened`: the effect took place (or may have), so the claim document stays as a
   * witness until the record is pruned; otherwise it is removed and the next attempt claims afresh.
   */
  release(happened: boolean): Promise<void>;
}

/**
 * Claims the job's outside effect (sending its email) for this attempt. While another attempt holds it
 * (the upkeep handed over a job whose first run is still sending, or a killed worker's claim has not
 * lapsed yet) it waits up to waitMs, then returns null. The claim lasts ttlMs and is renewed while held,
 * so a dead holder's claim lapses within ttlMs.
 */
export async function claimEffect(jobId: string, ttlMs: number, waitMs = 0): Promise<EffectClaim | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const claim = await tryClaim(jobId, ttlMs);
    if (claim || Date.now() >= deadline) return claim;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function tryClaim(jobId: string, ttlMs: number): Promise<EffectClaim | null> {
  const owner = randomUUID();
  const take = () => inserts.claim.insert({ _id: jobId, owner, until: new Date(Date.now() + ttlMs) });
  const fresh = await take();
  if (!fresh) {
    const held = await OutboxClaimModel.findById(jobId).lean();
    if (held && held.until.getTime() > Date.now()) return null;
    // Lapsed: removed only if it is still that same claim, then taken like a new one (one insert wins).
    if (held) await OutboxClaimModel.deleteOne({ _id: jobId, owner: held.owner });
    if (!(await take())) return null;
  }
  const renew = setInterval(() => {
    OutboxClaimModel.updateOne({ _id: jobId, owner }, { $set: { until: new Date(Date.now() + ttlMs) } }).catch(() => undefined);
  }, Math.max(500, Math.floor(ttlMs / 3)));
  renew.unref();
  return {
    fresh,
    async release(happened) {
      clearInterval(renew);
      // Kept: it lapses at `until`, and an attempt that takes it over then reads the sent mark (see fresh).
      if (!happened) await OutboxClaimModel.deleteOne({ _id: jobId, owner });
    },
  };
}

/** Removes records completed longer ago than keepMs (and failed ones after a week), with their marks; returns how many. */
export async function pruneOutbox(keepMs = OUTBOX_KEEP_MS): Promise<number> {
  const now = Date.now();
  const old = (await OutboxDoneModel.find({ at: { $lt: new Date(now - keepMs) } }, { _id: 1 }).lean()).map((d) => d._id);
  let removed = 0;
  for (let i = 0; i < old.length; i += 200) {
    const ids = old.slice(i, i + 200);
    removed += (await OutboxMessageModel.deleteMany({ _id: { $in: ids } })).deletedCount ?? 0;
    await Promise.all([OutboxSentModel.deleteMany({ _id: { $in: ids } }), OutboxDoneModel.deleteMany({ _id: { $in: ids } }), OutboxClaimModel.deleteMany({ _id: { $in: ids } })]);
  }
  const failed = await OutboxMessageModel.deleteMany({ failedAt: { $ne: null, $lt: new Date(now - OUTBOX_KEEP_FAILED_MS) } });
  // Claims kept as witnesses of jobs that later failed for good outlive their records: gone after the same week.
  await OutboxClaimModel.deleteMany({ until: { $lt: new Date(now - OUTBOX_KEEP_FAILED_MS) } });
  // Records of the first format (no completedAt field) were finished once handed over.
  const legacy = await OutboxMessageModel.deleteMany({ completedAt: { $exists: false }, enqueuedAt: { $ne: null, $lt: new Date(now - keepMs) } });
  return removed + (failed.deletedCount ?? 0) + (legacy.deletedCount ?? 0);
}

/** How many of these job ids (all when none given) completed. */
export async function countCompleted(jobIds?: readonly string[]): Promise<number> {
  return OutboxDoneModel.countDocuments(jobIds ? { _id: { $in: jobIds } } : {});
}

export interface OutboxStatus {
  /** Waiting for Redis (a hand-over was refused). */
  waiting: number;
  /** Handed to a queue, not finished yet. */
  queued: number;
  failed: number;
  completed: number;
  /** Age of the oldest record not finished, in seconds (0 when none). */
  oldestOpenSeconds: number;
  /** Per queue: records not finished. */
  openByQueue: Record<string, number>;
}

/** Counts by state, in one pass over the (pruned) collection and its done marks. */
export async function outboxStatus(): Promise<OutboxStatus> {
  const [rows, done] = await Promise.all([
    OutboxMessageModel.find({}, { queue: 1, enqueuedAt: 1, completedAt: 1, failedAt: 1, createdAt: 1, attempts: 1, holdUntil: 1 }).lean<OutboxMessage[]>(),
    OutboxDoneModel.find({}, { _id: 1 }).lean(),
  ]);
  const finished = new Set(done.map((d) => d._id));
  const status: OutboxStatus = { waiting: 0, queued: 0, failed: 0, completed: 0, oldestOpenSeconds: 0, openByQueue: {} };
  const now = Date.now();
  let oldest = Infinity;
  for (const row of rows) {
    const legacyDone = row.completedAt === undefined && row.enqueuedAt;
    if (finished.has(row._id) || row.completedAt || legacyDone) status.completed++;
    else if (row.failedAt) status.failed++;
    else {
      // A record handed over at once is never written to again, so "waiting" is one whose hand-over Redis refused.
      if (row.attempts > 0 && !row.enqueuedAt) status.waiting++;
      else status.queued++;
      status.openByQueue[row.queue] = (status.openByQueue[row.queue] ?? 0) + 1;
      oldest = Math.min(oldest, row.createdAt.getTime());
    }
  }
  if (oldest !== Infinity) status.oldestOpenSeconds = Math.max(0, Math.round((now - oldest) / 1000));
  return status;
}
