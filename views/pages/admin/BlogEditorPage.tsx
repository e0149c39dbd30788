import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { data, Link, redirect, useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router-dom';
import { IMAGE_REQUIRED, POST_NOT_FOUND } from '../../../domain/blog/messages';
import { blogPostPath, MAX_META_DESCRIPTION_LENGTH, MAX_META_TITLE_LENGTH } from '../../../domain/blog/posts';
import type { BlogPost, UploadedCover } from '../../../domain/blog/types';
import type { RouteHandle } from '../../head';
import { siteApiOf, ServiceRefusal, unlessNotFound } from '../../siteApi';
import { ARTICLE_BODY } from '../blog/BlogParts';
import { adminCall, adminHead } from './AdminLayout';
import { changesOf, EMPTY_FIELDS, fieldsOf, readLocalCopy, removeLocalCopy, sameFields, writeLocalCopy, type LocalCopy, type PostFields } from './blogEditorDraft';

// Tiptap is a chunk of its own, fetched when the editor opens: no other page downloads it.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** How long the editor waits after the last keystroke before it saves a draft to the server. */
const AUTOSAVE_DELAY_MS = 1500;
/** Search results show about 160 characters of a description. */
const DESCRIPTION_HINT = 160;

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const id = params.id ?? 'new';
  // A new post has nothing to load (the admin layout's loader checks who is asking).
  if (id === 'new') return { post: null };
  const post = await adminCall(request, () => unlessNotFound(siteApiOf(context).blog.get({ params: { id } })));
  if (!post) throw data({ message: POST_NOT_FOUND }, { status: 404 });
  return { post };
}

/** The editor's own calls keep its state; reloading the post after each would only undo what is being typed. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => (formMethod ? false : defaultShouldRevalidate);

type SaveIntent = 'save' | 'publish' | 'unpublish';
type EditorRequest = { intent: SaveIntent; id: string | null; fields: ReturnType<typeof changesOf> } | { intent: 'delete'; id: string };
export type EditorOutcome = { ok: true; message: string; post?: BlogPost; image?: UploadedCover; purpose?: 'cover' | 'body' } | { ok: false; message: string };

const SAVED_MESSAGES: Record<SaveIntent, string> = { save: 'Saved.', publish: 'Published.', unpublish: 'Unpublished: the post is a draft again.' };

export async function action({ request, context }: ActionFunctionArgs): Promise<EditorOutcome> {
  const { blog, uploads } = siteApiOf(context);
  try {
    return await adminCall(request, async (): Promise<EditorOutcome> => {
      if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
        const form = await request.formData();
        const image = form.get('image');
        if (!(image instanceof Blob) || image.size === 0) return { ok: false, message: IMAGE_REQUIRED };
        return { ok: true, message: 'Image uploaded.', image: await uploads.uploadImage({ body: form }), purpose: form.get('purpose') === 'body' ? 'body' : 'cover' };
      }
      const call = (await request.json()) as EditorRequest;
      if (call.intent === 'delete') {
        await blog.remove({ params: { id: call.id } });
        throw redirect('/admin/blog');
      }
      const status = call.intent === 'publish' ? 'published' : call.intent === 'unpublish' ? 'draft' : undefined;
      const post = call.id ? await blog.update({ params: { id: call.id }, body: { ...call.fields, ...(status ? { status } : {}) } }) : await blog.create({ body: { ...call.fields, status: status ?? 'draft' } });
      return { ok: true, message: SAVED_MESSAGES[call.intent], post };
    });
  } catch (error) {
    if (error instanceof ServiceRefusal) return { ok: false, message: error.message };
    throw error;
  }
}

export const handle: RouteHandle<{ post: BlogPost | null }> = { head: ({ data: loaded }) => adminHead(loaded?.post ? `Edit: ${loaded.post.title}` : 'New post') };

const input = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm';
const button = 'rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-50';

function BodyPlaceholder() {
  return <div className="min-h-72 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-500">Loading the editor…</div>;
}

function RestoreOffer({ copy, onRestore, onDiscard }: { copy: LocalCopy; onRestore(): void; onDiscard(): void }) {
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

export function Component() {
  const { post } = useLoaderData<typeof loader>();
  const saver = useFetcher<EditorOutcome>();
  const uploader = useFetcher<EditorOutcome>();
  const initial = post ? fieldsOf(post) : EMPTY_FIELDS;
  const [postId, setPostId] = useState<string | null>(post?.id ?? null);
  const [saved, setSaved] = useState<BlogPost | null>(post);
  const [fields, setFields] = useState<PostFields>(initial);
  // What the server holds as far as this page knows: the fields of the last successful save.
  const [savedFields, setSavedFields] = useState<PostFields>(initial);
  const [offer, setOffer] = useState<LocalCopy | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  const [mounted, setMounted] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const sending = useRef<PostFields | null>(null);
  const bodyImage = useRef<((src: string | null) => void) | null>(null);

  const status = saved?.status ?? 'draft';
  const dirty = !sameFields(fields, savedFields);
  const saving = saver.state !== 'idle';

  useEffect(() => {
    setMounted(true);
    const copy = readLocalCopy(post?.id ?? null);
    if (copy && !sameFields(copy.fields, initial)) setOffer(copy);
    else removeLocalCopy(post?.id ?? null);
    // Once, for the post this page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = useCallback(
    (patch: Partial<PostFields>) =>
      setFields((current) => {
        const next = { ...current, ...patch };
        writeLocalCopy(postId, next);
        return next;
      }),
    [postId],
  );

  const submit = saver.submit;
  const submitSave = useCallback(
    (intent: SaveIntent) => {
      sending.current = fields;
      void submit({ intent, id: postId, fields: changesOf(fields) } satisfies EditorRequest, { method: 'post', encType: 'application/json' });
    },
    [fields, postId, submit],
  );
  const latestFields = useRef(fields);
  latestFields.current = fields;

  // Drafts save themselves a moment after the last change; a published post changes only when its editor says so.
  useEffect(() => {
    if (!dirty || status !== 'draft' || !fields.title.trim() || saving) return;
    const timer = setTimeout(() => submitSave('save'), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, status, fields, saving, submitSave]);

  useEffect(() => {
    const outcome = saver.data;
    if (!outcome?.ok || !outcome.post || !sending.current) return;
    const post = outcome.post;
    // A published post keeps its address: an empty slug field (made from the title while a draft) is pinned to it.
    const pinSlug = post.status === 'published' && !sending.current.slug;
    const sent = pinSlug ? { ...sending.current, slug: post.slug } : sending.current;
    sending.current = null;
    setSaved(post);
    setSavedFields(sent);
    if (pinSlug) {
      setFields((current) => (current.slug ? current : { ...current, slug: post.slug }));
      latestFields.current = latestFields.current.slug ? latestFields.current : { ...latestFields.current, slug: post.slug };
    }
    if (!postId) {
      // The new post has an address now: shown without a navigation, so the editor keeps its state and scroll.
      setPostId(post.id);
      removeLocalCopy(null);
      window.history.replaceState(window.history.state, '', `/admin/blog/${post.id}`);
    }
    // The local copy is kept only while it holds more than the server.
    if (sameFields(latestFields.current, sent)) removeLocalCopy(post.id);
    else writeLocalCopy(post.id, latestFields.current);
  }, [saver.data, postId]);

  useEffect(() => {
    const outcome = uploader.data;
    if (!outcome) return;
    if (outcome.ok && outcome.image && outcome.purpose === 'cover') change({ coverImageId: outcome.image.id, coverPreviewUrl: outcome.image.cardUrl });
    if (!outcome.ok || outcome.purpose === 'body') {
      bodyImage.current?.(outcome.ok && outcome.image ? outcome.image.url : null);
      bodyImage.current = null;
    }
  }, [uploader.data, change]);

  const upload = (file: File, purpose: 'cover' | 'body') => {
    const form = new FormData();
    form.append('image', file);
    form.append('purpose', purpose);
    uploader.submit(form, { method: 'post', encType: 'multipart/form-data' });
  };
  const uploadBodyImage = (file: File) =>
    new Promise<string | null>((resolve) => {
      bodyImage.current = resolve;
      upload(file, 'body');
    });
  const onCover = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) upload(file, 'cover');
    event.target.value = '';
  };

  const restore = () => {
    if (!offer) return;
    change(offer.fields);
    setEditorKey((key) => key + 1);
    setOffer(null);
  };
  const discard = () => {
    removeLocalCopy(postId);
    setOffer(null);
  };

  const failure = [saver.data, uploader.data].find((outcome) => outcome && !outcome.ok)?.message;
  const state = saving
    ? 'Saving…'
    : uploader.state !== 'idle'
      ? 'Uploading the image…'
      : !dirty
        ? postId
          ? 'All changes saved'
          : 'Nothing written yet'
        : status === 'published'
          ? 'Unsaved changes (kept in this browser until you update the post)'
          : fields.title.trim()
            ? 'Unsaved changes'
            : 'A title is needed before the draft is saved';

  return (
    <section aria-labelledby="editor-heading">
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
          <button type="button" disabled={saving || !fields.title.trim()} onClick={() => submitSave('save')} className={`${button} border border-slate-300 text-slate-700 hover:bg-slate-50`}>
            {status === 'published' ? 'Update post' : 'Save draft'}
          </button>
          <button
            type="button"
            disabled={saving || !fields.title.trim()}
            onClick={() => submitSave(status === 'published' ? 'unpublish' : 'publish')}
            className={`${button} ${status === 'published' ? 'border border-slate-300 text-slate-700 hover:bg-slate-50' : 'bg-orange-500 text-white hover:bg-orange-600'}`}
          >
            {status === 'published' ? 'Unpublish' : 'Publish'}
          </button>
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-500" role="status" data-testid="save-state">
        {state}
      </p>
      {failure && (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      )}
      {offer && <RestoreOffer copy={offer} onRestore={restore} onDiscard={discard} />}

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
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

        <aside className="space-y-4">
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
          {postId && (
            <div className="border-t border-slate-200 pt-4">
              {confirmingDelete ? (
                <div role="alertdialog" aria-label="Delete this post?" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                  <p>Delete “{fields.title || 'this post'}” for good?</p>
                  <div className="mt-2 flex gap-2">
                    <button
                      type="button"
                      onClick={() => {
                        removeLocalCopy(postId);
                        saver.submit({ intent: 'delete', id: postId } satisfies EditorRequest, { method: 'post', encType: 'application/json' });
                      }}
                      className={`${button} bg-red-600 text-white hover:bg-red-700`}
                    >
                      Yes, delete
                    </button>
                    <button type="button" onClick={() => setConfirmingDelete(false)} className={`${button} text-red-800 hover:bg-red-100`}>
                      Cancel
                    </button>
                  </div>
                </div>
              ) : (
                <button type="button" onClick={() => setConfirmingDelete(true)} className="text-sm font-semibold text-red-700 hover:underline">
                  Delete post
                </button>
              )}
            </div>
          )}
        </aside>
      </div>
    </section>
  );
}
