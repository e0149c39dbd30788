import { Preview } from '@react-email/preview';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { EmailFrame, EmailLayout, type EmailFrameValue, type EmailLayoutProps } from './layout';
import { toPlainText } from './plainText';

/**
 * The layout every email shares, rendered once per sender and kind (with or without an unsubscribe link) with
 * marks where each email's own parts go: a send renders only its content and fills the marks in. The marks are
 * letters and digits only, which React writes as they are, and each must appear once in the shell, else the
 * email is rendered whole (`null` here). Same markup as the whole tree: the mail tests compare the two for every template.
 */
const SLOTS = {
  preheader: 'lbslotpreheaderq7x2',
  heading: 'lbslotheadingq7x2',
  reason: 'lbslotreasonq7x2',
  content: 'lbslotcontentq7x2',
  unsubscribeUrl: 'lbslotunsubscribeq7x2',
} as const;
type Slot = keyof typeof SLOTS;

/** The shell as text between slots: `[text, slot, text, slot, ..., text]`, and its plain text (null: convert each email whole). */
interface Shell {
  texts: string[];
  slots: Slot[];
  plain: ShellText | null;
}

/** The shell's plain text before and after the content, the marks of the heading, the reason and the unsubscribe address still in. */
interface ShellText {
  before: string;
  after: string;
}

const shells = new Map<string, Shell | null>();

/** Elements whose presence in the content makes React write something into the layout's <head>. */
const HOISTED = /<(img|link|meta|title|style|script|base)\b/i;

/** React's own escaping of text and attribute values (react-dom's escapeTextForBrowser). */
const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const escapeHtml = (value: string) => value.replace(/["&'<>]/g, (c) => ESCAPES[c]);

const previewMarkup = (preheader: string) => renderToStaticMarkup(<Preview>{preheader}</Preview>);

/** html-to-text's whitespace (its whitespaceCharacters), which it collapses: text without runs of it shows as it is. */
const SHOWN_AS_IS = /^[^ \t\r\n\f\u200b]+(?: [^ \t\r\n\f\u200b]+)*$/;
/** A link's address that html-to-text shows as it is after the link's text (no mailto: to strip, no anchor to drop). */
const SHOWN_HREF = /^https?:\/\/[^ \t\r\n\f\u200b]+$/;
/** Paragraphs around the content when its text is converted alone: they break lines as the layout's heading and footer do (checked per shell). */
const [ABOVE, BELOW] = ['lbtextaboveq7x2', 'lbtextbelowq7x2'];

/** The content's plain text with the line breaks its neighbours in the layout give it; null if the paragraphs around it did not stay apart. */
function contentText(contentHtml: string): string | null {
  const text = toPlainText(`<p>${ABOVE}</p>${contentHtml}<p>${BELOW}</p>`);
  return text.startsWith(ABOVE) && text.endsWith(BELOW) ? text.slice(ABOVE.length, text.length - BELOW.length) : null;
}

/** The shell's plain text around the content, when each email's text can be filled into it; null otherwise. */
function shellTextOf(html: string, slots: readonly Slot[]): ShellText | null {
  const text = toPlainText(html);
  const at = text.indexOf(SLOTS.content);
  const alone = contentText(SLOTS.content);
  if (at < 0 || alone === null) return null;
  const before = text.slice(0, at).replace(/\n+$/, '');
  const after = text.slice(at + SLOTS.content.length).replace(/^\n+/, '');
  // The content's neighbours in the layout must break lines around it as the paragraphs of contentText do.
  if (before + alone + after !== text) return null;
  // Each other part shows once as its mark (the preheader not at all), so filling it in is one replacement.
  const once = (mark: string) => text.indexOf(mark) >= 0 && text.indexOf(mark) === text.lastIndexOf(mark);
  if (!slots.every((slot) => (slot === 'preheader' ? !text.includes(SLOTS.preheader) : once(SLOTS[slot])))) return null;
  return { before, after };
}

/** The email's plain text from the shell's, converting only its content; null when a part would not show as it is (convert it whole). */
function fillText(plain: ShellText, contentHtml: string, parts: Record<'heading' | 'reason', string> & { unsubscribeUrl?: string }): string | null {
  const { heading, reason, unsubscribeUrl } = parts;
  if (!SHOWN_AS_IS.test(heading) || !SHOWN_AS_IS.test(reason) || (unsubscribeUrl !== undefined && !SHOWN_HREF.test(unsubscribeUrl))) return null;
  const content = contentText(contentHtml);
  if (content === null) return null;
  // Functions as replacements: a `$` in the text is not a pattern.
  const fill = (text: string) =>
    text
      .replace(SLOTS.heading, () => heading)
      .replace(SLOTS.reason, () => reason)
      .replace(SLOTS.unsubscribeUrl, () => unsubscribeUrl ?? SLOTS.unsubscribeUrl);
  return fill(plain.before) + content + fill(plain.after);
}

function shellOf(frame: EmailFrameValue): Shell | null {
  const marked: EmailFrameValue = { ...frame, unsubscribeUrl: frame.unsubscribeUrl === undefined ? undefined : SLOTS.unsubscribeUrl };
  const html = renderToStaticMarkup(
    <EmailFrame.Provider value={marked}>
      <EmailLayout preheader={SLOTS.preheader} heading={SLOTS.heading} reason={SLOTS.reason}>
        {SLOTS.content}
      </EmailLayout>
    </EmailFrame.Provider>,
  );
  // The preheader's markup depends on its length (React Email pads it): its whole element is the slot.
  const marks = (Object.keys(SLOTS) as Slot[]).map((slot) => ({ slot, text: slot === 'preheader' ? previewMarkup(SLOTS.preheader) : SLOTS[slot] }));
  const expected = marks.filter(({ slot }) => slot !== 'unsubscribeUrl' || frame.unsubscribeUrl !== undefined);
  // A part the layout transforms, drops or repeats cannot be filled in: such a layout is rendered whole.
  if (expected.some(({ text }) => html.indexOf(text) < 0 || html.indexOf(text) !== html.lastIndexOf(text))) return null;
  const ordered = expected.map((mark) => ({ ...mark, at: html.indexOf(mark.text) })).sort((a, b) => a.at - b.at);
  const shell: Shell = { texts: [], slots: [], plain: shellTextOf(html, expected.map(({ slot }) => slot)) };
  let from = 0;
  for (const { slot, text, at } of ordered) {
    shell.texts.push(html.slice(from, at));
    shell.slots.push(slot);
    from = at + text.length;
  }
  shell.texts.push(html.slice(from));
  return shell;
}

/**
 * The email's markup from the cached shell, when its view is the layout around its content, and its plain text (null:
 * convert the whole markup); null otherwise (render it whole).
 */
export function renderInShell(view: ReactElement, frame: EmailFrameValue): { html: string; text: string | null } | null {
  if (!isValidElement<EmailLayoutProps>(view) || view.type !== EmailLayout) return null;
  const { preheader, heading, reason, children } = view.props;
  if (typeof preheader !== 'string' || typeof heading !== 'string' || typeof reason !== 'string') return null;
  const key = JSON.stringify([frame.siteName, frame.publicUrl, frame.supportEmail, frame.unsubscribeUrl !== undefined]);
  if (!shells.has(key)) shells.set(key, shellOf(frame));
  const shell = shells.get(key);
  if (!shell) return null;
  const content = renderToStaticMarkup(<EmailFrame.Provider value={frame}>{children as ReactNode}</EmailFrame.Provider>);
  // React 19 hoists what belongs in <head> (an image's preload link, say) out of the content: such an email is rendered whole.
  if (HOISTED.test(content)) return null;
  const fill: Record<Slot, () => string> = {
    preheader: () => previewMarkup(preheader),
    heading: () => escapeHtml(heading),
    reason: () => escapeHtml(reason),
    content: () => content,
    unsubscribeUrl: () => escapeHtml(frame.unsubscribeUrl ?? ''),
  };
  let html = shell.texts[0];
  shell.slots.forEach((slot, i) => {
    html += fill[slot]() + shell.texts[i + 1];
  });
  return { html, text: shell.plain && fillText(shell.plain, content, { heading, reason, unsubscribeUrl: frame.unsubscribeUrl }) };
}
