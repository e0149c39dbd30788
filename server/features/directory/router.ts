import type { Request, RequestHandler } from 'express';
import { InvalidInput, NotFound, type DomainError } from '../../../domain/common/errors';
import type { directoryContract } from '../../../domain/directory/contract';
import { PRODUCT_NOT_FOUND, SUBMISSION_NOT_FOUND } from '../../../domain/directory/messages';
import { MAX_IMAGE_BYTES, ONLY_TWO_FILES_MESSAGE, SUBMIT_SUCCESS_MESSAGE, TOO_MANY_SUBMISSIONS_MESSAGE, imageMessages, submissionSchema, type ImageField, type ImageFacts } from '../../../domain/directory/submission';
import type { Implementation } from '../../core/http/endpointHandlers';
import { multipartForm } from '../../core/http/multipart';
import type { PageForm } from '../../core/http/pageFormPosts';
import { redisRateLimit } from '../../core/http/rateLimit';
import { sendPublicAnswer, staticJson } from '../../delivery/staticAnswer';
import { perPlatform } from '../../core/platform';
import { productListAnswers, productListKey } from '../../delivery/productListAnswers';
import { directoryService } from './service';

// Stands in for a file that was cut off at the size limit, so the text checks still run in the spec's order.
const PLACEHOLDER_IMAGE: ImageFacts = { size: 1, head: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) };
const submissionRules = submissionSchema();

const imageTooLarge = (field: string) => new InvalidInput(imageMessages(field as ImageField).tooLarge, { field });

/**
 * A product's two images, at most 5 MB each, answered in the submission's words: the one set-up of the submission's
 * form and of the admin's image replacement. `tooLarge` may put another problem of the form first.
 */
export function productImagesForm({ maxFields, tooLarge = imageTooLarge }: { maxFields: number; tooLarge?: (field: string, req: Request) => DomainError }): RequestHandler {
  return multipartForm({ files: { logo: 1, screenshot: 1 }, maxFileBytes: MAX_IMAGE_BYTES, maxFields, tooLarge, wrongFiles: () => new InvalidInput(ONLY_TWO_FILES_MESSAGE) });
}

/** The submission's form: an image over 5 MB is the answer only when the text checks, first in the spec's order, all pass. */
const submissionForm = () =>
  productImagesForm({
    maxFields: 20,
    tooLarge(field, req) {
      const textFailure = submissionRules.safeParse({ ...(req.body ?? {}), logo: PLACEHOLDER_IMAGE, screenshot: PLACEHOLDER_IMAGE });
      return textFailure.success ? imageTooLarge(field) : new InvalidInput(textFailure.error.issues[0].message, { field: String(textFailure.error.issues[0].path[0]) });
    },
  });

/**
 * Submissions per IP per hour, counted in Redis when the request arrives (before the body is read); a submission the
 * server refuses (a validation error) gives its place back, one whose client hangs up does not.
 */
const submissionLimit = perPlatform(({ config, redis, logger }): RequestHandler =>
  redisRateLimit({
    redis,
    logger,
    // The queue prefix keeps this deployment's (or this test file's) counters apart from others on the same Redis.
    name: `${config.QUEUE_PREFIX}:product-submissions`,
    limit: config.SUBMISSIONS_PER_HOUR,
    windowMs: 3600_000,
    message: TOO_MANY_SUBMISSIONS_MESSAGE,
    giveBackRefusals: true,
  }),
);

/** The submit page's form without JavaScript: multipart (it carries the images), under the API's submission limit. */
export const directoryPageForms: readonly PageForm[] = [{ path: '/directories/submit', encodings: ['multipart'], guards: (platform) => [submissionLimit(platform)] }];

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
    before: (platform) => [submissionLimit(platform), submissionForm()],
    async handle({ body }, { platform, ip }) {
      await directoryService(platform).submit(body, { ip });
      return { success: true, message: SUBMIT_SUCCESS_MESSAGE };
    },
  },
};
