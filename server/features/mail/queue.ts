import { createHash } from 'node:crypto';
import { UnrecoverableError } from 'bullmq';
import { isEmailAddress } from '../../../domain/common/email';
import { claimEffect, enqueueDurably, recordSent, sentRecord, type HandOff, type OutboxEntry } from '../../core/jobs/outbox';
import { defineQueue, type JobProcessor } from '../../core/jobs/queues';
import type { Platform } from '../../core/platform';
import { createMailer, dkimOf, isPermanentSmtpError } from './mailer';
import { mailboxOf, type Mailbox } from './mime';
import { isSuppressed, listUnsubscribeHeaders, unsubscribeUrl } from './suppression';
import { renderEmail, type EmailJob, type EmailTemplate } from './template';

/**
 * Emails in progress at once per worker process: a send mostly waits (the database, Redis, the SMTP server), and
 * the more that wait together, the more of their outbox writes share one insert. Each send waits for three gathered
 * outbox writes (jobs/outbox.ts WORKER_GATHER_MS), so 300 emails/s keep about 90 in progress.
 */
const CONCURRENCY = 96;
/** SMTP connections each worker process keeps open; sends beyond them wait for a free one. */
const SMTP_CONNECTIONS = 16;
/** How long a send is claimed without renewal: a dead worker's claim lapses before its job is taken back. */
const SEND_CLAIM_MS = 5000;

/** Another attempt of the same email is sending it right now: this one is retried later (and then finds it sent). */
export class SendInProgress extends Error {}

/** One Message-ID per outbox record (the job id), at the sender's domain: a repeat after a crash carries the same one. */
export function messageIdFor(jobId: string, sender: Mailbox): string {
  const at = sender.address.lastIndexOf('@');
  const domain = at < 0 ? 'localhost' : sender.address.slice(at + 1);
  return `<${createHash('sha256').update(jobId).digest('hex').slice(0, 32)}@${domain}>`;
}

/**
 * The email queue: every email goes through the outbox to this queue, and the worker renders and sends it.
 * Connection failures, timeouts and 4xx answers are transient (retried for hours, see EMAIL_ATTEMPTS);
 * 5xx answers, unknown templates and bad data fail at once. The send is recorded on the outbox record as
 * soon as the SMTP server accepted it, so a retry (the worker died before finishing) does not send again.
 */
export const EMAIL_QUEUE = 'email';

/** Every template the worker can render, by name (assembled from the features' emails in server/features/registry.ts). */
export type EmailTemplates = Readonly<Record<string, EmailTemplate>>;

export const emailQueueOf = (templates: EmailTemplates) => defineQueue<EmailJob, Platform>({
  name: EMAIL_QUEUE,
  concurrency: CONCURRENCY,
  processor({ config, logger, metrics }) {
    // MAIL_FROM read once, for the messages' From and envelope and for their Message-ID's domain (in ASCII).
    const sender = mailboxOf(config.MAIL_FROM);
    const mailer = createMailer({ smtpUrl: config.SMTP_URL, sender, outboxDir: config.outboxDir, connections: SMTP_CONNECTIONS, dkim: dkimOf(config) });
    const ctx = { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL, config };
    const processEmail: JobProcessor<EmailJob> = async (job, { outbox }) => {
      const name = job.data.template;
      const template = Object.hasOwn(templates, name) ? templates[name] : undefined;
      if (!template) throw new UnrecoverableError(`Unknown email template "${name}"`);
      const parsed = template.schema.safeParse(job.data.data);
      if (!parsed.success) throw new UnrecoverableError(`Invalid data for email "${name}": ${parsed.error.issues[0].message}`);
      if (outbox?.sentAt) {
        // Accepted by SMTP on an earlier attempt: only what follows the send is left to do.
        await template.sent?.(parsed.data);
        return { messageId: outbox.sentRef, alreadySent: true };
      }
      const loaded = await template.load(parsed.data, ctx);
      if (!loaded) return { skipped: true };
      // One mailbox per message, always: a list or group syntax must never reach the transport.
      if (!isEmailAddress(loaded.to)) throw new UnrecoverableError(`Refusing to send "${name}" to an address that is not one mailbox`);
      const marketing = template.kind === 'marketing';
      // Marketing mail never reaches an address that unsubscribed; transactional mail always does.
      if (marketing && (await isSuppressed(loaded.to))) return { skipped: 'unsubscribed' };
      const unsubscribe = marketing ? unsubscribeUrl(config, loaded.to) : undefined;
      const rendered = await renderEmail(template, loaded.props, ctx, { unsubscribeUrl: unsubscribe });
      const message = { to: loaded.to, ...rendered, headers: unsubscribe ? listUnsubscribeHeaders(config, unsubscribe) : undefined };
      const messageId = messageIdFor(job.id!, sender);
      // One sender at a time per email; the record is read again under the claim, so two attempts never both send.
      const claim = outbox ? await claimEffect(job.id!, SEND_CLAIM_MS, SEND_CLAIM_MS + 1000) : null;
      if (outbox && !claim) throw new SendInProgress(`"${name}" is being sent by another attempt`);
      let happened = false;
      try {
        // A fresh claim means no attempt ever held it, so none sent: the sent mark is read only after a takeover.
        const sent = claim && !claim.fresh ? await sentRecord(job.id!) : null;
        if (sent) {
          await template.sent?.(parsed.data);
          return { messageId: sent.ref, alreadySent: true };
        }
        try {
          await mailer.send({ ...message, messageId });
          happened = true;
        } catch (error) {
          const permanent = isPermanentSmtpError(error);
          metrics.emailsFailed.inc({ template: name, kind: permanent ? 'permanent' : 'transient' });
          if (permanent) throw new UnrecoverableError(`SMTP refused "${name}" for good: ${(error as Error).message}`);
          throw error;
        }
        metrics.emailsSent.inc({ template: name });
        await recordSent(job.id!, messageId).catch((err: Error) => logger.warn({ err: err.message }, 'email sent, not recorded yet: a retry could send it again'));
      } finally {
        await claim?.release(happened).catch(() => undefined);
      }
      // "Welcomed" and the like: only now that the SMTP server took the message.
      await template.sent?.(parsed.data);
      return { messageId };
    };
    processEmail.close = () => mailer.close();
    return processEmail;
  },
});

/** An email as an outbox entry, for jobs recorded around a write (jobs/outbox.ts enqueueAround). */
export function emailEntry(job: EmailJob, jobId: string): OutboxEntry<EmailJob> {
  return { queue: EMAIL_QUEUE, data: job, jobId };
}

/** Queues an email durably (outbox first); the job id makes a repeated call send nothing twice. */
export function sendEmail(platform: Platform, job: EmailJob, jobId: string): Promise<HandOff> {
  return enqueueDurably(platform.queues, { name: EMAIL_QUEUE }, job, jobId, platform.logger);
}
