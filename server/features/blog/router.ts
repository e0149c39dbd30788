import express from 'express';
import { NotFound } from '../../../domain/common/errors';
import type { blogContract } from '../../../domain/blog/contract';
import { POST_NOT_FOUND } from '../../../domain/blog/messages';
import type { EndpointContext, Implementation } from '../../core/http/endpointHandlers';
import { ADMIN_READER, PUBLIC_READER, type Reader } from './postReads';
import { blogService } from './service';

/** Post bodies are HTML and may be long: the writes read JSON up to this size (other API calls stop at 100 kB). */
const blogJson = express.json({ limit: '2mb' });

/** Drafts are for an admin; anyone else (nobody, or a refused token) reads as the public. */
const readerOf = async (ctx: EndpointContext): Promise<Reader> => ((await ctx.identify())?.isAdmin ? ADMIN_READER : PUBLIC_READER);

/** /api/blogposts (spec section 7): lists, one post by id or slug, the latest posts; writes for admins. */
export const blogEndpoints: Implementation<typeof blogContract> = {
  list: async ({ query }, ctx) => blogService(ctx.platform).list(query, await readerOf(ctx)),
  latest: async ({ params, query }, { platform }) => ({ blogposts: await blogService(platform).latest(params.n, query.exclude) }),
  async bySlug({ params }, ctx) {
    const post = await blogService(ctx.platform).getBySlug(params.slug, await readerOf(ctx));
    if (!post) throw new NotFound(POST_NOT_FOUND);
    return post;
  },
  async get({ params }, ctx) {
    const post = await blogService(ctx.platform).get(params.id, await readerOf(ctx));
    if (!post) throw new NotFound(POST_NOT_FOUND);
    return post;
  },
  create: { before: () => [blogJson], handle: ({ body }, { platform }) => blogService(platform).create(body) },
  update: { before: () => [blogJson], handle: ({ params, body }, { platform }) => blogService(platform).update(params.id, body) },
  async remove({ params }, { platform }) {
    await blogService(platform).remove(params.id);
    return { success: true };
  },
};
