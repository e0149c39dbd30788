import type { ParseArgsConfig } from 'node:util';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Platform } from '../platform';

/** What an operator command gets: settings, logs (stderr), output lines (stdout) and the platform on first use. */
export interface CliContext {
  config: Config;
  logger: Logger;
  /** Connects MongoDB, Redis and the queues on first use. */
  platform(): Promise<Platform>;
  /** Lines for the operator go to stdout; logs go to stderr. */
  print(line: string): void;
}

export interface CliArgs {
  positionals: string[];
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
}

/** An operator command (`npm run cli -- <name>`); each feature lists its own in commands.ts. */
export interface Command {
  name: string;
  summary: string;
  usage?: string;
  options?: ParseArgsConfig['options'];
  /** Returns the exit code (0 when omitted). */
  run(args: CliArgs, ctx: CliContext): Promise<number | void>;
}

/** Thrown for wrong usage: the CLI prints the message and the command's usage, and exits 2. */
export class UsageError extends Error {}

/** Reference or demo data a feature loads with `seed`; running it twice leaves the same records. */
export interface Seeder {
  name: string;
  /** Returns a one-line summary. */
  run(platform: Platform, options: { demo: boolean }): Promise<string>;
}
