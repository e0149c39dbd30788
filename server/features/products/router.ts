import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { checkSubmission, HONEYPOT_FIELD, MAX_IMAGE_BYTES, SUBMIT_SUCCESS_MESSAGE } from '../../../views/pages/directory/submitRules';
import type { AppDeps } from '../../app';
import { BadRequest, NotFound } from '../../http/errors';
import { redisRateLimit } from '../../http/rateLimit';
import { validate, validated } from '../../http/validate';
import { productListQuerySchema, slugParamsSchema, tokenParamsSchema } from './schema';
import { getProduct, listProducts, PRODUCT_NOT_FOUND_MESSAGE, productStorage, submissionStatus, submitProduct } from './service';

export const SUBMISSION_NOT_FOUND_MESSAGE = 'Submission not found';
export const ONLY_TWO_FILES_MESSAGE = 'Only the logo and screenshot files are accepted';
export const TOO_MANY_SUBMISSIONS_MESSAGE = 'Too many submissions from your network. Please try again in an hour.';

const FILE_TOO_LARGE: Record<string, string> = {
  logo: 'Logo file size must not exceed 5MB',
  screenshot: 'Screenshot file size must not exceed 5MB',
};
// Stands in for a file that was cut off at the size limit, so the text checks still run in the spec's order.
const PLACEHOLDER_IMAGE = { size: 1, head: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) };

/** Multipart parsing in memory with a 5 MB ceiling per file; multer's errors become clear 400 answers. */
function submissionUpload(): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 20, fieldSize: 64 * 1024, parts: 24, headerPairs: 200 },
  }).fields([
    { name: 'logo', maxCount: 1 },
    { name: 'screenshot', maxCount: 1 },
  ]);
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      if (!(error instanceof multer.MulterError)) return next(error);
      if (error.code === 'LIMIT_FILE_SIZE' && error.field && FILE_TOO_LARGE[error.field]) {
        const textFailure = checkSubmission(req.body ?? {}, { logo: PLACEHOLDER_IMAGE, screenshot: PLACEHOLDER_IMAGE });
        return next(new BadRequest(textFailure ?? FILE_TOO_LARGE[error.field]));
      }
      if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') return next(new BadRequest(ONLY_TWO_FILES_MESSAGE));
      next(new BadRequest(`The form could not be read: ${error.message}`));
    });
}

/** /api/products: the public directory list, one product, a submission's status, and submitting. */
export function productsRouter(deps: AppDeps): Router {
  const { config, logger, queues, redis } = deps;
  const storage = productStorage(config);
  const router = Router();

  router.get('/', validate('query', productListQuerySchema), async (_req, res) => {
    const data = await listProducts(validated(res, 'query', productListQuerySchema), storage);
    res.json({ success: true, data });
  });

  router.get('/status/:token', validate('params', tokenParamsSchema), async (_req, res) => {
    const status = await submissionStatus(validated(res, 'params', tokenParamsSchema).token);
    if (!status) throw new NotFound(SUBMISSION_NOT_FOUND_MESSAGE);
    res.json({ success: true, data: status });
  });

  router.get('/:slug', validate('params', slugParamsSchema), async (_req, res) => {
    const product = await getProduct(validated(res, 'params', slugParamsSchema).slug, storage);
    if (!product) throw new NotFound(PRODUCT_NOT_FOUND_MESSAGE);
    res.json({ success: true, data: product });
  });

  router.post(
    '/',
    // Counted before the body is read, so refused requests cost no parsing or image work.
    redisRateLimit({
      redis,
      // The queue prefix keeps this deployment's (or this test file's) counters apart from others on the same Redis.
      name: `${config.QUEUE_PREFIX}:product-submissions`,
      limit: config.SUBMISSIONS_PER_HOUR,
      windowMs: 3600_000,
      message: TOO_MANY_SUBMISSIONS_MESSAGE,
    }),
    submissionUpload(),
    async (req, res) => {
      const files = (req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
      const body = (req.body ?? {}) as Record<string, unknown>;
      await submitProduct(
        { config, logger, queues, storage },
        {
          fields: body,
          logo: files.logo?.[0]?.buffer ?? null,
          screenshot: files.screenshot?.[0]?.buffer ?? null,
          honeypot: body[HONEYPOT_FIELD],
          ip: req.ip ?? null,
        },
      );
      res.status(201).json({ success: true, message: SUBMIT_SUCCESS_MESSAGE });
    },
  );

  return router;
}
