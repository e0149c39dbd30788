import { createHash } from 'node:crypto';
import path from 'node:path';
import { Unavailable } from '../../domain/common/errors';
import { contentTypeOf, localDiskStorage, type FileStorage } from '../../server/core/storage';
import { UsageError, type Command } from '../../server/features/command';

/** Files copied at once: a bucket answers each call in tens of milliseconds, so a few overlap. */
const PARALLEL_COPIES = 8;

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

type Outcome = 'copied' | 'skipped';

/** Copies one file unless the bucket has the same bytes (same size and SHA-256) under its key already. */
async function copyFile(from: FileStorage, to: FileStorage, key: string): Promise<{ outcome: Outcome; bytes: number }> {
  const body = await from.read(key);
  if (!body) throw new Error(`${key} disappeared from ${from.where}`);
  const sum = sha256(body);
  const there = await to.head(key);
  if (there && there.bytes === body.length) {
    // Objects written by another tool carry no checksum of ours: their bytes are compared instead.
    const same = there.sha256 !== null ? there.sha256 === sum : await to.read(key).then((stored) => stored !== null && sha256(stored) === sum);
    if (same) return { outcome: 'skipped', bytes: 0 };
  }
  // The bucket checks the SHA-256 of what it receives (s3Storage.ts) and keeps it with the object.
  await to.put(key, body, contentTypeOf(key));
  return { outcome: 'copied', bytes: body.length };
}

/**
 * `storage:migrate`: moves a local install's files into the bucket of S3_BUCKET: every upload (UPLOADS_DIR) and
 * every link-preview card (DATA_DIR/social-cards). The database keeps storage keys, never addresses, so nothing
 * else changes; a second run copies nothing. The local files are left in place.
 */
export const storageMigrateCommand: Command = {
  name: 'storage:migrate',
  summary: 'Copies every local upload and link-preview card into the S3 bucket (S3_BUCKET), checksum per object; skips what is there already',
  usage: 'storage:migrate',
  async run(_args, ctx) {
    const { config } = ctx;
    if (!config.S3_BUCKET) throw new UsageError('set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as needed) to the bucket to copy into');
    const platform = await ctx.platform({ mongodb: false });
    const moves = [
      { what: 'uploads', from: localDiskStorage(config.UPLOADS_DIR), to: platform.storage },
      { what: 'social cards', from: localDiskStorage(path.join(config.DATA_DIR, 'social-cards')), to: platform.cardStorage },
    ];
    const work: { from: FileStorage; to: FileStorage; key: string }[] = [];
    for (const move of moves) for await (const key of move.from.list()) work.push({ from: move.from, to: move.to, key });

    const counts = { copied: 0, skipped: 0, failed: 0, bytes: 0 };
    const failures: { key: string; error: string }[] = [];
    let bucketDown = false;
    const bar = ctx.progress(work.length, 'files');
    let next = 0;
    const copier = async () => {
      while (next < work.length && !bucketDown) {
        const { from, to, key } = work[next++];
        try {
          const { outcome, bytes } = await copyFile(from, to, key);
          counts[outcome]++;
          counts.bytes += bytes;
        } catch (error) {
          counts.failed++;
          failures.push({ key, error: (error as Error).message });
          // An unreachable bucket fails every file alike: stop at once and say so.
          if (error instanceof Unavailable) bucketDown = true;
        }
        bar.increment();
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_COPIES }, copier));
    bar.stop();

    const local = moves.map((move) => move.from.where).join(' and ');
    const bucket = `bucket ${config.S3_BUCKET}${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ''}`;
    ctx.output({ bucket, files: work.length, ...counts, failures, bucketReachable: !bucketDown }, () => {
      ctx.print(`copied ${counts.copied} file(s) (${(counts.bytes / 1024 / 1024).toFixed(1)} MB) from ${local} into the ${bucket}; ${counts.skipped} already there; ${counts.failed} failed`);
      ctx.table(failures.slice(0, 20), ['key', 'error']);
    });
    if (bucketDown) ctx.note(`storage:migrate: the ${bucket} cannot be reached; stopped after ${counts.copied + counts.skipped + counts.failed} of ${work.length} file(s). Run it again once it answers: what was copied is skipped.`);
    return counts.failed ? 1 : 0;
  },
};
