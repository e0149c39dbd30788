import sharp from 'sharp';
import { NotFound } from '../../../domain/common/errors';
import { NO_PRODUCT_IMAGE } from '../../../domain/orders/messages';
import type { ProductImageFile } from '../../../domain/orders/contract';
import type { Platform } from '../../core/platform';
import { findOrder } from './orderRecords';

/** The logo sizes directories' forms ask for (square PNG), largest first. */
export const LOGO_SIZES = [256, 128, 64] as const;
/** Screenshots as most galleries take them: JPEG at most 1270 px wide. */
const SCREENSHOT_WIDTH = 1270;

export const productImageAddress = (orderId: string, file: ProductImageFile) => `/api/admin/orders/${orderId}/images/${file}`;

/** The order's logo or screenshot (its customer's listing's), made in the size asked for. */
export async function productImage(platform: Platform, orderId: string, file: ProductImageFile): Promise<{ contentType: string; bytes: Uint8Array }> {
  const product = (await findOrder(orderId)).product;
  const logo = file.startsWith('logo-');
  const key = logo ? product?.logoKey : product?.screenshotKey;
  const source = key ? await platform.storage.read(key) : null;
  if (!source) throw new NotFound(NO_PRODUCT_IMAGE);
  if (logo) {
    const size = Number(/logo-(\d+)/.exec(file)![1]);
    const bytes = await sharp(source).resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
    return { contentType: 'image/png', bytes };
  }
  const bytes = await sharp(source).resize({ width: SCREENSHOT_WIDTH, withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
  return { contentType: 'image/jpeg', bytes };
}
