import type { ParseArgsConfig } from 'node:util';
import type { Queues } from '../../jobs/queues';
import type { Config } from '../../server/config';
import type { Logger } from '../../server/logger';

export interface CliContext {
  config: Config;
  logger: Logger;
  /** Connects to MongoDB on first use. */
  db(): Promise<void>;
  /** Queue producers on first use. */
  queues(): Queues;
  /** Lines for the operator go to stdout; logs go to stderr. */
  print(line: string): void;
}

export interface CliArgs {
  positionals: string[];
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
}

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
