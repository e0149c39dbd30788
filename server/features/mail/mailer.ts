import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The same for every attempt at one message, so a receiver can tell a repeat from a new email. */
  messageId?: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<{ messageId: string; savedTo?: string }>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  /** Where messages are written as .eml files when no SMTP server is configured. */
  outboxDir: string;
  /** SMTP connections kept open and shared by concurrent sends (about the queue's concurrency). */
  connections?: number;
}

/** The one mailer: SMTP when SMTP_URL is set, else every message is written to the outbox folder. */
export function createMailer({ smtpUrl, from, outboxDir, connections = 5 }: MailerOptions): Mailer {
  if (smtpUrl) {
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
        const info = await transport.sendMail({ from, ...email });
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(email) {
      const info = await transport.sendMail({ from, ...email });
      await mkdir(outboxDir, { recursive: true });
      const safeId = info.messageId.replace(/[^A-Za-z0-9.-]/g, '');
      const savedTo = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`);
      await writeFile(savedTo, info.message as Buffer);
      return { messageId: info.messageId, savedTo };
    },
    close: () => transport.close(),
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
