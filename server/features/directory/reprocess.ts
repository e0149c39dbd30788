import sharp from 'sharp';
import type { Command } from '../command';
import { UsageError } from '../command';
import { processLogo, processScreenshot } from '../uploads/images';
import { ProductModel, type ProductRecord } from './model';
import { imageKeysOf, newImageFolder } from './productImages';
import { directoryService } from './service';

/**
 * `images:reprocess`: makes every product's image files again with today's settings (sizes, formats,
 * quality), from the largest stored variant (the 256 px logo PNG, the 1600 px screenshot WebP). New files go
 * to a new folder, the product points at them, then the old files are removed: a page never shows a missing image.
 */
export const imagesReprocessCommand: Command = {
  name: 'images:reprocess',
  summary: 'Regenerates the image files of every product (or one, --slug) with the current image settings',
  usage: 'images:reprocess [--slug <slug>]',
  options: { slug: { type: 'string' } },
  async run({ values }, ctx) {
    const slug = values.slug as string | undefined;
    if (slug !== undefined && !slug) throw new UsageError('--slug needs a product slug');
    const platform = await ctx.platform({ mongodb: true });
    const { storage } = platform;
    const products = await ProductModel.find(slug ? { slug } : {}, { slug: 1, logo: 1, screenshot: 1 }).lean<Pick<ProductRecord, '_id' | 'slug' | 'logo' | 'screenshot'>[]>();
    if (slug && !products.length) {
      ctx.note(`images:reprocess: no product "${slug}"`);
      return 1;
    }
    const read = async (key: string) => {
      const body = await storage.read(key);
      if (!body) throw new Error(`${key} is missing from ${storage.where}`);
      return body;
    };
    const failures: { slug: string; error: string }[] = [];
    let done = 0;
    const bar = ctx.progress(products.length, 'products');
    for (const product of products) {
      try {
        // Stored screenshots are WebP; the image pipeline takes JPEG, PNG or GIF, so it goes through a lossless PNG.
        const [logo, screenshot] = await Promise.all([read(product.logo.png.key).then(processLogo), read(product.screenshot.webp.key).then((webp) => sharp(webp).png().toBuffer()).then(processScreenshot)]);
        const images = await newImageFolder(storage).store({ logo, screenshot });
        await ProductModel.updateOne({ _id: product._id }, { $set: images });
        await Promise.allSettled(imageKeysOf(product).map((key) => storage.delete(key)));
        done++;
      } catch (error) {
        failures.push({ slug: product.slug, error: (error as Error).message });
      }
      bar.increment();
    }
    bar.stop();
    if (done) await directoryService(platform).announceChange();
    ctx.output({ reprocessed: done, failed: failures }, () => {
      ctx.print(`reprocessed the images of ${done} product(s)`);
      ctx.table(failures, ['slug', 'error']);
    });
    return failures.length ? 1 : 0;
  },
};
