import { randomBytes } from 'node:crypto';
import { domainToASCII } from 'node:url';
import addressparser from 'nodemailer/lib/addressparser';
import { encodeWords, foldLines } from 'nodemailer/lib/mime-funcs';

/**
 * The MIME form of the site's one kind of email: a text part and an HTML part (multipart/alternative), both
 * quoted-printable UTF-8, with headers folded at 76 characters. Written in one pass of synchronous string work:
 * nodemailer's composer built the same message through a chain of streams, which cost more CPU per email
 * than rendering it (bench:email). nodemailer's encoders do the headers' encoded words.
 */

/** An email as the worker sends it, rendered. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt at one message, so a receiver can tell a repeat from a new email. */
  messageId: string;
  /** Extra headers (List-Unsubscribe on marketing mail): ASCII values. */
  headers?: Record<string, string>;
}

/** A mailbox as the envelope and the From header name it. */
export interface Mailbox {
  address: string;
  header: string;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const ATOMS = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~ -]+$/;

/** A domain in ASCII: an internationalised one as punycode. */
const asciiDomain = (domain: string) => domainToASCII(domain) || domain;

/** The address with its domain in ASCII, as SMTP needs it. */
function asciiAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 0 ? address : `${address.slice(0, at)}@${asciiDomain(address.slice(at + 1))}`;
}

/** An address or id as it is when it is ASCII; one that is not would need SMTPUTF8, which the site never sends. */
function asciiOnly(value: string, what: string): string {
  if (!PRINTABLE_ASCII.test(value)) throw new Error(`The ${what} of an email must be ASCII: ${JSON.stringify(value)}`);
  return value;
}

/** Header text with line breaks and other control characters turned into spaces: a value can never start a header of its own. */
const oneLine = (value: string) => value.replace(/[^ -~\u0080-\u{10ffff}]+/gu, ' ');

/** The one recipient as the envelope and the To header name it: on one line, its domain in ASCII, the rest ASCII already. */
export const recipientOf = (to: string) => asciiOnly(asciiAddress(oneLine(to)), 'recipient');

/** A display name as a header shows it: as it is, quoted, or as encoded words when it is not ASCII. */
function displayName(name: string): string {
  if (!PRINTABLE_ASCII.test(name)) return encodeWords(name, 'Q', 52);
  return ATOMS.test(name) ? name : `"${name.replace(/["\\]/g, '\\$&')}"`;
}

/** The sender (MAIL_FROM, `Name <address>` or a bare address), parsed once. */
export function mailboxOf(from: string): Mailbox {
  const [parsed] = addressparser(from) as { name: string; address?: string }[];
  const address = asciiOnly(asciiAddress(parsed?.address ?? from.trim()), 'sender (MAIL_FROM)');
  return { address, header: parsed?.name ? `${displayName(parsed.name)} <${address}>` : address };
}

function header(name: string, value: string): string {
  const clean = oneLine(value);
  return foldLines(`${name}: ${PRINTABLE_ASCII.test(clean) ? clean : encodeWords(clean, 'Q', 52)}`, 76);
}

/** What quoted-printable cannot write as it is, "=" aside: control characters (tab aside) and anything beyond ASCII. */
const NEEDS_ESCAPE = /[^\t\x20-\x7e]+/g;
const QP_LINE = 76;

/** Splits an encoded line into lines of at most 76 characters with soft breaks ("="), never inside an escape. */
function softBreaks(line: string): string {
  const lines: string[] = [];
  let start = 0;
  while (line.length - start > QP_LINE) {
    let end = start + QP_LINE - 1;
    // An escape is "=" and two hex digits: cut before it rather than through it.
    if (line[end - 1] === '=') end -= 1;
    else if (line[end - 2] === '=') end -= 2;
    lines.push(`${line.slice(start, end)}=`);
    start = end;
  }
  lines.push(line.slice(start));
  return lines.join('\r\n');
}

const ESCAPES = Array.from({ length: 256 }, (_, byte) => `=${byte.toString(16).toUpperCase().padStart(2, '0')}`);
/** Runs escaped before, by their text: every email's preheader pads with the same hundreds of invisible characters. */
const escapedRuns = new Map<string, string>();
const REMEMBERED_RUNS = 500;

/** A run of characters as escapes of their UTF-8 bytes. */
function escapeRun(run: string): string {
  let escaped = escapedRuns.get(run);
  if (escaped !== undefined) return escaped;
  escaped = '';
  for (const byte of Buffer.from(run, 'utf8')) escaped += ESCAPES[byte];
  if (escapedRuns.size >= REMEMBERED_RUNS) escapedRuns.clear();
  escapedRuns.set(run, escaped);
  return escaped;
}

/** One line of text in quoted-printable (RFC 2045 6.7): UTF-8 bytes escaped, whitespace at its end escaped too. */
function quotedPrintableLine(line: string): string {
  // Every "=" first (one native pass: HTML has one per attribute), then what else needs an escape.
  const escaped = line.replaceAll('=', '=3D').replace(NEEDS_ESCAPE, escapeRun).replace(/[\t ]$/, (space) => (space === ' ' ? '=20' : '=09'));
  return escaped.length > QP_LINE ? softBreaks(escaped) : escaped;
}

/** A body part in quoted-printable, CRLF line ends and lines of at most 76 characters. */
function quotedPrintablePart(contentType: string, body: string): string {
  return `Content-Type: ${contentType}; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${body.split(/\r?\n/).map(quotedPrintableLine).join('\r\n')}`;
}

/** The whole message, ready for SMTP's DATA (CRLF line ends). */
export function composeMime(from: Mailbox, email: OutgoingEmail, date = new Date()): Buffer {
  // "=_" can never occur in quoted-printable text ("=" is always followed by hex digits or a line end), so no part can contain the boundary.
  const boundary = `=_lb_${randomBytes(12).toString('hex')}`;
  const headers = [
    ...Object.entries(email.headers ?? {}).map(([name, value]) => header(name, value)),
    `From: ${from.header}`,
    `To: ${recipientOf(email.to)}`,
    header('Subject', email.subject),
    `Message-ID: ${asciiOnly(oneLine(email.messageId), 'Message-ID')}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative;\r\n boundary="${boundary}"`,
  ];
  const parts = [quotedPrintablePart('text/plain', email.text), quotedPrintablePart('text/html', email.html)];
  // Only ASCII is left (bodies escaped, headers encoded or checked), so latin1 writes the same bytes as UTF-8, faster.
  return Buffer.from(`${headers.join('\r\n')}\r\n\r\n${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`, 'latin1');
}
