import { spawn } from 'node:child_process';
import mongoose from 'mongoose';
import { testConfig } from '../test/support/testApp';
import { entryArgs } from '../test/support/entries';

const config = testConfig(__filename);

afterAll(async () => {
  await mongoose.connect(config.MONGODB_URI);
  await mongoose.connection.dropDatabase();
  await mongoose.disconnect();
});

describe('the server process', () => {
  it('When it receives SIGTERM while serving with workers on, then web and workers stop cleanly within 10 s', async () => {
    const child = spawn(process.execPath, entryArgs('server/main.ts'), {
      env: { ...process.env, NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'info', WORKERS: 'on', MONGODB_URI: config.MONGODB_URI, QUEUE_PREFIX: config.QUEUE_PREFIX, DATA_DIR: config.DATA_DIR, JWT_SECRET: config.JWT_SECRET },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start: ${stdout}${stderr}`)), 20_000);
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        const started = /"url":"(http:[^"]+)".*"msg":"server listening"/.exec(stdout);
        if (started) {
          clearTimeout(timer);
          resolve(started[1]);
        }
      });
    });
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    expect((await fetch(`${url}/`)).status).toBe(200);

    const stoppedAt = Date.now();
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    const elapsed = Date.now() - stoppedAt;

    expect(code).toBe(0);
    expect(elapsed).toBeLessThan(10_000);
    expect(stdout).toContain('shutdown complete');
    const errorLines = stdout.split('\n').filter((line) => /"level":(50|60)/.test(line));
    expect(errorLines).toEqual([]);
    expect(stderr).toBe('');
  });
});
