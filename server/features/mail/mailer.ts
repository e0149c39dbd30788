import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../core/config';
import { composeMime, recipientOf, type Mailbox, type OutgoingEmail } from './mime';

/** nodemailer's DKIM signing settings. */
export interface DkimSettings {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/** The DKIM settings when DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are set (the config checks they come together). */
export function dkimOf(config: Pick<Config, 'DKIM_DOMAIN' | 'DKIM_SELECTOR' | 'DKIM_PRIVATE_KEY'>): DkimSettings | undefined {
  const { DKIM_DOMAIN: domainName, DKIM_SELECTOR: keySelector, DKIM_PRIVATE_KEY: privateKey } = config;
  return domainName && keySelector && privateKey ? { domainName, keySelector, privateKey } : undefined;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<{ messageId: string; savedTo?: string }>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  /** The sender, MAIL_FROM as mailboxOf reads it. */
  sender: Mailbox;
  /** Where messages are written as .eml files when no SMTP server is configured. */
  outboxDir: string;
  /** SMTP connections kept open and shared by concurrent sends (about the queue's concurrency). */
  connections?: number;
  /** Set: every message is DKIM-signed, whichever transport sends it. */
  dkim?: DkimSettings;
}

/** A message built once, DKIM signature included: the bytes that go over the wire or into the .eml file. */
interface ComposedMessage {
  envelope: { from: string; to: string[] };
  messageId: string;
  message: Buffer;
}

/** Builds messages into one buffer each (mime.ts) and, when DKIM is configured, signs them with nodemailer's signer. */
function composerOf(sender: Mailbox, dkim: DkimSettings | undefined) {
  const signer = dkim ? nodemailer.createTransport({ streamTransport: true, buffer: true, dkim }) : null;
  return async (email: OutgoingEmail): Promise<ComposedMessage> => {
    const unsigned = composeMime(sender, email);
    // The envelope names the same recipient as the To header, checked the same way.
    const envelope = { from: sender.address, to: [recipientOf(email.to)] };
    const message = signer ? ((await signer.sendMail({ envelope, raw: unsigned })) as unknown as { message: Buffer }).message : unsigned;
    return { envelope, messageId: email.messageId, message };
  };
}

/** The one mailer: SMTP when SMTP_URL is set, else every message is written to the outbox folder. */
export function createMailer({ smtpUrl, sender, outboxDir, connections = 5, dkim }: MailerOptions): Mailer {
  if (smtpUrl) {
    // Each message is built and signed once, in memory, and handed to the connection whole: streamed, nodemailer
    // wrote every header line and encoded piece to the socket separately (a system call each).
    const compose = composerOf(sender, dkim);
    // Pooled connections (no handshake per email); a server that does not answer fails the attempt in
    // seconds rather than nodemailer's default minutes, and the job is retried later.
    const transport: Transporter = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: connections,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as never);
    return {
      async send(email) {
        const { envelope, messageId, message } = await compose(email);
        await transport.sendMail({ envelope, raw: message });
        return { messageId };
      },
      close: () => transport.close(),
    };
  }
  const compose = composerOf(sender, dkim);
  return {
    async send(email) {
      const { messageId, message } = await compose(email);
      await mkdir(outboxDir, { recursive: true });
      const safeId = messageId.replace(/[^A-Za-z0-9.-]/g, '');
      const savedTo = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`);
      // Unix line ends in the file, as mail tools on this machine expect; SMTP gets CRLF.
      await writeFile(savedTo, message.toString('utf8').replace(/\r\n/g, '\n'));
      return { messageId, savedTo };
    },
    close: () => undefined,
  };
}

/** Permanent SMTP refusals (5xx, except 503 "bad sequence"): sending the same message again gets the same answer. */
export function isPermanentSmtpError(error: unknown): boolean {
  const e = error as { responseCode?: number; code?: string } | null;
  const code = e?.responseCode;
  // Failed authentication is a setting to fix, not a property of the message: retried until it is fixed.
  if (e?.code === 'EAUTH') return false;
  return typeof code === 'number' && code >= 500 && code < 600 && code !== 503;
}
