import { UnrecoverableError } from 'bullmq';
import { isEmailAddress } from '../../../domain/common/email';
import { enqueueDurably } from '../../../jobs/outbox';
import { defineQueue } from '../../../jobs/queues';
import type { Platform } from '../../platform';
import { createMailer } from './mailer';
import { emailTemplate, type EmailJob } from './templates';

/** The email queue: every email goes through the outbox to this queue, and the worker renders and sends it. */
export const emailQueue = defineQueue<EmailJob, Platform>({
  name: 'email',
  concurrency: 5,
  processor({ config }) {
    const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.outboxDir });
    const ctx = { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL, config };
    return async (job) => {
      const template = emailTemplate(job.data.template);
      if (!template) throw new UnrecoverableError(`Unknown email template "${job.data.template}"`);
      const parsed = template.schema.safeParse(job.data.data);
      if (!parsed.success) throw new UnrecoverableError(`Invalid data for email "${job.data.template}": ${parsed.error.issues[0].message}`);
      const message = await template.render(parsed.data, ctx);
      if (!message) return { skipped: true };
      // One mailbox per message, always: a list or group syntax must never reach the transport.
      if (!isEmailAddress(message.to)) throw new UnrecoverableError(`Refusing to send "${job.data.template}" to an address that is not one mailbox`);
      const result = await mailer.send(message);
      await template.sent?.(parsed.data);
      return { messageId: result.messageId };
    };
  },
});

/** Queues an email durably (outbox first); the job id makes a repeated call send nothing twice. */
export function sendEmail(platform: Platform, job: EmailJob, jobId: string): Promise<'queued' | 'deferred'> {
  return enqueueDurably(platform.queues, emailQueue, job, jobId, platform.logger);
}
