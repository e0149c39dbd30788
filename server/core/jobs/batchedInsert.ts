import type { Document, Model } from 'mongoose';

/** Inserts of one collection, gathered while the event loop turns (and while the previous write is out) and written as one insertMany. */
export interface BatchedInsert<T> {
  /** Resolves true when the document was inserted, false when its _id (or another unique key) was there already. */
  insert(doc: Partial<T>): Promise<boolean>;
}

export interface BatchedInsertOptions {
  /**
   * A busy collection writes at most once per gatherMs, so that more inserts share each write (an idle one still
   * writes at once). 0: each write goes as soon as the previous one returned.
   */
  gatherMs?: number;
  /**
   * The documents come in their stored shape (the outbox's marks and claims: no defaults, casts or timestamps to
   * add), so they are written as given instead of built and validated as mongoose documents first (a tenth of a
   * millisecond each, three per email).
   */
  asStored?: boolean;
}

interface Pending<T> {
  /** The document as insertMany would write it: cast, with its defaults and timestamps. */
  doc: Partial<T>;
  resolve(inserted: boolean): void;
  reject(error: unknown): void;
}

const MAX_BATCH = 200;
/** How long a batch waits for the collection's previous write before it is written anyway. */
const MAX_WAIT_MS = 20;
const DUPLICATE_KEY = 11000;
/** mongoose's own options when insertMany turns a document into what it writes (lib/options.js internalToObjectOptions). */
const AS_WRITTEN = { transform: false, virtuals: false, getters: false, depopulate: true, flattenDecimals: false, useProjection: false, versionKey: true, flattenObjectIds: false, flattenUUIDs: false } as const;

/**
 * A document cast and validated, as insertMany would write it: its defaults, its version key (0) and its timestamps
 * set as insertMany sets them. insertMany then takes it as it is (`lean`) instead of building and validating it again.
 */
async function asWritten<T>(model: Model<T>, doc: Partial<T>): Promise<Partial<T>> {
  const document = new model(doc) as Document & { initializeTimestamps?: () => void };
  await document.validate();
  const versionKey = model.schema.get('versionKey');
  if (typeof versionKey === 'string') document.set(versionKey, 0);
  document.initializeTimestamps?.();
  return document.toObject(AS_WRITTEN) as Partial<T>;
}

interface WriteError {
  index: number;
  code?: number;
  err?: { code?: number };
}

interface BulkWriteFailure {
  writeErrors?: WriteError[] | WriteError;
}

/**
 * One insertMany (unordered) for the inserts asked for in the same turn of the event loop; while a write of the
 * collection is out, what is asked for meanwhile goes together in the next, as soon as it returns (a group
 * commit; at most MAX_WAIT_MS behind a write that hangs), or with `gatherMs` no sooner than that after the previous write. On FerretDB v1 an insertMany costs about what one
 * insert costs (about a tenth per document), and the job path is mostly inserts keyed by the job id, so a busy
 * worker spends one round trip where it spent one per job, and an idle one writes at once. Each caller still
 * learns its own outcome: inserted, a duplicate, or the error that stopped its document.
 */
export function batchedInsert<T>(model: Model<T>, { gatherMs = 0, asStored = false }: BatchedInsertOptions = {}): BatchedInsert<T> {
  const queue: Pending<T>[] = [];
  let writing = 0;
  let immediate = false;
  let timer: NodeJS.Timeout | undefined;
  let lastWriteAt = -Infinity;

  function writeNext() {
    clearTimeout(timer);
    timer = undefined;
    immediate = false;
    if (!queue.length) return;
    const batch = queue.splice(0, MAX_BATCH);
    writing++;
    lastWriteAt = Date.now();
    void flush(batch).finally(() => {
      writing--;
      // Whatever gathered during this write goes now (or once gatherMs has passed since it went).
      if (queue.length && !immediate) {
        clearTimeout(timer);
        timer = undefined;
        schedule();
      }
    });
    if (queue.length) schedule();
  }

  function schedule() {
    if (immediate || timer) return;
    const gathering = queue.length >= MAX_BATCH ? 0 : lastWriteAt + gatherMs - Date.now();
    // Behind a slow write (the database stalls or is down), a batch waits MAX_WAIT_MS at most (or while it gathers).
    const wait = writing === 0 ? gathering : Math.max(gathering, MAX_WAIT_MS);
    if (wait <= 0) {
      immediate = true;
      setImmediate(writeNext);
    } else {
      timer = setTimeout(writeNext, wait);
    }
  }

  async function flush(batch: Pending<T>[]) {
    try {
      await model.insertMany(
        batch.map((p) => p.doc),
        { ordered: false, lean: true },
      );
      for (const p of batch) p.resolve(true);
    } catch (error) {
      const failure = error as BulkWriteFailure;
      const writeErrors = failure.writeErrors === undefined ? undefined : Array.isArray(failure.writeErrors) ? failure.writeErrors : [failure.writeErrors];
      if (!writeErrors) {
        for (const p of batch) p.reject(error);
        return;
      }
      // An unordered insertMany writes every document it can: only those named in writeErrors failed.
      const failed = new Map(writeErrors.map((w) => [w.index, w]));
      batch.forEach((p, index) => {
        const writeError = failed.get(index);
        if (!writeError) p.resolve(true);
        else if ((writeError.code ?? writeError.err?.code) === DUPLICATE_KEY) p.resolve(false);
        else p.reject(error);
      });
    }
  }

  return {
    async insert(doc) {
      // Checked here (unless it comes as stored): an unordered insertMany would skip an invalid document without saying so.
      const written = asStored ? doc : await asWritten(model, doc);
      return new Promise<boolean>((resolve, reject) => {
        queue.push({ doc: written, resolve, reject });
        schedule();
      });
    },
  };
}
