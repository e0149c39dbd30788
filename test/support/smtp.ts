import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventually } from './testApp';

/** A received message, parsed, with the recipients the client gave in the SMTP envelope (RCPT TO) and its raw bytes (for signature checks). */
export type ReceivedMail = ParsedMail & { envelopeTo: string[]; raw: Buffer };

export interface TestSmtp {
  /** smtp://127.0.0.1:<port>, to use as SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Waits for a message for that recipient (and optionally with a matching subject). */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free port that keeps every message it receives, parsed. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((mail) => {
            messages.push(Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw }));
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const recipients = (mail: ParsedMail) => [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address?.toLowerCase()) ?? []);
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: (to, subject, timeoutMs = 15_000) =>
      eventually(() => messages.find((m) => recipients(m).includes(to.toLowerCase()) && (!subject || subject.test(m.subject ?? ''))), timeoutMs),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
