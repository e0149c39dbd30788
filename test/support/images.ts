import { randomFillSync } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A real PNG logo with transparency (wider than tall, so the square fit is visible). */
export function pngLogo(width = 320, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 249, g: 115, b: 22, alpha: 0.9 } } })
    .png()
    .toBuffer();
}

/** A real JPEG screenshot, optionally with EXIF (orientation, camera fields) to check it is stripped. */
export function jpegScreenshot(width = 2000, height = 1200, exif = false): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 41, b: 59 } } });
  // Orientation 6: the camera was turned, the pixels must be rotated 90° clockwise to look right.
  const withExif = exif ? image.withMetadata({ orientation: 6 }).withExifMerge({ IFD0: { Make: 'SecretCam', Model: 'GPS-9000' } }) : image;
  return withExif.jpeg({ quality: 80 }).toBuffer();
}

export function gifImage(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 128, b: 255 } } })
    .gif()
    .toBuffer();
}

/** A genuine PNG of random noise that is bigger than `bytes` (noise does not compress). */
export async function noisyPng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 16;
  // Filled natively: a loop in JavaScript over the megabytes took seconds of the suite's CPU.
  const raw = randomFillSync(Buffer.alloc(side * side * 3));
  const png = await sharp(raw, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  if (png.length <= bytes) throw new Error('noise image came out too small');
  return png;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A valid RGB PNG of width × height written directly (sharp takes ~30 s to encode a 1 × 39,000,000 strip;
 * zlib's fastest level does it in half a second). Every row is one colour, so the file stays small (a "pixel bomb", under 1 MB).
 */
export function solidPng(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + width * 3, 0x40);
  row[0] = 0; // filter: none
  // The row repeated by Buffer's own fill: a copy per row was millions of calls for a tall strip.
  const raw = Buffer.alloc(row.length * height, row);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(raw, { level: 1 })), pngChunk('IEND', Buffer.alloc(0))]);
}
