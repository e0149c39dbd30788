import { UnrecoverableError, type Job } from 'bullmq';
import type { EmailJob } from '../queues';
import type { Mailer } from '../mailer';
import type { EmailContext } from '../emails/layout';
import { EMAIL_TEMPLATES } from '../emails/templates';

/** Renders the named template with the job's data and sends it; transport errors are retried by BullMQ. */
export function emailProcessor(mailer: Mailer, ctx: EmailContext) {
  return async (job: Job<EmailJob>) => {
    const template = EMAIL_TEMPLATES[job.data.template];
    if (!template) throw new UnrecoverableError(`Unknown email template "${job.data.template}"`);
    const parsed = template.schema.safeParse(job.data.data);
    if (!parsed.success) throw new UnrecoverableError(`Invalid data for email "${job.data.template}": ${parsed.error.issues[0].message}`);
    const email = template.render(parsed.data, ctx);
    const result = await mailer.send({ to: job.data.to, ...email });
    return { messageId: result.messageId };
  };
}
