/**
 * Text someone typed into a public form, made safe to quote in an email to an address nobody confirmed: mail
 * clients turn anything that looks like an address into a link, so "https://" and the dots of host names are
 * broken the way security notices write them ("https[:]//example[.]com"). Everything else reads as typed.
 */

// A dot (or a full-width or ideographic one, which browsers read as a dot in host names) between a name's letter or digit and a letter.
const HOST_DOT = /(?<=[\p{L}\p{N}-])[.\u3002\uFF0E\uFF61](?=\p{L})/gu;
const SCHEME_SEPARATOR = /:\/\//g;

export function inertText(text: string): string {
  return text.replace(SCHEME_SEPARATOR, '[:]//').replace(HOST_DOT, '[.]');
}
