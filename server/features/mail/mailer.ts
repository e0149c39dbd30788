import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../core/config';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The same for every attempt at one message, so a receiver can tell a repeat from a new email. */
  messageId?: string;
  /** Extra headers (List-Unsubscribe on marketing mail). */
  headers?: Record<string, string>;
}

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
  from: string;
  /** Where messages are written as .eml files when no SMTP server is configured. */
  outboxDir: string;
  /** SMTP connections kept open and shared by concurrent sends (about the queue's concurrency). */
  connections?: number;
  /** Set: every message is DKIM-signed, whichever transport sends it. */
  dkim?: DkimSettings;
}

/** The one mailer: SMTP when SMTP_URL is set, else every message is written to the outbox folder. */
export function createMailer({ smtpUrl, from, outboxDir, connections = 5, dkim }: MailerOptions): Mailer {
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
      dkim,
    } as never);
    return {
      async send(email) {
        const info = await transport.sendMail({ from, ...email });
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix', dkim });
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
