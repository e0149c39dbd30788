import { randomUUID } from 'node:crypto';
import { isEmailAddress } from '../../../domain/common/email';
import { UsageError, type Command } from '../command';
import { sendEmail, type EmailTemplates } from './queue';
import { mailEmail } from './emails';
import { previewNames, renderPreview } from './preview';

/** The mail feature's commands; email:preview lists and renders every template of the registry. */
export const mailCommandsOf = (templates: EmailTemplates): Command[] => [
  {
    name: 'email:test',
    summary: 'Queues a test email, to check the mail settings end to end',
    usage: 'email:test --to you@example.com',
    options: { to: { type: 'string' } },
    async run({ values }, ctx) {
      const to = typeof values.to === 'string' ? values.to.trim() : '';
      if (!isEmailAddress(to)) throw new UsageError('--to must be one email address');
      const platform = await ctx.platform();
      const result = await sendEmail(platform, mailEmail('operator-test', { to, note: `Sent from the command line at ${new Date().toISOString()}.` }), `email-test-${randomUUID()}`);
      ctx.print(`test email ${result} for ${to}`);
    },
  },
  {
    name: 'email:preview',
    summary: 'Prints an email rendered with sample data (HTML, or --text for its plain version); --list names every template',
    usage: 'email:preview --list | email:preview <template> [--text] > preview.html',
    options: { list: { type: 'boolean' }, text: { type: 'boolean' } },
    async run({ positionals, values }, ctx) {
      // Samples need no database: the settings are enough.
      const emailCtx = { siteName: ctx.config.SITE_NAME, publicUrl: ctx.config.PUBLIC_URL, config: ctx.config };
      const names = previewNames(templates, emailCtx);
      if (values.list) {
        ctx.output(
          names.map((name) => ({ name, kind: templates[name.split(':')[0]].kind })),
          (rows) => ctx.table(rows, ['name', 'kind']),
        );
        return;
      }
      const name = positionals[0];
      if (!name) throw new UsageError('name a template (email:preview --list names them)');
      const email = await renderPreview(templates, name, emailCtx);
      if (!email) throw new UsageError(`no template "${name}"; there are: ${names.join(', ')}`);
      ctx.output(email, () => {
        ctx.note(`Subject: ${email.subject}`);
        ctx.print(values.text ? email.text : email.html);
      });
    },
  },
];
