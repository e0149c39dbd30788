import mongoose, { Schema, type Model } from 'mongoose';

/**
 * The durable record of a job, from the moment it is asked for until it completed: written to MongoDB
 * first, then handed to its queue. If Redis is down the record waits for the drainer; if Redis loses the
 * job (a restart without its data), repairOutbox() hands it over again. The record's _id is the job id, so
 * every hand-off is idempotent and every lookup is by primary key (the only lookup FerretDB v1 answers
 * without reading the whole collection). Records hold ids and plain data, never secrets.
 */
export interface OutboxMessage {
  /** The job id. */
  _id: string;
  queue: string;
  /** Same as _id; kept as a field for readers and for records written before _id was the job id. */
  jobId: string;
  data: unknown;
  /** The request that asked for the job: its log lines and the job's carry the same id. */
  requestId: string | null;
  /** Not handed over before this time: set on records written ahead of the write they belong to. */
  holdUntil: Date | null;
  /** When the drainer handed the job over after Redis had refused it (a job handed over at once spends no write on this). */
  enqueuedAt: Date | null;
  /** When the worker finished it (read from outbox_done; the record itself is not updated). */
  completedAt: Date | null;
  /** When it failed for good (a permanent error, or every attempt used). */
  failedAt: Date | null;
  /** For a job with one outside effect (an email): when it happened and its reference (read from outbox_sent). */
  sentAt: Date | null;
  sentRef: string | null;
  /** Hand-offs refused by Redis. */
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const outboxSchema = new Schema<OutboxMessage>(
  {
    _id: { type: String, required: true },
    queue: { type: String, required: true },
    jobId: { type: String, required: true, unique: true },
    data: { type: Schema.Types.Mixed, required: true },
    requestId: { type: String, default: null },
    holdUntil: { type: Date, default: null },
    enqueuedAt: { type: Date, default: null },
    completedAt: { type: Date, default: null },
    failedAt: { type: Date, default: null },
    sentAt: { type: Date, default: null },
    sentRef: { type: String, default: null },
    attempts: { type: Number, default: 0 },
    lastError: { type: String, default: null },
  },
  { timestamps: true, strict: true, minimize: false, versionKey: false },
);
// MongoDB answers the drainer, the repair pass and the pruner from these; FerretDB reads the (pruned, small) collection.
outboxSchema.index({ enqueuedAt: 1, createdAt: 1 });
outboxSchema.index({ completedAt: 1 });

export const OutboxMessageModel: Model<OutboxMessage> =
  (mongoose.models.OutboxMessage as Model<OutboxMessage> | undefined) ?? mongoose.model<OutboxMessage>('OutboxMessage', outboxSchema, 'outbox');

export type OutboxRecord = OutboxMessage;

/** What a job's run needs of its outbox record: who asked for it, and what an earlier attempt already did. */
export type OutboxState = Pick<OutboxRecord, 'requestId' | 'sentAt' | 'sentRef' | 'completedAt'>;

/**
 * A claim on a job's outside effect while it happens (an email being sent): one document per job in flight,
 * its _id the job id, so taking it is one insert the unique _id makes atomic. Removed when the attempt did
 * not send; kept after a send (pruned with the record), so a later attempt that finds it knows to read the
 * sent mark and one that inserts it afresh knows nothing was sent. A claim whose holder died expires at
 * `until`. It lives in MongoDB, not Redis, so that a Redis restart (which also makes the upkeep hand the
 * job over again) cannot let two attempts send the same email.
 */
export interface OutboxClaim {
  _id: string;
  owner: string;
  until: Date;
}

const claimSchema = new Schema<OutboxClaim>({ _id: { type: String, required: true }, owner: { type: String, required: true }, until: { type: Date, required: true } }, { versionKey: false });

export const OutboxClaimModel: Model<OutboxClaim> =
  (mongoose.models.OutboxClaim as Model<OutboxClaim> | undefined) ?? mongoose.model<OutboxClaim>('OutboxClaim', claimSchema, 'outbox_claims');

/**
 * What happened to a job, written once: `outbox_sent` (its email was accepted, `ref` the Message-ID) and
 * `outbox_done` (it completed). Marks are inserts keyed by the job id rather than updates of the outbox
 * record: on FerretDB v1 an insert or a read by _id costs the same at any size, while an update or a delete
 * reads the whole collection, so the path every job takes writes no update at all.
 */
export interface OutboxMark {
  _id: string;
  at: Date;
  ref: string | null;
}

const markSchema = () => new Schema<OutboxMark>({ _id: { type: String, required: true }, at: { type: Date, required: true }, ref: { type: String, default: null } }, { versionKey: false });

export const OutboxSentModel: Model<OutboxMark> = (mongoose.models.OutboxSent as Model<OutboxMark> | undefined) ?? mongoose.model<OutboxMark>('OutboxSent', markSchema(), 'outbox_sent');
export const OutboxDoneModel: Model<OutboxMark> = (mongoose.models.OutboxDone as Model<OutboxMark> | undefined) ?? mongoose.model<OutboxMark>('OutboxDone', markSchema(), 'outbox_done');
