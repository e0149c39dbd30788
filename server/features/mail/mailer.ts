import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
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
}

/** The one mailer: SMTP when SMTP_URL is set, else every message is written to the outbox folder. */
export function createMailer({ smtpUrl, from, outboxDir }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
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
