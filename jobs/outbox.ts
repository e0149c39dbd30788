import mongoose, { Schema, type Model } from 'mongoose';
import { isDuplicateKey } from '../server/db/mongo';
import type { Logger } from '../server/logger';
import type { QueueDefinition, Queues } from './queues';

/**
 * The durable record of a job: written to MongoDB first, then handed to its queue. If Redis is down the
 * record stays pending and drainOutbox() hands it over later, so nothing is lost. Records hold ids and
 * plain data, never secrets; the job id makes every hand-off idempotent.
 */
export interface OutboxMessage {
  queue: string;
  jobId: string;
  data: unknown;
  /** Set once Redis took the job. */
  enqueuedAt: Date | null;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const outboxSchema = new Schema<OutboxMessage>(
  {
    queue: { type: String, required: true },
    jobId: { type: String, required: true, unique: true },
    data: { type: Schema.Types.Mixed, required: true },
    enqueuedAt: { type: Date, default: null },
    attempts: { type: Number, default: 0 },
    lastError: { type: String, default: null },
  },
  { timestamps: true, strict: true, minimize: false },
);
outboxSchema.index({ enqueuedAt: 1, createdAt: 1 });

export const OutboxMessageModel: Model<OutboxMessage> =
  (mongoose.models.OutboxMessage as Model<OutboxMessage> | undefined) ?? mongoose.model<OutboxMessage>('OutboxMessage', outboxSchema, 'outbox');

/** Records handed to Redis are removed after this long (kept a while for inspection). */
export const OUTBOX_KEEP_MS = 60 * 60 * 1000;

/**
 * Durable hand-off to a queue. Returns 'queued' when Redis took the job, 'deferred' when it waits in
 * the outbox for the drainer. A repeated call with the same job id does nothing new.
 */
export async function enqueueDurably<P>(
  queues: Queues,
  definition: Pick<QueueDefinition<P, never>, 'name'>,
  data: P,
  jobId: string,
  logger?: Logger,
): Promise<'queued' | 'deferred'> {
  const existing = await OutboxMessageModel.findOne({ jobId }).lean();
  if (!existing) {
    try {
      await OutboxMessageModel.create({ queue: definition.name, jobId, data });
    } catch (error) {
      // The same job recorded at the same moment by another request: that record stands.
      if (!isDuplicateKey(error)) throw error;
    }
  } else if (existing.enqueuedAt) return 'queued';
  try {
    await queues.add(definition.name, data, { jobId });
    await OutboxMessageModel.updateOne({ jobId }, { $set: { enqueuedAt: new Date(), lastError: null } });
    return 'queued';
  } catch (error) {
    logger?.warn({ err: (error as Error).message, queue: definition.name, jobId }, 'queue unavailable, job kept in the outbox');
    await OutboxMessageModel.updateOne({ jobId }, { $inc: { attempts: 1 }, $set: { lastError: (error as Error).message } });
    return 'deferred';
  }
}

/** Adds every pending outbox record to its queue; returns how many were handed over. */
export async function drainOutbox(queues: Queues, logger: Logger, batch = 100): Promise<number> {
  const pending = await OutboxMessageModel.find({ enqueuedAt: null }).sort({ createdAt: 1 }).limit(batch).lean();
  let moved = 0;
  for (const record of pending) {
    if (!queues.has(record.queue)) {
      logger.error({ queue: record.queue, jobId: record.jobId }, 'outbox record names an unknown queue; left in place');
      continue;
    }
    try {
      await queues.add(record.queue, record.data, { jobId: record.jobId });
      await OutboxMessageModel.updateOne({ _id: record._id }, { $set: { enqueuedAt: new Date(), lastError: null } });
      moved++;
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'outbox drain paused: queue still unavailable');
      break;
    }
  }
  if (moved) logger.info({ moved }, 'outbox jobs handed to their queues');
  return moved;
}

/** Removes records handed over longer ago than keepMs; returns how many. */
export async function pruneOutbox(keepMs = OUTBOX_KEEP_MS): Promise<number> {
  const result = await OutboxMessageModel.deleteMany({ enqueuedAt: { $ne: null, $lt: new Date(Date.now() - keepMs) } });
  return result.deletedCount ?? 0;
}
