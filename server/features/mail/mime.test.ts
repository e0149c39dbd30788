import { simpleParser } from 'mailparser';
import { composeMime, mailboxOf, type OutgoingEmail } from './mime';
import { messageIdFor } from './queue';

const sender = mailboxOf('LaunchBoost <hello@launchboost.dev>');
const email: OutgoingEmail = {
  to: 'founder@exämple.com',
  subject: 'Submission received — "Café" ✓',
  text: `Hello Zoë,\n\nYour status link: https://launchboost.dev/status/${'a'.repeat(120)}\nA line ending in spaces   \n. a line that starts with a dot\n=3D is not an escape`,
  html: `<p style="color:#111">Hello Zoë, <a href="https://launchboost.dev/status/${'a'.repeat(120)}">status</a></p>\n<p>--=_lb_ is text</p>`,
  messageId: '<0123abcd@launchboost.dev>',
  headers: { 'List-Unsubscribe': `<https://launchboost.dev/unsubscribe/${'t'.repeat(150)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
};

describe('the MIME form of an email', () => {
  it('When a mail client parses the message, then it reads back the same subject, addresses, text, HTML and headers', async () => {
    const parsed = await simpleParser(composeMime(sender, email, new Date('2026-11-29T10:00:00Z')));
    expect(parsed.subject).toBe(email.subject);
    expect(parsed.from?.value).toEqual([{ name: 'LaunchBoost', address: 'hello@launchboost.dev' }]);
    // The domain goes over the wire as punycode; the reader shows it as typed.
    expect(parsed.to).toMatchObject({ value: [{ address: 'founder@exämple.com' }] });
    expect(parsed.headers.get('to')).toMatchObject({ text: 'founder@exämple.com' });
    expect(parsed.messageId).toBe(email.messageId);
    expect(parsed.date?.toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(parsed.text).toBe(email.text);
    expect(parsed.html).toBe(email.html);
    const line = (key: string) => parsed.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n\s+/g, ' ');
    expect(line('list-unsubscribe')).toBe(`List-Unsubscribe: ${email.headers!['List-Unsubscribe']}`);
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('When the message is sent, then every line ends in CRLF, is at most 78 characters in the body and 998 anywhere, and only ASCII goes over the wire', () => {
    const raw = composeMime(sender, email).toString('latin1');
    expect(raw).not.toMatch(/[^\r]\n/);
    expect(raw).not.toMatch(/[^\t\r\n -~]/);
    expect(raw).toContain('\r\nTo: founder@xn--exmple-cua.com\r\n');
    const [head, body] = [raw.slice(0, raw.indexOf('\r\n\r\n')), raw.slice(raw.indexOf('\r\n\r\n'))];
    expect(Math.max(...head.split('\r\n').map((line) => line.length))).toBeLessThan(998);
    expect(Math.max(...body.split('\r\n').map((line) => line.length))).toBeLessThanOrEqual(78);
  });

  it('When a subject or a recipient carries a line break, then it cannot add a header of its own', async () => {
    const raw = composeMime(sender, { ...email, subject: 'Hi\r\nBcc: victim@example.com', to: 'a@example.com\nBcc: b@example.com' });
    const parsed = await simpleParser(raw);
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.subject).toBe('Hi Bcc: victim@example.com');
  });

  it('When the sender has a name that is not plain ASCII or has quotes, then the From header still reads back as that name', async () => {
    for (const from of ['Zoë of LaunchBoost <zoe@launchboost.dev>', '"Launch, Boost" <hello@launchboost.dev>', 'hello@launchboost.dev']) {
      const mailbox = mailboxOf(from);
      const parsed = await simpleParser(composeMime(mailbox, email));
      expect(parsed.from?.value[0]).toEqual({ name: from.includes('<') ? from.slice(0, from.indexOf('<')).trim().replace(/"/g, '') : '', address: mailbox.address });
    }
  });
});

describe('quoted-printable bodies', () => {
  // Lines around the 76-character fold with escapes at every offset, tabs and spaces at line ends, and text beyond ASCII.
  const pieces = ['a', 'é', '✓', '=', ' ', '\t', 'Zoë', '€', '😀', 'x'.repeat(20), '\r', '\u0001'];
  const texts = Array.from({ length: 60 }, (_, seed) => {
    let text = '';
    for (let i = 0; text.length < 40 + seed * 5; i++) text += pieces[(seed * 7 + i * i) % pieces.length];
    return `${text}\n${'y'.repeat(70 + (seed % 10))}${pieces[seed % pieces.length]}\n${text.trimEnd()} `;
  });

  it('When any mix of text is encoded, as body or subject, then a mail client decodes exactly that text', async () => {
    for (const text of texts) {
      // The same mix as a subject (encoded words, folded), without the control characters a subject never keeps.
      const subject = text.replace(/[^ -~\u0080-\u{10ffff}]+/gu, ' ').trim();
      const parsed = await simpleParser(composeMime(sender, { ...email, subject, text, html: `<p>${text}</p>` }));
      expect(parsed.subject).toBe(subject);
      // Line ends are canonical in a text body: CRLF reads back as one line break, a lone CR as itself.
      expect(parsed.text).toBe(text.replace(/\r\n/g, '\n'));
      expect(parsed.html).toBe(`<p>${text.replace(/\r\n/g, '\n')}</p>`);
    }
  });
});

describe('addresses SMTP cannot carry', () => {
  it('When the sender or the recipient has a local part beyond ASCII, then no message is built (the site never sends SMTPUTF8)', () => {
    expect(() => mailboxOf('Zoë <zoë@launchboost.dev>')).toThrow(/sender \(MAIL_FROM\) of an email must be ASCII/);
    expect(() => composeMime(sender, { ...email, to: 'zoë@example.com' })).toThrow(/recipient of an email must be ASCII/);
  });

  it('When MAIL_FROM has an internationalised domain, then the sender and the Message-ID carry it as punycode', async () => {
    const mailbox = mailboxOf('Zoë <hello@zoë.example>');
    const messageId = messageIdFor('job-1', mailbox);
    expect(messageId).toMatch(/^<[0-9a-f]{32}@xn--zo-ija\.example>$/);
    const parsed = await simpleParser(composeMime(mailbox, { ...email, messageId }));
    expect(parsed.from?.value[0]).toEqual({ name: 'Zoë', address: 'hello@zoë.example' });
    expect(parsed.messageId).toBe(messageId);
  });
});
