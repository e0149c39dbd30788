import { data, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router-dom';
import { IMAGE_REQUIRED, POST_NOT_FOUND } from '../../../domain/blog/messages';
import type { BlogPost } from '../../../domain/blog/types';
import type { RouteHandle } from '../../head';
import { siteApiOf, ServiceRefusal, unlessNotFound } from '../../siteApi';
import { adminCall, adminHead } from './AdminLayout';
import { DeletePost, EditorHeader, PostBody, PostSettings, RestoreOffer } from './BlogEditorParts';
import { saveStateText, useImageUploads, usePostEditor, type EditorOutcome, type EditorRequest, type SaveIntent } from './usePostEditor';

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

export function Component() {
  const { post } = useLoaderData<typeof loader>();
  const editor = usePostEditor(post);
  const { saver, postId, saved, fields, status, saving, change } = editor;
  const { uploader, uploadBodyImage, onCover } = useImageUploads(change);

  const failure = [saver.data, uploader.data].find((outcome) => outcome && !outcome.ok)?.message;
  const state = saveStateText({ saving, uploading: uploader.state !== 'idle', dirty: editor.dirty, postId, status, title: fields.title });

  return (
    <section aria-labelledby="editor-heading">
      <EditorHeader postId={postId} saved={saved} canSave={!saving && Boolean(fields.title.trim())} onSave={editor.submitSave} />
      <p className="mt-2 text-sm text-slate-500" role="status" data-testid="save-state">
        {state}
      </p>
      {failure && (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      )}
      {editor.offer && <RestoreOffer copy={editor.offer} onRestore={editor.restore} onDiscard={editor.discard} />}

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <PostBody fields={fields} saved={saved} mounted={editor.mounted} editorKey={editor.editorKey} change={change} uploadBodyImage={uploadBodyImage} />
        <aside className="space-y-4">
          <PostSettings fields={fields} saved={saved} change={change} onCover={onCover} />
          {postId && <DeletePost title={fields.title} onDelete={editor.remove} />}
        </aside>
      </div>
    </section>
  );
}
