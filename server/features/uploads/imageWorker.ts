import sharp from 'sharp';
import { ImageRejected, processCover, processLogo, processScreenshot, type ImageVariant } from './images';

/**
 * The image process: a child of the web process that decodes and encodes uploads with sharp, one at a
 * time, so a huge or slow image never takes the threads and memory the web process serves pages with.
 * It exits when its parent goes away, and the pool stops it when idle (its memory goes back to the system).
 */
export type ImageJobKind = 'logo' | 'screenshot' | 'cover';
export interface ImageJob {
  id: number;
  kind: ImageJobKind;
  input: Uint8Array;
}
export type ImageAnswer = { id: number; variants: ImageVariant[] } | { id: number; rejected: ImageRejected['reason'] } | { id: number; failed: string };

const PROCESSORS: Record<ImageJobKind, (input: Buffer) => Promise<ImageVariant[]>> = { logo: processLogo, screenshot: processScreenshot, cover: processCover };

export function runImageWorker(): void {
  // One image at a time with two libvips threads, and no operation cache: bounded CPU and memory.
  sharp.concurrency(2);
  sharp.cache(false);
  process.on('disconnect', () => process.exit(0));
  process.on('message', (job: ImageJob) => {
    PROCESSORS[job.kind](Buffer.from(job.input.buffer, job.input.byteOffset, job.input.byteLength))
      .then((variants): ImageAnswer => ({ id: job.id, variants }))
      .catch((error: unknown): ImageAnswer => (error instanceof ImageRejected ? { id: job.id, rejected: error.reason } : { id: job.id, failed: (error as Error).message }))
      .then((answer) => process.send?.(answer));
  });
}

if (require.main === module) runImageWorker();
