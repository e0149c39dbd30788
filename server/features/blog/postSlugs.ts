import type { Types } from 'mongoose';
import { slugify } from '../../../domain/common/slugify';
import { MAX_POST_SLUG_LENGTH } from '../../../domain/blog/posts';
import { escapeRegex } from '../../core/db/mongo';
import { PostModel } from './model';

/** The slug made from a title, within the length limit; '' when the title has no letter or digit. */
export function slugFromTitle(title: string): string {
  return slugify(title).slice(0, MAX_POST_SLUG_LENGTH).replace(/-+$/, '');
}

export async function slugTaken(slug: string, exceptId?: Types.ObjectId): Promise<boolean> {
  return (await PostModel.countDocuments(exceptId ? { slug, _id: { $ne: exceptId } } : { slug })) > 0;
}

/** base, else base-2, base-3...: the first slug no post has. */
export async function nextFreeSlug(base: string): Promise<string> {
  const taken = await PostModel.find({ slug: { $regex: `^${escapeRegex(base)}(-[0-9]+)?$` } }, { slug: 1 }).lean<{ slug: string }[]>();
  const used = new Set(taken.map((t) => t.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_POST_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
