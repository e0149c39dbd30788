import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config';
import { UsageError, type CliContext, type Command } from '../server/features/command';
import { createLogger } from '../server/logger';
import { createRuntime, type Runtime } from '../server/runtime';
import { COMMANDS } from './commands';

function help(print: (line: string) => void) {
  print('Usage: npm run cli -- <command> [options]\n\nCommands:');
  for (const command of COMMANDS) print(`  ${(command.usage ?? command.name).padEnd(52)} ${command.summary}`);
}

/** Runs one command and returns its exit code; tests call this directly. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv = process.env, print = (line: string) => console.log(line)): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help') {
    help(print);
    return name ? 0 : 2;
  }
  const command: Command | undefined = COMMANDS.find((c) => c.name === name);
  if (!command) {
    console.error(`Unknown command "${name}".`);
    help(print);
    return 2;
  }
  const config = loadConfig(env);
  // Logs go to stderr so that a command's output can be piped.
  const logger = createLogger(env.LOG_LEVEL ?? 'warn', 'cli');
  let runtime: Promise<Runtime> | undefined;
  const ctx: CliContext = {
    config,
    logger,
    print,
    platform: () => (runtime ??= createRuntime(config, { role: 'cli', logger, mongoAttempts: 3, redisWaitMs: 2000 })),
  };
  try {
    const { values, positionals } = parseArgs({ args: rest, options: command.options ?? {}, allowPositionals: true, strict: true });
    return (await command.run({ values, positionals }, ctx)) ?? 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${command.name}: ${(error as Error).message}\nUsage: npm run cli -- ${command.usage ?? command.name}`);
      return 2;
    }
    throw error;
  } finally {
    if (runtime) await (await runtime.catch(() => undefined))?.dispose();
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
