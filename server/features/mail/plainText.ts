import { createRequire } from 'node:module';
import { plainTextSelectors } from '@react-email/render';

interface HtmlToText {
  compile(options: object): (html: string) => string;
}

/**
 * The plain-text twin's converter, compiled once: React Email's toPlainText() compiles html-to-text's options on every
 * call, which cost more than rendering the email. The same options, and html-to-text as React Email itself loads it
 * (the copy its toPlainText uses), so the text is the same. Headings keep their case (React Email's defaults
 * already write a link that shows its address once).
 */
export const toPlainText = (createRequire(require.resolve('@react-email/render'))('html-to-text') as HtmlToText).compile({
  wordwrap: false,
  selectors: [...plainTextSelectors, ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } }))],
});
