import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useFetcher } from 'react-router-dom';
import type { BlogPost, UploadedCover } from '../../../domain/blog/types';
import { changesOf, EMPTY_FIELDS, fieldsOf, readLocalCopy, removeLocalCopy, sameFields, writeLocalCopy, type LocalCopy, type PostFields } from './blogEditorDraft';

/** How long the editor waits after the last keystroke before it saves a draft to the server. */
const AUTOSAVE_DELAY_MS = 1500;

export type SaveIntent = 'save' | 'publish' | 'unpublish';
/** What the editor posts to its route's action (views/pages/admin/BlogEditorPage.tsx) as JSON; images go as multipart. */
export type EditorRequest = { intent: SaveIntent; id: string | null; fields: ReturnType<typeof changesOf> } | { intent: 'delete'; id: string };
export type EditorOutcome = { ok: true; message: string; post?: BlogPost; image?: UploadedCover; purpose?: 'cover' | 'body' } | { ok: false; message: string };

/**
 * The post being edited: the fields as typed, what the server holds, the draft's autosave and the copy kept in this
 * browser until the server holds the same. A new post gets its address in place, without a navigation.
 */
export function usePostEditor(post: BlogPost | null) {
  const saver = useFetcher<EditorOutcome>();
  const initial = post ? fieldsOf(post) : EMPTY_FIELDS;
  const [postId, setPostId] = useState<string | null>(post?.id ?? null);
  const [saved, setSaved] = useState<BlogPost | null>(post);
  const [fields, setFields] = useState<PostFields>(initial);
  // What the server holds as far as this page knows: the fields of the last successful save.
  const [savedFields, setSavedFields] = useState<PostFields>(initial);
  const [offer, setOffer] = useState<LocalCopy | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  const [mounted, setMounted] = useState(false);
  const sending = useRef<PostFields | null>(null);

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
  const remove = () => {
    if (!postId) return;
    removeLocalCopy(postId);
    saver.submit({ intent: 'delete', id: postId } satisfies EditorRequest, { method: 'post', encType: 'application/json' });
  };

  return { saver, postId, saved, fields, status, dirty, saving, offer, editorKey, mounted, change, submitSave, restore, discard, remove };
}

/** The cover's and the body's image uploads: a cover goes into the fields, a body image to the editor that asked for it. */
export function useImageUploads(change: (patch: Partial<PostFields>) => void) {
  const uploader = useFetcher<EditorOutcome>();
  const bodyImage = useRef<((src: string | null) => void) | null>(null);

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

  return { uploader, uploadBodyImage, onCover };
}

/** The line under the editor's heading: what is happening, or what the page holds that the server does not. */
export function saveStateText({ saving, uploading, dirty, postId, status, title }: { saving: boolean; uploading: boolean; dirty: boolean; postId: string | null; status: string; title: string }): string {
  if (saving) return 'Saving…';
  if (uploading) return 'Uploading the image…';
  if (!dirty) return postId ? 'All changes saved' : 'Nothing written yet';
  if (status === 'published') return 'Unsaved changes (kept in this browser until you update the post)';
  return title.trim() ? 'Unsaved changes' : 'A title is needed before the draft is saved';
}
