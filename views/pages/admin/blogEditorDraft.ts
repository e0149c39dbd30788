import type { BlogPost } from '../../../domain/blog/types';

/** What the blog editor edits: a post's fields as the form holds them. */
export interface PostFields {
  title: string;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  content: string;
  coverImageId: string | null;
  /** The cover's 640 px address, for the preview (not sent to the server). */
  coverPreviewUrl: string | null;
}

export const EMPTY_FIELDS: PostFields = { title: '', slug: '', metaTitle: '', metaDescription: '', content: '', coverImageId: null, coverPreviewUrl: null };

export function fieldsOf(post: BlogPost): PostFields {
  return {
    title: post.title,
    slug: post.slug,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    content: post.content,
    coverImageId: post.coverImageId,
    coverPreviewUrl: post.cover?.cardUrl ?? null,
  };
}

/** The fields the API takes (the preview address stays in the browser). */
export function changesOf({ coverPreviewUrl: _preview, ...fields }: PostFields) {
  return fields;
}

export const sameFields = (a: PostFields, b: PostFields) => JSON.stringify(changesOf(a)) === JSON.stringify(changesOf(b));

/**
 * A copy of the editor's fields in this browser's localStorage, written on every change and removed once the
 * server holds the same: a closed tab, a crash or a lost connection loses nothing. `new` is the post not yet saved.
 */
export interface LocalCopy {
  fields: PostFields;
  savedAt: string;
}

const keyOf = (postId: string | null) => `launchboost:blog-editor:${postId ?? 'new'}`;

export function readLocalCopy(postId: string | null): LocalCopy | null {
  try {
    const raw = window.localStorage.getItem(keyOf(postId));
    const copy = raw ? (JSON.parse(raw) as LocalCopy) : null;
    return copy && typeof copy.fields?.title === 'string' ? { fields: { ...EMPTY_FIELDS, ...copy.fields }, savedAt: copy.savedAt } : null;
  } catch {
    return null;
  }
}

export function writeLocalCopy(postId: string | null, fields: PostFields): void {
  try {
    window.localStorage.setItem(keyOf(postId), JSON.stringify({ fields, savedAt: new Date().toISOString() } satisfies LocalCopy));
  } catch {
    // Storage full or disabled: the server autosave still runs.
  }
}

export function removeLocalCopy(postId: string | null): void {
  try {
    window.localStorage.removeItem(keyOf(postId));
  } catch {
    // Nothing to remove when storage is disabled.
  }
}
