import type { RequestHandler } from 'express';
import multer from 'multer';
import { InvalidInput, NotFound } from '../../../domain/common/errors';
import type { directoryContract } from '../../../domain/directory/contract';
import { PRODUCT_NOT_FOUND, SUBMISSION_NOT_FOUND } from '../../../domain/directory/messages';
import { MAX_IMAGE_BYTES, ONLY_TWO_FILES_MESSAGE, SUBMIT_SUCCESS_MESSAGE, TOO_MANY_SUBMISSIONS_MESSAGE, imageMessages, submissionSchema, type ImageField, type ImageFacts } from '../../../domain/directory/submission';
import type { Implementation } from '../../core/http/endpoints';
import { redisRateLimit } from '../../core/http/rateLimit';
import { sendPublicAnswer, staticJson } from '../../core/http/staticAnswer';
import { perPlatform } from '../../core/platform';
import { productListAnswers, productListKey } from './listAnswers';
import { directoryService } from './service';

const UNREADABLE_FORM = 'The form could not be read; please send it again as multipart/form-data';

// Stands in for a file that was cut off at the size limit, so the text checks still run in the spec's order.
const PLACEHOLDER_IMAGE: ImageFacts = { size: 1, head: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) };
const submissionRules = submissionSchema();

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
      if (!(error instanceof multer.MulterError)) {
        // The client went away mid-upload: nobody is left to answer, and it is no fault of ours.
        if (req.socket.destroyed) {
          req.log?.info({ err: (error as Error).message }, 'upload aborted by the client');
          return;
        }
        // Any other parser complaint (boundary, truncated body, malformed part header...) is a bad request.
        return next(new InvalidInput(`${UNREADABLE_FORM} (${(error as Error).message})`));
      }
      if (error.code === 'LIMIT_FILE_SIZE' && (error.field === 'logo' || error.field === 'screenshot')) {
        // The text checks come first in the spec's order: a text problem is still the answer.
        const withPlaceholders = { ...(req.body ?? {}), logo: PLACEHOLDER_IMAGE, screenshot: PLACEHOLDER_IMAGE };
        const textFailure = submissionRules.safeParse(withPlaceholders);
        const message = textFailure.success ? imageMessages(error.field as ImageField).tooLarge : textFailure.error.issues[0].message;
        return next(new InvalidInput(message, { field: textFailure.success ? error.field : String(textFailure.error.issues[0].path[0]) }));
      }
      if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') return next(new InvalidInput(ONLY_TWO_FILES_MESSAGE));
      next(new InvalidInput(`${UNREADABLE_FORM} (${error.message})`));
    });
}

/** Submissions per IP per hour, counted in Redis before the body is read; refused submissions give their place back. */
export const submissionLimit = perPlatform(({ config, redis }): RequestHandler =>
  redisRateLimit({
    redis,
    // The queue prefix keeps this deployment's (or this test file's) counters apart from others on the same Redis.
    name: `${config.QUEUE_PREFIX}:product-submissions`,
    limit: config.SUBMISSIONS_PER_HOUR,
    windowMs: 3600_000,
    message: TOO_MANY_SUBMISSIONS_MESSAGE,
    countOnlySuccesses: true,
  }),
);

/** /api/products: the public directory list, one product, a submission's status, and submitting. */
export const directoryEndpoints: Implementation<typeof directoryContract> = {
  list: {
    handle: async ({ query }, { platform }) => ({ success: true, data: await directoryService(platform).list(query) }),
    // The list is the same for every caller: its answer is kept as sent, and the fast path serves it before Express next time.
    async http(input, ctx, handle) {
      const answer = await productListAnswers(ctx.platform).getOrLoad(productListKey(input.query), async () => staticJson(await handle(input, ctx)));
      sendPublicAnswer(ctx.http.res, ctx.http.req, answer);
    },
  },
  async status({ params }, { platform }) {
    const status = await directoryService(platform).status(params.token);
    if (!status) throw new NotFound(SUBMISSION_NOT_FOUND);
    return { success: true, data: status };
  },
  async get({ params }, { platform }) {
    const product = await directoryService(platform).get(params.slug);
    if (!product) throw new NotFound(PRODUCT_NOT_FOUND);
    return { success: true, data: product };
  },
  submit: {
    before: (platform) => [submissionLimit(platform), submissionUpload()],
    async handle({ body }, { platform, ip }) {
      await directoryService(platform).submit(body, { ip });
      return { success: true, message: SUBMIT_SUCCESS_MESSAGE };
    },
  },
};
