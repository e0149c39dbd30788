import type { RequestHandler } from 'express';
import { InvalidInput, NotFound } from '../../../domain/common/errors';
import type { directoryContract } from '../../../domain/directory/contract';
import { PRODUCT_NOT_FOUND, SUBMISSION_NOT_FOUND } from '../../../domain/directory/messages';
import { MAX_IMAGE_BYTES, ONLY_TWO_FILES_MESSAGE, SUBMIT_SUCCESS_MESSAGE, TOO_MANY_SUBMISSIONS_MESSAGE, imageMessages, submissionSchema, type ImageField, type ImageFacts } from '../../../domain/directory/submission';
import type { Implementation } from '../../core/http/endpointHandlers';
import { multipartForm } from '../../core/http/multipart';
import { redisRateLimit } from '../../core/http/rateLimit';
import { sendPublicAnswer, staticJson } from '../../delivery/staticAnswer';
import { perPlatform } from '../../core/platform';
import { productListAnswers, productListKey } from '../../delivery/productListAnswers';
import { directoryService } from './service';

// Stands in for a file that was cut off at the size limit, so the text checks still run in the spec's order.
const PLACEHOLDER_IMAGE: ImageFacts = { size: 1, head: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) };
const submissionRules = submissionSchema();

/** The submission's two images, at most 5 MB each; a limit answers in the form's words, anything unreadable the app's own message. */
function submissionUpload(): RequestHandler {
  return multipartForm({
    limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 20, fieldSize: 64 * 1024, parts: 24, headerPairs: 200 },
    fields: [
      { name: 'logo', maxCount: 1 },
      { name: 'screenshot', maxCount: 1 },
    ],
    explainLimit(error, req) {
      if (error.code === 'LIMIT_FILE_SIZE' && (error.field === 'logo' || error.field === 'screenshot')) {
        // The text checks come first in the spec's order: a text problem is still the answer.
        const withPlaceholders = { ...(req.body ?? {}), logo: PLACEHOLDER_IMAGE, screenshot: PLACEHOLDER_IMAGE };
        const textFailure = submissionRules.safeParse(withPlaceholders);
        const message = textFailure.success ? imageMessages(error.field as ImageField).tooLarge : textFailure.error.issues[0].message;
        return new InvalidInput(message, { field: textFailure.success ? error.field : String(textFailure.error.issues[0].path[0]) });
      }
      if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') return new InvalidInput(ONLY_TWO_FILES_MESSAGE);
      return undefined;
    },
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
