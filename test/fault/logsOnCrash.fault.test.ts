import { spawn } from 'node:child_process';
import path from 'node:path';

const LOGGER = path.resolve(__dirname, '../../server/core/logger.ts');
const HELD_LINES = 200;

/** A process that logs some lines (held in memory, less than a batch), then crashes the way it is asked to. */
function crashing(crash: string): Promise<{ code: number | null; lines: { level: number; msg: string }[] }> {
  const script = `
    const { createLogger, exitOnCrash } = require(${JSON.stringify(LOGGER)});
    const logger = createLogger('info');
    exitOnCrash(logger);
    for (let i = 0; i < ${HELD_LINES}; i++) logger.info({ i }, 'request completed');
    ${crash}
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, lines: output.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { level: number; msg: string }) })));
}

describe('log lines at a crash', () => {
  it.each([
    ['an exception nobody caught', "setTimeout(() => { throw new Error('crash under test'); }, 5);"],
    ['a promise rejected with nobody waiting', "void Promise.reject(new Error('crash under test'));"],
  ])('When the process crashes with %s, then every line logged before is written, the crash is logged at fatal, and it exits 1', async (_name, crash) => {
    const { code, lines } = await crashing(crash);
    expect(code).toBe(1);
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(HELD_LINES);
    expect(lines.at(-1)).toMatchObject({ level: 60, msg: 'uncaught exception; exiting', err: { message: 'crash under test' } });
  });
});
