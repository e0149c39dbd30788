import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { blogPostPath, MAX_META_DESCRIPTION_LENGTH, MAX_META_TITLE_LENGTH } from '../../../domain/blog/posts';
import type { BlogPost } from '../../../domain/blog/types';
import { ARTICLE_BODY } from '../blog/BlogParts';
import type { LocalCopy, PostFields } from './blogEditorDraft';
import type { SaveIntent } from './usePostEditor';

// Tiptap is a chunk of its own, fetched when the editor opens: no other page downloads it.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** Search results show about 160 characters of a description. */
const DESCRIPTION_HINT = 160;

const input = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm';
const button = 'rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-50';

type Change = (patch: Partial<PostFields>) => void;

function BodyPlaceholder() {
  return <div className="min-h-72 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-500">Loading the editor…</div>;
}

export function RestoreOffer({ copy, onRestore, onDiscard }: { copy: LocalCopy; onRestore(): void; onDiscard(): void }) {
  return (
    <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <span className="flex-1">This browser kept changes from {new Date(copy.savedAt).toLocaleString('en-US')} that were not saved.</span>
      <button type="button" onClick={onRestore} className={`${button} bg-amber-600 text-white hover:bg-amber-700`}>
        Restore them
      </button>
      <button type="button" onClick={onDiscard} className={`${button} border border-amber-300 text-amber-900 hover:bg-amber-100`}>
        Discard them
      </button>
    </div>
  );
}

/** The heading, the post's status and its save and publish buttons. */
export function EditorHeader({ postId, saved, canSave, onSave }: { postId: string | null; saved: BlogPost | null; canSave: boolean; onSave(intent: SaveIntent): void }) {
  const status = saved?.status ?? 'draft';
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <Link to="/admin/blog" className="text-sm text-slate-500 hover:text-orange-600">
          &larr; All posts
        </Link>
        <h1 id="editor-heading" className="mt-1 text-2xl font-bold text-slate-900">
          {postId ? 'Edit post' : 'New post'}
        </h1>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${status === 'published' ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'}`} data-testid="post-status">
          {status === 'published' ? 'Published' : 'Draft'}
        </span>
        {status === 'published' && saved && (
          <Link to={blogPostPath(saved.slug)} className={`${button} border border-slate-300 text-slate-700 hover:bg-slate-50`}>
            View post
          </Link>
        )}
        <button type="button" disabled={!canSave} onClick={() => onSave('save')} className={`${button} border border-slate-300 text-slate-700 hover:bg-slate-50`}>
          {status === 'published' ? 'Update post' : 'Save draft'}
        </button>
        <button
          type="button"
          disabled={!canSave}
          onClick={() => onSave(status === 'published' ? 'unpublish' : 'publish')}
          className={`${button} ${status === 'published' ? 'border border-slate-300 text-slate-700 hover:bg-slate-50' : 'bg-orange-500 text-white hover:bg-orange-600'}`}
        >
          {status === 'published' ? 'Unpublish' : 'Publish'}
        </button>
      </div>
    </div>
  );
}

interface PostBodyProps {
  fields: PostFields;
  saved: BlogPost | null;
  /** The body's editor is only drawn in the browser (Tiptap renders nothing on the server). */
  mounted: boolean;
  /** Changed to start the body's editor again from the fields (restoring a local copy). */
  editorKey: number;
  change: Change;
  uploadBodyImage(file: File): Promise<string | null>;
}

/** The title, the body's editor and the preview of the last save. */
export function PostBody({ fields, saved, mounted, editorKey, change, uploadBodyImage }: PostBodyProps) {
  return (
    <div className="space-y-4">
      <label className="block text-sm font-medium text-slate-700">
        Title
        <input value={fields.title} onChange={(e) => change({ title: e.target.value })} required maxLength={200} className={`${input} text-lg`} />
      </label>
      <div>
        <span className="block text-sm font-medium text-slate-700" id="body-label">
          Body
        </span>
        <div className="mt-1">
          {mounted ? (
            <Suspense fallback={<BodyPlaceholder />}>
              <RichTextEditor key={editorKey} initialHtml={fields.content} onChange={(content) => change({ content })} uploadImage={uploadBodyImage} />
            </Suspense>
          ) : (
            <BodyPlaceholder />
          )}
        </div>
      </div>
      <section aria-labelledby="preview-heading" className="rounded-xl border border-slate-200 p-5">
        <h2 id="preview-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
          Preview, as readers will see it (sanitised by the server at the last save)
        </h2>
        {saved?.content ? (
          <div className={`mt-2 ${ARTICLE_BODY}`} data-testid="post-preview" dangerouslySetInnerHTML={{ __html: saved.content }} />
        ) : (
          <p className="mt-2 text-sm text-slate-500">The preview appears once the post is saved.</p>
        )}
      </section>
    </div>
  );
}

/** The slug, the meta title and description, and the cover image. */
export function PostSettings({ fields, saved, change, onCover }: { fields: PostFields; saved: BlogPost | null; change: Change; onCover(event: ChangeEvent<HTMLInputElement>): void }) {
  return (
    <>
      <label className="block text-sm font-medium text-slate-700">
        Slug
        <input value={fields.slug} onChange={(e) => change({ slug: e.target.value.toLowerCase() })} placeholder="made from the title" maxLength={120} className={input} />
        {saved && <span className="mt-1 block text-xs text-slate-500">Address: {blogPostPath(saved.slug)}</span>}
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Meta title
        <input value={fields.metaTitle} onChange={(e) => change({ metaTitle: e.target.value })} placeholder="the title" maxLength={MAX_META_TITLE_LENGTH} className={input} />
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Meta description
        <textarea value={fields.metaDescription} onChange={(e) => change({ metaDescription: e.target.value })} rows={4} maxLength={MAX_META_DESCRIPTION_LENGTH} placeholder="the start of the body" className={input} />
        <span className={`mt-1 block text-xs ${fields.metaDescription.length > DESCRIPTION_HINT ? 'text-amber-700' : 'text-slate-500'}`}>
          {fields.metaDescription.length}/{DESCRIPTION_HINT} characters shown in search results
        </span>
      </label>
      <div className="text-sm font-medium text-slate-700">
        <label htmlFor="cover-file">Cover image</label>
        {fields.coverPreviewUrl ? (
          <img src={fields.coverPreviewUrl} alt="Cover preview" className="mt-2 aspect-[16/9] w-full rounded-lg border border-slate-200 object-cover" />
        ) : (
          <p className="mt-1 text-xs font-normal text-slate-500">JPG, PNG or GIF up to 5MB; shown at most 1600 px wide.</p>
        )}
        <div className="mt-2 flex gap-2">
          <input id="cover-file" type="file" accept="image/jpeg,image/png,image/gif" onChange={onCover} className="block w-full text-xs" />
          {fields.coverImageId && (
            <button type="button" onClick={() => change({ coverImageId: null, coverPreviewUrl: null })} className="shrink-0 text-xs font-semibold text-slate-600 underline">
              Remove
            </button>
          )}
        </div>
      </div>
    </>
  );
}

/** Deleting the post, once confirmed. */
export function DeletePost({ title, onDelete }: { title: string; onDelete(): void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="border-t border-slate-200 pt-4">
      {confirming ? (
        <div role="alertdialog" aria-label="Delete this post?" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p>Delete “{title || 'this post'}” for good?</p>
          <div className="mt-2 flex gap-2">
            <button type="button" onClick={onDelete} className={`${button} bg-red-600 text-white hover:bg-red-700`}>
              Yes, delete
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={`${button} text-red-800 hover:bg-red-100`}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button type="button" onClick={() => setConfirming(true)} className="text-sm font-semibold text-red-700 hover:underline">
          Delete post
        </button>
      )}
    </div>
  );
}
