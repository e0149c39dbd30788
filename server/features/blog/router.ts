import express, { Router, type Request } from 'express';
import { z } from 'zod';
import { NotFound } from '../../../domain/common/errors';
import { POST_NOT_FOUND } from '../../../domain/blog/messages';
import { blogListQuerySchema, blogPostChangesSchema, MAX_LATEST, newBlogPostSchema } from '../../../domain/blog/posts';
import { validate } from '../../core/http/validate';
import type { Platform } from '../../core/platform';
import { identify } from '../auth/access';
import { ADMIN_READER, blogService, PUBLIC_READER, type Reader } from './service';

/** Post bodies are HTML and may be long: /api/blogposts reads JSON up to this size (other API calls stop at 100 kB). */
export const blogJson = express.json({ limit: '2mb' });

const idParams = z.object({ id: z.string().max(64) });
const list = validate({ query: blogListQuerySchema });
const byId = validate({ params: idParams });
const bySlug = validate({ params: z.object({ slug: z.string().max(200) }) });
const latests = validate({
  params: z.object({ n: z.coerce.number('The number of posts must be a whole number').int('The number of posts must be a whole number').min(1, `Ask for 1 to ${MAX_LATEST} posts`).max(MAX_LATEST, `Ask for 1 to ${MAX_LATEST} posts`) }),
  query: z.object({ exclude: z.string().max(200).optional() }),
});
const create = validate({ body: newBlogPostSchema });
const update = validate({ params: idParams, body: blogPostChangesSchema });

/**
 * The reads are public and never show drafts, except to an admin (the editor reads drafts through the same calls).
 * A missing or refused token is simply a public reader here: the access guard decides who may write.
 */
async function readerOf(platform: Platform, req: Request): Promise<Reader> {
  try {
    return (await identify(platform, req)).viewer.isAdmin ? ADMIN_READER : PUBLIC_READER;
  } catch {
    return PUBLIC_READER;
  }
}

/** /api/blogposts (spec section 7): lists, one post by id or slug, the latest posts; writes for admins (server/features/auth/access.ts). */
export function blogRouter(platform: Platform): Router {
  const blog = blogService(platform);
  const router = Router();

  router.get('/', list, async (req, res) => {
    res.json(await blog.list(list.input(res).query, await readerOf(platform, req)));
  });
  router.get('/:n/latests', latests, async (_req, res) => {
    const { params, query } = latests.input(res);
    res.json({ blogposts: await blog.latest(params.n, query.exclude) });
  });
  router.get('/:slug/slug', bySlug, async (req, res) => {
    const post = await blog.getBySlug(bySlug.input(res).params.slug, await readerOf(platform, req));
    if (!post) throw new NotFound(POST_NOT_FOUND);
    res.json(post);
  });
  router.get('/:id', byId, async (req, res) => {
    const post = await blog.get(byId.input(res).params.id, await readerOf(platform, req));
    if (!post) throw new NotFound(POST_NOT_FOUND);
    res.json(post);
  });
  router.post('/', create, async (_req, res) => {
    res.status(201).json(await blog.create(create.input(res).body));
  });
  router.put('/:id', update, async (_req, res) => {
    const { params, body } = update.input(res);
    res.json(await blog.update(params.id, body));
  });
  router.delete('/:id', byId, async (_req, res) => {
    await blog.remove(byId.input(res).params.id);
    res.json({ success: true });
  });
  return router;
}
