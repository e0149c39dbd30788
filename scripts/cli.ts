import { parseArgs, type ParseArgsConfig } from 'node:util';
import pino from 'pino';
import { ConfigError, loadConfig, type Config } from '../server/core/config';
import { Unreachable, UsageError, type CliContext, type CliNeeds, type Command } from '../server/features/command';
import { withTimeout } from '../server/core/lib/timeout';
import { createLogger } from '../server/core/logger';
import { createPlatform, type Platform } from '../server/startPlatform';
import { COMMANDS } from './commands';
import { formatTable, progressBar, safeUrl } from './commands/output';

/** Options every command takes. */
const GLOBAL_OPTIONS: NonNullable<ParseArgsConfig['options']> = {
  help: { type: 'boolean', short: 'h' },
  json: { type: 'boolean' },
  verbose: { type: 'boolean' },
};

/** How long each of MongoDB and Redis is given to answer (in parallel), so a command answers within 5 s. */
const CONNECT_TIMEOUT_MS = 2500;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

const consoleIo: CliIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

function help(io: CliIo) {
  io.out('Usage: npm run cli -- <command> [options]   (npm run cli -- <command> --help for one command)\n');
  io.out('Commands:');
  const width = Math.max(...COMMANDS.map((c) => c.name.length)) + 2;
  for (const command of COMMANDS) io.out(`  ${command.name.padEnd(width)}${command.summary}`);
  io.out('\nOptions of every command: --json (machine-readable output only), --verbose (logs on stderr), --help');
  io.out('Exit codes: 0 done, 1 failed, 2 wrong usage, 3 MongoDB or Redis not reachable.');
}

function commandHelp(command: Command, io: CliIo) {
  io.out(`Usage: npm run cli -- ${command.usage ?? command.name}\n\n${command.summary}`);
  const options = Object.entries(command.options ?? {});
  if (options.length) {
    io.out('\nOptions:');
    for (const [name, option] of options) io.out(`  --${name}${option.type === 'string' ? ' <value>' : ''}${option.default !== undefined ? `  (default ${String(option.default)})` : ''}`);
  }
  io.out('  --json, --verbose, --help');
}

/** The message for a dependency that did not answer. */
function unreachable(config: Config, name: 'mongodb' | 'redis'): Unreachable {
  return name === 'mongodb'
    ? new Unreachable(`MongoDB is not reachable at ${safeUrl(config.MONGODB_URI)} (no answer within ${CONNECT_TIMEOUT_MS / 1000} s). Start it (npm run services) or fix MONGODB_URI.`)
    : new Unreachable(`Redis is not reachable at ${safeUrl(config.REDIS_URL)} (no answer within ${CONNECT_TIMEOUT_MS / 1000} s). Start it (npm run services) or fix REDIS_URL.`);
}

/**
 * Runs one command and returns its exit code; tests call this directly. stdout holds only the command's
 * output (tables, lines, or one JSON document with --json); logs and notes go to stderr.
 */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv = process.env, print?: ((line: string) => void) | CliIo): Promise<number> {
  const io: CliIo = typeof print === 'function' ? { out: print, err: consoleIo.err } : (print ?? consoleIo);
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    help(io);
    return name ? 0 : 2;
  }
  const command: Command | undefined = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command "${name}". npm run cli -- --help lists them.`);
    return 2;
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: rest, options: { ...GLOBAL_OPTIONS, ...command.options }, allowPositionals: true, strict: true });
  } catch (error) {
    io.err(`${command.name}: ${(error as Error).message}\nUsage: npm run cli -- ${command.usage ?? command.name}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    commandHelp(command, io);
    return 0;
  }
  const config = loadConfig(env);
  const json = Boolean(values.json);
  // Logs go to stderr, errors only unless --verbose, so a command's output can be piped.
  const logger = createLogger(values.verbose ? 'debug' : 'error', 'cli', pino.destination({ fd: 2, sync: true }));
  let connecting: Promise<Platform> | undefined;
  const connect = () => (connecting ??= createPlatform(config, { role: 'cli', logger, mongoAttempts: 1, mongoTimeoutMs: CONNECT_TIMEOUT_MS, mongoOptional: true, redisWaitMs: CONNECT_TIMEOUT_MS }));
  const reachable = async () => {
    const platform = await connect();
    return { mongodb: platform.mongoConnected, redis: platform.redis.status === 'ready' };
  };
  const ctx: CliContext = {
    config,
    logger,
    json,
    async platform(needs: CliNeeds = { mongodb: true }) {
      const platform = await connect();
      const up = await reachable();
      if (needs.mongodb && !up.mongodb) throw unreachable(config, 'mongodb');
      if (needs.redis && !up.redis) throw unreachable(config, 'redis');
      return platform;
    },
    reachable,
    print: (line) => io.out(line),
    note: (line) => io.err(line),
    table(rows, columns) {
      if (json) return io.out(JSON.stringify(rows, null, 2));
      if (!rows.length) return;
      for (const line of formatTable(rows, columns)) io.out(line);
    },
    output(value, render) {
      if (json) io.out(JSON.stringify(value, null, 2));
      else render(value);
    },
    progress: (total, label) => (json ? { increment: () => undefined, stop: () => undefined } : progressBar(total, label)),
    async renderPage(path) {
      const platform = await ctx.platform({ mongodb: true });
      // Loaded on first use: React and the pages are needed by the commands that read pages only.
      const { renderPath } = await import('../server/ssr/renderPath');
      return renderPath(platform, path);
    },
  };
  try {
    return (await command.run({ values: values as never, positionals }, ctx)) ?? 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${command.name}: ${error.message}\nUsage: npm run cli -- ${command.usage ?? command.name}`);
      return 2;
    }
    if (error instanceof Unreachable) {
      io.err(`${command.name}: ${error.message}`);
      return 3;
    }
    throw error;
  } finally {
    if (connecting) await withTimeout((async () => (await connecting!.catch(() => undefined))?.dispose())(), 2000).catch(() => undefined);
  }
}

if (require.main === module) {
  runCli(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((error) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    });
}
