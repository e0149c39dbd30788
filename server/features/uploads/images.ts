import sharp, { type Metadata, type Sharp } from 'sharp';

/** Larger inputs are refused before decoding, so a small file cannot unpack into gigabytes (decompression bomb). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Longest side accepted, and the most one side may exceed the other: a 1 × 39,000,000 strip is no picture. */
export const MAX_SIDE = 12_000;
export const MAX_ASPECT_RATIO = 20;
/** sharp gives up on one image after this long (the pool also stops a stuck worker). */
export const IMAGE_TIMEOUT_SECONDS = 30;
export const LOGO_SIZE = 256;
export const SCREENSHOT_MAX_WIDTH = 1600;
export const SCREENSHOT_MAX_HEIGHT = 4800;
export const THUMB_WIDTH = 640;
/** A blog cover: at most 1600 px wide, plus the 640 px card size (the same width as screenshot thumbnails). */
export const COVER_MAX_WIDTH = 1600;
export const COVER_MAX_HEIGHT = 4800;
export const COVER_CARD_WIDTH = 640;

export interface ImageVariant {
  /** File name inside the product's folder, e.g. "logo.webp". */
  name: string;
  body: Buffer;
  contentType: 'image/webp' | 'image/png';
  width: number;
  height: number;
}

export type ImageProblem = 'invalid' | 'too-many-pixels' | 'too-large' | 'bad-shape' | 'too-slow';

const PROBLEMS: Readonly<Record<ImageProblem, string>> = {
  invalid: 'not a decodable JPEG, PNG or GIF image',
  'too-many-pixels': `more than ${MAX_INPUT_PIXELS} pixels`,
  'too-large': `a side longer than ${MAX_SIDE} pixels`,
  'bad-shape': `one side more than ${MAX_ASPECT_RATIO} times the other`,
  'too-slow': `not processed within ${IMAGE_TIMEOUT_SECONDS} seconds`,
};

/** What a person is told when their image is refused, naming the field it came from ('logo', 'cover'...). */
export const IMAGE_REFUSALS: Readonly<Record<ImageProblem, (field: string) => string>> = {
  invalid: (field) => `Please select a valid image file for the ${field} (JPG, PNG, GIF)`,
  'too-many-pixels': (field) => `The ${field} image has too many pixels; please use a smaller image`,
  'too-large': (field) => `The ${field} image is too large; please use one at most ${MAX_SIDE.toLocaleString('en-US')} pixels on each side`,
  'bad-shape': (field) => `The ${field} image is too narrow or too tall; please use one no more than ${MAX_ASPECT_RATIO} times wider than tall, or taller than wide`,
  'too-slow': (field) => `The ${field} image took too long to process; please use a smaller image`,
};

/** Why an input was refused: not a decodable JPEG/PNG/GIF, or a size or shape we do not process. */
export class ImageRejected extends Error {
  constructor(readonly reason: ImageProblem) {
    super(PROBLEMS[reason]);
  }
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif']);

/** Decodes the header, checks format and pixel count, and returns a pipeline that auto-orients and drops metadata. */
async function open(input: Buffer): Promise<Sharp> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, animated: false };
  // The header alone tells the size: shapes no screen shows are refused before any pixel is decoded.
  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new ImageRejected('too-many-pixels');
    throw new ImageRejected('invalid');
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new ImageRejected('invalid');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageRejected('too-many-pixels');
  if (meta.width > MAX_SIDE || meta.height > MAX_SIDE) throw new ImageRejected('too-large');
  if (Math.max(meta.width, meta.height) > MAX_ASPECT_RATIO * Math.min(meta.width, meta.height)) throw new ImageRejected('bad-shape');
  // sharp writes no EXIF, ICC or XMP unless asked (keepMetadata/withMetadata), so outputs carry no camera or GPS data.
  return sharp(input, options).autoOrient().timeout({ seconds: IMAGE_TIMEOUT_SECONDS });
}

async function render(pipeline: Sharp, name: string, format: 'webp' | 'png'): Promise<ImageVariant> {
  const encoded = format === 'webp' ? pipeline.webp({ quality: 82, effort: 4 }) : pipeline.png({ compressionLevel: 9, palette: false });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { name, body: data, contentType: format === 'webp' ? 'image/webp' : 'image/png', width: info.width, height: info.height };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new ImageRejected('too-many-pixels');
    if (/timeout/i.test((error as Error).message)) throw new ImageRejected('too-slow');
    throw new ImageRejected('invalid');
  }
}

/** The logo as a 256×256 square (the whole logo fitted on a transparent background): WebP plus a PNG fallback. */
export async function processLogo(input: Buffer): Promise<ImageVariant[]> {
  const base = (await open(input)).resize(LOGO_SIZE, LOGO_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } });
  return Promise.all([render(base.clone(), 'logo.webp', 'webp'), render(base.clone(), 'logo.png', 'png')]);
}

/** The screenshot as WebP at most 1600 px wide, plus a 640 px wide thumbnail; small images are never enlarged. */
export async function processScreenshot(input: Buffer): Promise<ImageVariant[]> {
  const base = await open(input);
  return Promise.all([
    render(base.clone().resize({ width: SCREENSHOT_MAX_WIDTH, height: SCREENSHOT_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true }), 'screenshot.webp', 'webp'),
    render(base.clone().resize({ width: THUMB_WIDTH, height: THUMB_WIDTH * 3, fit: 'inside', withoutEnlargement: true }), 'screenshot-640.webp', 'webp'),
  ]);
}

/** A blog cover as WebP at most 1600 px wide, plus the 640 px card size; small images are never enlarged. */
export async function processCover(input: Buffer): Promise<ImageVariant[]> {
  const base = await open(input);
  return Promise.all([
    render(base.clone().resize({ width: COVER_MAX_WIDTH, height: COVER_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true }), 'cover.webp', 'webp'),
    render(base.clone().resize({ width: COVER_CARD_WIDTH, height: COVER_CARD_WIDTH * 3, fit: 'inside', withoutEnlargement: true }), 'cover-640.webp', 'webp'),
  ]);
}
