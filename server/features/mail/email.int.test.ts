import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { enqueueDurably, OutboxMessageModel } from '../../core/jobs/outbox';
import { currentRequestId, withLogContext } from '../../core/logger';
import { startOwnRedis, type OwnRedis } from '../../../test/support/redisServer';
import { startTestSmtp, type TestSmtp } from '../../../test/support/smtp';
import { createTestApp, eventually, type TestApp } from '../../../test/support/testApp';
import { runCommand } from '../../../test/support/cli';
import { EMAIL_TEMPLATES } from '../registry';
import { previewNames } from './preview';
import { EMAIL_QUEUE, sendEmail } from './queue';

let smtp: TestSmtp;
let redis: OwnRedis;
let t: TestApp;

// The DKIM key pair of this file: the private key in a file (DKIM_PRIVATE_KEY names it), the public one in a made-up DNS record.
const dkim = generateKeyPairSync('rsa', { modulusLength: 2048 });
const keyFile = path.join(mkdtempSync(path.join(tmpdir(), 'dkim-')), 'private.pem');
writeFileSync(keyFile, dkim.privateKey.export({ type: 'pkcs8', format: 'pem' }));
const dnsRecord = `v=DKIM1; k=rsa; p=${dkim.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;

beforeAll(async () => {
  smtp = await startTestSmtp();
  // The outage case stops Redis, so this file has a redis-server of its own.
  redis = await startOwnRedis();
  t = await createTestApp(__filename, { SMTP_URL: smtp.url, REDIS_URL: redis.url, DKIM_DOMAIN: 'launchboost.dev', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: keyFile });
  t.startWorkers();
});
afterAll(async () => {
  await redis.start();
  await t.close();
  await redis.stop();
  await smtp.close();
});

describe('the email queue', () => {
  it('When an email job is enqueued, then the templated message reaches the SMTP server as HTML and text', async () => {
    const result = await sendEmail(t.platform, { template: 'operator-test', data: { to: 'ops@example.com', note: 'Checking <the> queue' } }, 'email-test-1');
    expect(result).toBe('queued');
    const mail = await smtp.waitFor('ops@example.com', /test email/);
    expect(mail.subject).toBe('LaunchBoost: test email');
    expect(mail.text).toContain('Checking <the> queue');
    expect(mail.html).toContain('Checking &lt;the&gt; queue');
    expect(mail.from?.text).toContain('hello@launchboost.dev');
  });

  it('When an email is asked for during a request, then the worker renders it in that request\'s log context (its lines carry the request id)', async () => {
    const template = EMAIL_TEMPLATES['operator-test'];
    const load = template.load.bind(template);
    const seen: (string | undefined)[] = [];
    const spy = jest.spyOn(template, 'load').mockImplementation((data, ctx) => {
      seen.push(currentRequestId());
      return load(data, ctx);
    });
    try {
      await withLogContext({ requestId: 'req-email-context-1' }, () => sendEmail(t.platform, { template: 'operator-test', data: { to: 'context@example.com', note: 'In context' } }, 'email-test-context'));
      await smtp.waitFor('context@example.com', /test email/);
      expect(seen).toEqual(['req-email-context-1']);
    } finally {
      spy.mockRestore();
    }
  });

  it('When the DKIM variables are set, then every email is signed for DKIM_DOMAIN and the signature verifies against the public key', async () => {
    await sendEmail(t.platform, { template: 'operator-test', data: { to: 'dkim@example.com', note: 'Signed' } }, 'email-test-dkim');
    const mail = await smtp.waitFor('dkim@example.com', /test email/);
    const lookups: string[] = [];
    const resolver = async (name: string, type: string) => {
      lookups.push(`${type} ${name}`);
      if (type === 'TXT' && name === 'mail2026._domainkey.launchboost.dev') return [[dnsRecord]];
      throw Object.assign(new Error('no such record'), { code: 'ENOTFOUND' });
    };
    const { results } = await dkimVerify(mail.raw, { resolver } as never);
    expect(results.map((r) => ({ domain: r.signingDomain, selector: r.selector, result: r.status.result }))).toEqual([{ domain: 'launchboost.dev', selector: 'mail2026', result: 'pass' }]);
    expect(lookups).toContain('TXT mail2026._domainkey.launchboost.dev');
    // A changed body no longer verifies: the signature covers it.
    const tampered = Buffer.from(mail.raw.toString('utf8').replace('Signed', 'Forged'));
    expect((await dkimVerify(tampered, { resolver } as never)).results[0].status.result).not.toBe('pass');
  });

  const ctx = () => ({ siteName: t.config.SITE_NAME, publicUrl: t.config.PUBLIC_URL, config: t.config });

  it('When an operator runs email:preview, then --list names every template and each one prints as HTML or, with --text, as plain text', async () => {
    const list = await runCommand(t.platform, ['email:preview', '--list']);
    expect(list.stdout.split('\n').map((line) => line.split('\t')[0])).toEqual(previewNames(EMAIL_TEMPLATES, ctx()));
    expect(previewNames(EMAIL_TEMPLATES, ctx())).toEqual(expect.arrayContaining([...Object.keys(EMAIL_TEMPLATES), 'checkout-completed:trial']));
    expect(list.stdout).toMatch(/^waitlist-welcome\tmarketing$/m);
    for (const name of previewNames(EMAIL_TEMPLATES, ctx())) {
      const html = await runCommand(t.platform, ['email:preview', name]);
      expect([name, html.code]).toEqual([name, 0]);
      expect(html.stdout).toMatch(/^<!DOCTYPE html/);
      const text = await runCommand(t.platform, ['email:preview', name, '--text']);
      expect(text.stdout).not.toMatch(/<\/?(p|a|div|table|td|span)[ >]/);
      expect(text.stdout).toContain(t.config.SITE_NAME);
    }
    await expect(runCommand(t.platform, ['email:preview', 'no-such-email'])).rejects.toThrow(/no template "no-such-email"; there are: account-deleted/);
  });

  it('When a job names an unknown template, then it fails once without retrying', async () => {
    // Not a template name: only a job written by hand (or by an older release) can look like this.
    await enqueueDurably(t.queues, { name: EMAIL_QUEUE }, { template: 'no-such-template', data: {} } as never, 'email-test-2');
    const job = await eventually(async () => {
      const failed = await t.queues.queue('email').getFailed();
      return failed.find((j) => j.id === 'email-test-2');
    });
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toBe('Unknown email template "no-such-template"');
  });

  it('When a rendered email names a list of addresses, then it is refused for good and nothing is sent', async () => {
    await sendEmail(t.platform, { template: 'operator-test', data: { to: 'a@example.com,b@example.com', note: 'relay' } }, 'email-test-list');
    const job = await eventually(async () => (await t.queues.queue('email').getFailed()).find((j) => j.id === 'email-test-list'));
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toContain('not one mailbox');
    expect(smtp.messages.filter((m) => m.text?.includes('relay'))).toHaveLength(0);
  });

  it('When Redis is down as an email is enqueued, then it waits in the MongoDB outbox and is sent once Redis is back', async () => {
    await redis.stop();
    const result = await sendEmail(t.platform, { template: 'operator-test', data: { to: 'later@example.com', note: 'sent after the outage' } }, 'email-test-3');
    expect(result).toBe('deferred');
    expect(await OutboxMessageModel.countDocuments({ jobId: 'email-test-3', enqueuedAt: null })).toBe(1);

    await redis.start();
    const mail = await smtp.waitFor('later@example.com', /test email/, 30_000);
    expect(mail.text).toContain('sent after the outage');
    expect(await OutboxMessageModel.countDocuments({ jobId: 'email-test-3', enqueuedAt: { $ne: null } })).toBe(1);
    expect(smtp.messages.filter((m) => m.text?.includes('sent after the outage'))).toHaveLength(1);
  });
});
