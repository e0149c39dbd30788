import { Preview } from '@react-email/preview';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { EmailFrame, EmailLayout, type EmailFrameValue, type EmailLayoutProps } from './layout';

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

/** The shell as text between slots: `[text, slot, text, slot, ..., text]`. */
interface Shell {
  texts: string[];
  slots: Slot[];
}

const shells = new Map<string, Shell | null>();

/** Elements whose presence in the content makes React write something into the layout's <head>. */
const HOISTED = /<(img|link|meta|title|style|script|base)\b/i;

/** React's own escaping of text and attribute values (react-dom's escapeTextForBrowser). */
const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const escapeHtml = (value: string) => value.replace(/["&'<>]/g, (c) => ESCAPES[c]);

const previewMarkup = (preheader: string) => renderToStaticMarkup(<Preview>{preheader}</Preview>);

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
  const shell: Shell = { texts: [], slots: [] };
  let from = 0;
  for (const { slot, text, at } of ordered) {
    shell.texts.push(html.slice(from, at));
    shell.slots.push(slot);
    from = at + text.length;
  }
  shell.texts.push(html.slice(from));
  return shell;
}

/** The email's markup from the cached shell, when its view is the layout around its content; null otherwise (render it whole). */
export function renderInShell(view: ReactElement, frame: EmailFrameValue): string | null {
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
  return html;
}
