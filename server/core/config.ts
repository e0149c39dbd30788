import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const onOff = z.enum(['on', 'off']);
const positiveInt = z.coerce.number().int().positive();

// One schema for every environment variable the service reads; .env.example documents each one.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  MONGODB_URI: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://').default('mongodb://127.0.0.1:27017/launchboost'),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').default('redis://127.0.0.1:6379'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  // on: a staging stack whose mail may go to the bundled Mailpit sink in production mode (it is refused otherwise).
  STAGING_MAIL_SINK: onOff.default('off'),
  MAIL_FROM: z.string().min(3).default('LaunchBoost <hello@launchboost.dev>'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WORKERS: onOff.default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('data'),
  UPLOADS_DIR: z.string().default('uploads'),
  // Set: uploads and link-preview cards live in this S3-compatible bucket, not on the local disk (server/core/s3Storage.ts).
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lowercase letters, digits, dots and dashes)').optional(),
  // Empty for AWS S3; the address of any other S3-compatible server (MinIO, versitygw, R2...).
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1').default('us-east-1'),
  // Unset: the AWS SDK's own credential chain (an instance or task role).
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // on: https://endpoint/bucket/key addresses (MinIO-style servers); off: https://bucket.endpoint/key.
  S3_FORCE_PATH_STYLE: onOff.default('off'),
  // Where browsers fetch stored files (a CDN, or the bucket's public address); unset, the app serves them under /uploads.
  PUBLIC_FILES_URL: z.url({ protocol: /^https?$/ }).optional(),
  QUEUE_PREFIX: z.string().regex(/^[A-Za-z0-9_:-]+$/).default('lb'),
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  API_WRITES_PER_MINUTE: positiveInt.default(60),
  // on: every /api answer is checked against its endpoint's contract and violations are logged (the tests turn it on).
  API_ANSWER_CHECK: onOff.default('off'),
  // The longest any cache keeps data when a change announcement was lost (the invalidation bus, server/cache).
  CACHE_TTL_SECONDS: positiveInt.max(3600).default(30),
  SITE_NAME: z.string().min(1).default('LaunchBoost'),
  // Marketing site settings (server/features/site/settings.ts).
  FOUNDER_NAME: z.string().min(1).default('Alex Martin'),
  SUPPORT_EMAIL: z.email().default('support@launchboost.dev'),
  LAUNCH_OFFER_LEFT: z.coerce.number().int().min(0).default(4),
  PROMO_CODE: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, _ and - only').default('LAUNCH20'),
  ANALYTICS_SCRIPT_URL: z.url({ protocol: /^https$/ }).optional(),
  ANALYTICS_SITE_ID: z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/).optional(),
  // Waitlist (server/features/waitlist) and the optional email-marketing provider it feeds.
  WAITLIST_PER_HOUR: positiveInt.default(10),
  // Places a subscriber moves up for each friend who joins through their link and confirms (never above first).
  REFERRAL_BOOST: positiveInt.max(10_000).default(10),
  MARKETING_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  MARKETING_API_KEY: z.string().min(1).optional(),
  MARKETING_LIST_A: positiveInt.optional(),
  MARKETING_LIST_B: positiveInt.optional(),
  // Every job's retries (emails first): EMAIL_ATTEMPTS attempts, waiting JOB_BACKOFF_MS, doubling up to
  // JOB_BACKOFF_MAX_MS. The defaults keep retrying for about 5.5 hours, so an SMTP outage loses nothing.
  EMAIL_ATTEMPTS: positiveInt.max(1000).default(30),
  JOB_BACKOFF_MS: positiveInt.default(5000),
  JOB_BACKOFF_MAX_MS: positiveInt.default(15 * 60_000),
  // GET /metrics answers loopback without a token; anyone else must send "Authorization: Bearer <METRICS_TOKEN>".
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // The worker process (npm run worker) serves its own /metrics on this port when set.
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // On SIGTERM /readyz answers 503 for this long before the server stops accepting (load balancers notice).
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(5000).default(500),
  // Public startup directory (server/features/directory).
  DIRECTORY_MODERATION: onOff.default('on'),
  // How often each web process compares its in-memory directory listing with the database (changes announced through the bus apply at once).
  DIRECTORY_CHECK_SECONDS: positiveInt.max(86_400).default(600),
  SUBMISSIONS_PER_HOUR: positiveInt.default(5),
  // Launch days (server/features/launches): how many products launch on one day.
  LAUNCHES_PER_DAY: positiveInt.max(1000).default(10),
  ADMIN_EMAIL: z.email().default('admin@launchboost.dev'),
  // Listings (server/features/listings): reports per IP address an hour; how often each process writes the views and visits it counted.
  REPORTS_PER_HOUR: positiveInt.default(5),
  STATS_FLUSH_SECONDS: positiveInt.max(60).default(15),
  // Accounts (server/features/auth): sessions, sign-in limits, Google sign-in.
  SESSION_DAYS: positiveInt.max(90).default(7),
  SIGNIN_ATTEMPTS_PER_15_MIN: positiveInt.default(10),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  // Where Google's public certificates are read (tests serve their own).
  GOOGLE_CERTS_URL: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com/oauth2/v1/certs'),
  // Payments (server/features/payments): unset key, each plan's checkout link as before; set, Stripe Checkout and webhooks.
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_test_..., sk_live_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9_+/=-]+$/, 'must be a webhook signing secret (whsec_...)').optional(),
  // Unset: Stripe's own API. Tests point it at stripe-mock (scripts/stripe-mock), e.g. http://127.0.0.1:12111.
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  // The Stripe accounts whose coupons the admin's GET /api/payments/stripe-coupons lists by default.
  STRIPE_ACCOUNT_ID: z.string().regex(/^acct_[A-Za-z0-9]+$/, 'must be a Stripe account id (acct_...)').optional(),
  STRIPE_TEST_ACCOUNT_ID: z.string().regex(/^acct_[A-Za-z0-9]+$/, 'must be a Stripe account id (acct_...)').optional(),
  // Orders' backlink checks (server/features/orders/linkCheck.ts): how often every live listing is read again, and
  // the pause between two pages of the same directory host.
  BACKLINK_CHECK_EVERY_HOURS: positiveInt.max(24 * 90).default(168),
  BACKLINK_HOST_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  // The customer workspace (server/features/workspace): where leads are searched and how often.
  REDDIT_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://www.reddit.com'),
  HN_SEARCH_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://hn.algolia.com'),
  SOURCE_TIMEOUT_MS: positiveInt.max(60_000).default(10_000),
  LEADS_SCAN_EVERY_MINUTES: positiveInt.max(24 * 60).default(15),
  // on: website-infos may read private and loopback addresses (tests' local sites); link-local and cloud metadata stay refused.
  WEBSITE_INFO_ALLOW_PRIVATE: onOff.default('off'),
  // Unset: drafts are the founder's templates filled in. Set: an OpenAI-compatible chat completions API writes them.
  DRAFT_WRITER_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DRAFT_WRITER_API_KEY: z.string().min(1).optional(),
  DRAFT_WRITER_MODEL: z.string().min(1).max(200).default('gpt-4o-mini'),
  // DKIM (server/features/mail/mailer.ts): set all three and every email is signed; the key is PEM text or a path to it.
  DKIM_DOMAIN: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain name such as launchboost.dev').optional(),
  DKIM_SELECTOR: z.string().regex(/^[a-z0-9._-]{1,63}$/i, 'must be a DNS label such as mail2026').optional(),
  DKIM_PRIVATE_KEY: z.string().min(1).optional(),
  // Announcements to the waitlist (waitlist:notify): emails handed to the queue per second.
  MARKETING_EMAILS_PER_SECOND: positiveInt.max(1000).default(10),
});

export type Config = Readonly<
  Omit<z.infer<typeof schema>, 'JWT_SECRET'> & {
    JWT_SECRET: string;
    isProduction: boolean;
    outboxDir: string;
  }
>;

export class ConfigError extends Error {}

/** Reads the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  if (isProduction && !values.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production');
  }
  if (isProduction && values.STAGING_MAIL_SINK === 'off' && isMailSink(values.SMTP_URL)) {
    throw new ConfigError('Invalid configuration:\n  SMTP_URL: points at the bundled mail sink (Mailpit), where anyone who reaches it reads every sign-in and reset link; set your mail provider, or STAGING_MAIL_SINK=on for a staging stack');
  }
  if (values.STRIPE_SECRET_KEY && !values.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set (only webhooks grant access)');
  }
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (or both left unset for the SDK\'s own credentials)');
  }
  const bucketSetting = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID'] as const).find((name) => values[name] && !values.S3_BUCKET);
  if (bucketSetting) throw new ConfigError(`Invalid configuration:\n  S3_BUCKET: required when ${bucketSetting} is set (without it files stay on the local disk)`);
  const dkimSet = (['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'] as const).filter((name) => values[name]);
  if (dkimSet.length > 0 && dkimSet.length < 3) throw new ConfigError('Invalid configuration:\n  DKIM_PRIVATE_KEY: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are set together (or all left unset)');
  const dataDir = path.resolve(values.DATA_DIR);
  return Object.freeze({
    ...values,
    DATA_DIR: dataDir,
    UPLOADS_DIR: path.resolve(values.UPLOADS_DIR),
    PUBLIC_URL: values.PUBLIC_URL.replace(/\/+$/, ''),
    PUBLIC_FILES_URL: values.PUBLIC_FILES_URL?.replace(/\/+$/, ''),
    JWT_SECRET: values.JWT_SECRET ?? developmentSecret(dataDir),
    DKIM_PRIVATE_KEY: values.DKIM_PRIVATE_KEY && dkimKey(values.DKIM_PRIVATE_KEY),
    isProduction,
    outboxDir: path.join(dataDir, 'outbox'),
  });
}

/** The host names of the compose file's catch-all mail services: what they receive, anyone who reaches their inbox reads. */
const MAIL_SINK_HOSTS = new Set(['mailpit', 'mailhog']);

/** True when SMTP_URL names the bundled mail sink rather than a mail provider. */
function isMailSink(smtpUrl: string | undefined): boolean {
  if (!smtpUrl) return false;
  const host = URL.canParse(smtpUrl) ? new URL(smtpUrl).hostname.toLowerCase() : '';
  return MAIL_SINK_HOSTS.has(host);
}

/** The DKIM key as PEM text: the variable holds it (newlines may be written \n), or names the file that does. */
function dkimKey(value: string): string {
  const text = value.includes('-----BEGIN') ? value.replace(/\\n/g, '\n') : existsSync(value) ? readFileSync(value, 'utf8') : '';
  if (!/-----BEGIN (RSA )?PRIVATE KEY-----/.test(text)) throw new ConfigError('Invalid configuration:\n  DKIM_PRIVATE_KEY: must be a PEM private key, or the path of a file holding one');
  return text;
}

// Outside production a secret is generated once and kept, so sessions survive restarts.
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
