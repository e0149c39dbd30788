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
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.imul(i, 2654435761) >>> 13) & 0xff;
  const png = await sharp(raw, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  if (png.length <= bytes) throw new Error('noise image came out too small');
  return png;
}
