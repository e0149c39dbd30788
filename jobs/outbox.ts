import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import type { Logger } from '../server/logger';
import { addJob, type JobPayloads, type QueueName, type Queues } from './queues';

const outboxSchema = new Schema(
  {
    queue: { type: String, required: true },
    jobName: { type: String, required: true },
    jobId: { type: String, required: true, unique: true },
    data: { type: Schema.Types.Mixed, required: true },
    enqueuedAt: { type: Date, default: null },
    attempts: { type: Number, default: 0 },
    lastError: { type: String, default: null },
  },
  { timestamps: true, strict: true, minimize: false },
);
outboxSchema.index({ enqueuedAt: 1, createdAt: 1 });

export type OutboxMessage = InferSchemaType<typeof outboxSchema>;
export const OutboxMessageModel = mongoose.models.OutboxMessage ?? mongoose.model('OutboxMessage', outboxSchema, 'outbox');

/**
 * Durable hand-off to a queue: the job is first written to MongoDB, then added to Redis.
 * If Redis is down the record stays pending and drainOutbox() adds it later, so nothing is lost.
 * The jobId makes a retried hand-off harmless.
 */
export async function enqueueDurably<N extends QueueName>(queues: Queues, queue: N, data: JobPayloads[N], jobId: string, logger?: Logger): Promise<'queued' | 'deferred'> {
  const existing = await OutboxMessageModel.findOne({ jobId }).lean();
  if (!existing) await OutboxMessageModel.create({ queue, jobName: queue, jobId, data });
  else if (existing.enqueuedAt) return 'queued';
  try {
    await addJob(queues, queue, data, { jobId });
    await OutboxMessageModel.updateOne({ jobId }, { $set: { enqueuedAt: new Date() } });
    return 'queued';
  } catch (error) {
    logger?.warn({ err: (error as Error).message, queue, jobId }, 'queue unavailable, job kept in the outbox');
    await OutboxMessageModel.updateOne({ jobId }, { $inc: { attempts: 1 }, $set: { lastError: (error as Error).message } });
    return 'deferred';
  }
}

/** Adds every pending outbox record to its queue; returns how many were handed over. */
export async function drainOutbox(queues: Queues, logger: Logger, batch = 100): Promise<number> {
  const pending = await OutboxMessageModel.find({ enqueuedAt: null }).sort({ createdAt: 1 }).limit(batch).lean();
  let moved = 0;
  for (const record of pending) {
    try {
      await addJob(queues, record.queue as QueueName, record.data as never, { jobId: record.jobId });
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
