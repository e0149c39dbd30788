import { parseArgs } from 'node:util';
import type { CliContext } from '../../server/features/command';
import type { Platform } from '../../server/core/platform';
import { COMMANDS } from '../../scripts/commands';

/** A CliContext on a test's own platform, collecting stdout lines (tables as plain lines, no progress bars). */
export function cliContextFor(platform: Platform, lines: string[] = [], { json = false } = {}): CliContext {
  return {
    config: platform.config,
    logger: platform.logger,
    json,
    platform: async () => platform,
    reachable: async () => ({ mongodb: platform.mongoConnected, redis: platform.redis.status === 'ready' }),
    print: (line) => lines.push(line),
    note: () => undefined,
    table: (rows, columns) => {
      if (json) return void lines.push(JSON.stringify(rows));
      const keys = columns ?? Object.keys(rows[0] ?? {});
      for (const row of rows) lines.push(keys.map((k) => String(row[k] ?? '')).join('\t'));
    },
    output: (value, render) => (json ? void lines.push(JSON.stringify(value)) : render(value)),
    progress: () => ({ increment: () => undefined, stop: () => undefined }),
    renderPage: async (path) => (await import('../../server/ssr/renderPath')).renderPath(platform, path),
  };
}

/** Runs one feature command in this process, its arguments parsed as `npm run cli` parses them; stdout lines and exit code. */
export async function runCommand(platform: Platform, argv: readonly string[]): Promise<{ code: number; stdout: string }> {
  const [name, ...args] = argv;
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) throw new Error(`No command "${name}"`);
  const { values, positionals } = parseArgs({ args, options: { json: { type: 'boolean' }, ...command.options }, allowPositionals: true, strict: true });
  const lines: string[] = [];
  const code = (await command.run({ values: values as never, positionals }, cliContextFor(platform, lines, { json: Boolean(values.json) }))) ?? 0;
  return { code, stdout: lines.join('\n') };
}
