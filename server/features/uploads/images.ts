import sharp, { type Metadata, type Sharp } from 'sharp';

/** Larger inputs are refused before decoding, so a small file cannot unpack into gigabytes (decompression bomb). */
export const MAX_INPUT_PIXELS = 40_000_000;
export const LOGO_SIZE = 256;
export const SCREENSHOT_MAX_WIDTH = 1600;
export const SCREENSHOT_MAX_HEIGHT = 4800;
export const THUMB_WIDTH = 640;

export interface ImageVariant {
  /** File name inside the product's folder, e.g. "logo.webp". */
  name: string;
  body: Buffer;
  contentType: 'image/webp' | 'image/png';
  width: number;
  height: number;
}

/** Why sharp refused an input: not a decodable JPEG/PNG/GIF, or more pixels than we accept. */
export class ImageRejected extends Error {
  constructor(readonly reason: 'invalid' | 'too-many-pixels') {
    super(reason === 'invalid' ? 'not a decodable JPEG, PNG or GIF image' : `more than ${MAX_INPUT_PIXELS} pixels`);
  }
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif']);

/** Decodes the header, checks format and pixel count, and returns a pipeline that auto-orients and drops metadata. */
async function open(input: Buffer): Promise<Sharp> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, animated: false };
  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new ImageRejected('too-many-pixels');
    throw new ImageRejected('invalid');
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new ImageRejected('invalid');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageRejected('too-many-pixels');
  // sharp writes no EXIF, ICC or XMP unless asked (keepMetadata/withMetadata), so outputs carry no camera or GPS data.
  return sharp(input, options).autoOrient();
}

async function render(pipeline: Sharp, name: string, format: 'webp' | 'png'): Promise<ImageVariant> {
  const encoded = format === 'webp' ? pipeline.webp({ quality: 82, effort: 4 }) : pipeline.png({ compressionLevel: 9, palette: false });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { name, body: data, contentType: format === 'webp' ? 'image/webp' : 'image/png', width: info.width, height: info.height };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new ImageRejected('too-many-pixels');
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
