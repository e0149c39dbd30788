import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The post body's editor (Tiptap): headings, lists, quotes, code, links and images, written as HTML. It is loaded
 * only by the blog editor (its own chunk), never by public pages. The server sanitises whatever it produces.
 */
interface RichTextEditorProps {
  /** The HTML the editor starts from (later changes of the prop are ignored: remount it with a new key instead). */
  initialHtml: string;
  onChange(html: string): void;
  /** Uploads an image for the body and gives its address; null when the upload failed (the page shows why). */
  uploadImage(file: File): Promise<string | null>;
}

function ToolbarButton({ label, active = false, onClick, children }: { label: string; active?: boolean; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active}
      // Pressed with the mouse, the button never takes the focus: the editor keeps it, so nothing typed right after is lost.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`h-8 min-w-8 rounded-md px-2 text-sm font-semibold ${active ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor, onImage }: { editor: Editor; onImage(): void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      code: e.isActive('codeBlock'),
      link: e.isActive('link'),
    }),
  });
  // Tiptap's focus() gives the focus back a frame later (from a button reached by keyboard): keys typed before that
  // frame would reach the button. Focusing the editor first makes focus() a no-op, so the next key is the editor's.
  const chain = () => {
    editor.view.focus();
    return editor.chain().focus();
  };
  const editLink = () => {
    const current = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt('Link address (leave empty to remove the link)', current);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1.5">
      <ToolbarButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
        B
      </ToolbarButton>
      <ToolbarButton label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <em>I</em>
      </ToolbarButton>
      <ToolbarButton label="Heading" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </ToolbarButton>
      <ToolbarButton label="Subheading" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </ToolbarButton>
      <ToolbarButton label="Bulleted list" active={state.bullets} onClick={() => chain().toggleBulletList().run()}>
        • List
      </ToolbarButton>
      <ToolbarButton label="Numbered list" active={state.numbers} onClick={() => chain().toggleOrderedList().run()}>
        1. List
      </ToolbarButton>
      <ToolbarButton label="Quote" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        “ ”
      </ToolbarButton>
      <ToolbarButton label="Code block" active={state.code} onClick={() => chain().toggleCodeBlock().run()}>
        {'</>'}
      </ToolbarButton>
      <ToolbarButton label="Link" active={state.link} onClick={editLink}>
        Link
      </ToolbarButton>
      <ToolbarButton label="Image" onClick={onImage}>
        Image
      </ToolbarButton>
      <ToolbarButton label="Undo" onClick={() => chain().undo().run()}>
        ↶
      </ToolbarButton>
      <ToolbarButton label="Redo" onClick={() => chain().redo().run()}>
        ↷
      </ToolbarButton>
    </div>
  );
}

export default function RichTextEditor({ initialHtml, onChange, uploadImage }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const imageInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      // The page's title is the only h1; links open in the same tab unless the reader chooses otherwise.
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { rel: null, target: null } } }),
      Image,
    ],
    content: initialHtml,
    immediatelyRender: false,
    // Tiptap's own <style> tag has no nonce, so the CSP would refuse it: the few rules ProseMirror needs are classes below.
    injectCSS: false,
    editorProps: {
      attributes: {
        'aria-label': 'Post body',
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'relative whitespace-pre-wrap break-words [font-variant-ligatures:none] min-h-72 px-4 py-3 text-base leading-7 text-slate-800 outline-none [&_h2]:text-xl [&_h2]:font-bold [&_h3]:font-semibold [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_a]:text-orange-600 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-slate-100 [&_img]:max-h-64',
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(e.isEmpty ? '' : e.getHTML()),
  });

  const insertImage = async (file: File | undefined) => {
    if (!file || !editor) return;
    const src = await uploadImage(file);
    if (src) editor.chain().focus().setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') }).run();
  };

  return (
    <div className="overflow-hidden rounded-lg border border-slate-300 bg-white focus-within:border-orange-500">
      {editor && <Toolbar editor={editor} onImage={() => imageInput.current?.click()} />}
      <EditorContent editor={editor} />
      <input
        ref={imageInput}
        type="file"
        accept="image/jpeg,image/png,image/gif"
        hidden
        aria-label="Image for the post body"
        onChange={(event) => {
          void insertImage(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
