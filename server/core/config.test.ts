import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const tmpData = () => mkdtempSync(path.join(os.tmpdir(), 'lb-config-'));

describe('configuration', () => {
  it('When nothing is set, then the local defaults apply', () => {
    const config = loadConfig({ DATA_DIR: tmpData() });
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.MONGODB_URI).toBe('mongodb://127.0.0.1:27017/launchboost');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.WORKERS).toBe('on');
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('When variables are wrong, then one error names every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: tmpData(), PORT: 'eighty', MONGODB_URI: 'postgres://x', WORKERS: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT:/);
    expect(message).toMatch(/MONGODB_URI: must start with mongodb:\/\//);
    expect(message).toMatch(/WORKERS:/);
  });

  it('When running in production without JWT_SECRET, then start-up is refused', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmpData() })).toThrow('JWT_SECRET: required when NODE_ENV=production');
  });

  it('When a Stripe key is set, then the webhook secret is required and each Stripe setting must have its shape', () => {
    expect(() => loadConfig({ DATA_DIR: tmpData(), STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
    expect(() => loadConfig({ DATA_DIR: tmpData(), STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow('STRIPE_SECRET_KEY: must be a Stripe secret key');
    expect(() => loadConfig({ DATA_DIR: tmpData(), STRIPE_API_BASE: 'ftp://127.0.0.1' })).toThrow(/STRIPE_API_BASE/);
    const config = loadConfig({ DATA_DIR: tmpData(), STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_API_BASE: 'http://127.0.0.1:12111' });
    expect(config.STRIPE_API_BASE).toBe('http://127.0.0.1:12111');
  });

  it('When object storage is half configured, then start-up names what is missing instead of falling back to the disk', () => {
    expect(() => loadConfig({ DATA_DIR: tmpData(), S3_ENDPOINT: 'http://127.0.0.1:7070' })).toThrow('S3_BUCKET: required when S3_ENDPOINT is set');
    expect(() => loadConfig({ DATA_DIR: tmpData(), S3_BUCKET: 'launchboost', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/);
    expect(() => loadConfig({ DATA_DIR: tmpData(), S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/);
    const config = loadConfig({ DATA_DIR: tmpData(), S3_BUCKET: 'launchboost', S3_FORCE_PATH_STYLE: 'on', PUBLIC_FILES_URL: 'https://cdn.example.com/' });
    expect([config.S3_REGION, config.S3_FORCE_PATH_STYLE, config.PUBLIC_FILES_URL]).toEqual(['us-east-1', 'on', 'https://cdn.example.com']);
  });

  it('When DKIM is configured, then the key is read from the PEM text (newlines written \\n) or from a file, and a half setting or a bad key stops start-up', () => {
    const pem = '-----BEGIN PRIVATE KEY-----\nMIIEvQ\n-----END PRIVATE KEY-----\n';
    const dkim = { DKIM_DOMAIN: 'launchboost.dev', DKIM_SELECTOR: 'mail2026' };
    expect(loadConfig({ DATA_DIR: tmpData(), ...dkim, DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n') }).DKIM_PRIVATE_KEY).toBe(pem);
    const file = path.join(tmpData(), 'dkim.pem');
    writeFileSync(file, pem);
    expect(loadConfig({ DATA_DIR: tmpData(), ...dkim, DKIM_PRIVATE_KEY: file }).DKIM_PRIVATE_KEY).toBe(pem);
    expect(() => loadConfig({ DATA_DIR: tmpData(), DKIM_DOMAIN: 'launchboost.dev' })).toThrow(/DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are set together/);
    expect(() => loadConfig({ DATA_DIR: tmpData(), ...dkim, DKIM_PRIVATE_KEY: '/no/such/key.pem' })).toThrow(/DKIM_PRIVATE_KEY: must be a PEM private key/);
  });

  it('When running in development without JWT_SECRET, then one is generated once and kept under the data folder', () => {
    const dataDir = tmpData();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.JWT_SECRET);
  });

  it('When PUBLIC_URL ends with a slash, then canonical addresses do not get a double slash', () => {
    expect(loadConfig({ DATA_DIR: tmpData(), PUBLIC_URL: 'https://example.com/' }).PUBLIC_URL).toBe('https://example.com');
  });
});

describe('the bundled mail inbox', () => {
  const compose = readFileSync(path.resolve(__dirname, '../../docker-compose.yml'), 'utf8');
  /** Each service of the compose file with its block of lines. */
  const services = new Map([...compose.matchAll(/\n {2}([\w-]+):\n((?: {4}.*\n|\n)*)/g)].map((m) => [m[1], m[2]]));
  /** The ports a service publishes, as written under its `ports:`. */
  const published = (block: string) => [...(/(?:^|\n) {4}ports:\n((?: {6}- .*\n)*)/.exec(block)?.[1] ?? '').matchAll(/- '([^']+)'/g)].map((m) => m[1]);

  it('When the shipped docker-compose.yml is read, then Mailpit runs only in the dev profile with its inbox on loopback, and only the proxy is published on every interface', () => {
    const mailpit = services.get('mailpit')!;
    expect(mailpit).toMatch(/\n {4}profiles: \['dev'\]\n/);
    expect(published(mailpit)).toEqual(['127.0.0.1:8025:8025']);
    const everyInterface = [...services].flatMap(([name, block]) => published(block).filter((port) => !port.startsWith('127.0.0.1:')).map((port) => `${name} ${port}`));
    expect(everyInterface).toEqual(['proxy 3000:80']);
  });

  it('When production starts with SMTP_URL pointing at the bundled sink, then start-up is refused unless STAGING_MAIL_SINK=on says it is a staging stack', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), DATA_DIR: tmpData() };
    expect(() => loadConfig({ ...production, SMTP_URL: 'smtp://mailpit:1025' })).toThrow(/SMTP_URL: points at the bundled mail sink \(Mailpit\)/);
    expect(() => loadConfig({ ...production, SMTP_URL: 'smtp://MAILPIT:1025', STAGING_MAIL_SINK: 'off' })).toThrow(/STAGING_MAIL_SINK=on for a staging stack/);
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mailpit:1025', STAGING_MAIL_SINK: 'on' }).SMTP_URL).toBe('smtp://mailpit:1025');
    expect(loadConfig({ ...production, SMTP_URL: 'smtps://user:secret@smtp.example.com:465' }).STAGING_MAIL_SINK).toBe('off');
    expect(loadConfig({ DATA_DIR: tmpData(), SMTP_URL: 'smtp://mailpit:1025' }).SMTP_URL).toBe('smtp://mailpit:1025');
  });
});
