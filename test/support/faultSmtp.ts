import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './redisServer';
import { eventually } from './testApp';

export interface AcceptedMail {
  to: string;
  subject: string;
  messageId: string;
  at: number;
}

export interface FaultSmtp {
  url: string;
  /** Messages the server answered 250 to (a message whose client left before the answer is not accepted). */
  accepted: AcceptedMail[];
  /** Messages whose DATA arrived, accepted or not (to see that a send was in flight). */
  received: number;
  /** Refuses the port from now on (connections refused), keeping what was accepted. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Accepted messages per Message-ID above one: a count of doubles. */
  doubles(): number;
  waitForCount(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface FaultSmtpOptions {
  /** How long the server thinks before answering 250 (makes a send last, so a kill can land mid-job). */
  acceptDelayMs?: number;
  /** An SMTP answer code (say 550) for recipients matching this, instead of accepting. */
  refuse?: { match: RegExp; code: number; message: string };
}

/** A real SMTP server on a fixed free port that can be stopped and started again, counting accepted messages. */
export async function startFaultSmtp({ acceptDelayMs = 0, refuse }: FaultSmtpOptions = {}): Promise<FaultSmtp> {
  const port = await freePort();
  const accepted: AcceptedMail[] = [];
  const closedSessions = new Set<string>();
  let received = 0;
  let server: SMTPServer | undefined;

  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refuse?.match.test(address.address)) return callback(Object.assign(new Error(refuse.message), { responseCode: refuse.code }));
        callback();
      },
      onClose(session) {
        closedSessions.add(session.id);
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then(async (mail: ParsedMail) => {
            received++;
            if (acceptDelayMs) await new Promise((resolve) => setTimeout(resolve, acceptDelayMs));
            if (closedSessions.has(session.id)) return callback(new Error('client gone'));
            accepted.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(','), subject: mail.subject ?? '', messageId: mail.messageId ?? '', at: Date.now() });
            callback();
          })
          .catch(callback);
      },
    });

  const own: FaultSmtp = {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    get received() {
      return received;
    },
    async start() {
      if (server) return;
      server = make();
      // A killed client resets its connection (ECONNRESET): expected here, and fatal if nobody listens.
      server.on('error', () => undefined);
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      void (server.server.address() as AddressInfo);
    },
    async stop() {
      const s = server;
      server = undefined;
      if (!s) return;
      // Open client connections are cut too: an outage, not a polite goodbye.
      for (const connection of (s as unknown as { connections: Set<{ close(): void }> }).connections ?? []) connection.close();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    doubles() {
      const seen = new Map<string, number>();
      for (const mail of accepted) seen.set(mail.messageId, (seen.get(mail.messageId) ?? 0) + 1);
      return [...seen.values()].reduce((sum, n) => sum + n - 1, 0);
    },
    async waitForCount(count, timeoutMs = 30_000) {
      await eventually(() => new Set(accepted.map((m) => m.messageId)).size >= count, timeoutMs, 50);
    },
    close: () => own.stop(),
  };
  await own.start();
  return own;
}
