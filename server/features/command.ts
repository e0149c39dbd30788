import type { ParseArgsConfig } from 'node:util';
import { DomainError } from '../../domain/common/errors';
import type { Config } from '../core/config';
import type { Logger } from '../core/logger';
import type { Platform } from '../core/platform';

/** What a command needs reachable; the CLI stops with a clear message (exit 3) when one is not. Default: MongoDB. */
export interface CliNeeds {
  mongodb?: boolean;
  redis?: boolean;
}

/** A progress bar on stderr for commands that walk many records (silent when stderr is not a terminal). */
export interface CliProgress {
  increment(by?: number): void;
  stop(): void;
}

/** What an operator command gets: settings, logs (stderr), output (stdout) and the platform on first use. */
export interface CliContext {
  config: Config;
  logger: Logger;
  /** True with --json: the command prints one JSON document and nothing else on stdout. */
  json: boolean;
  /** Connects MongoDB, Redis and the queues on first use (each within a few seconds), then checks what the command needs. */
  platform(needs?: CliNeeds): Promise<Platform>;
  /** What answered when the platform was made (for commands that show what they can without one of them). */
  reachable(): Promise<{ mongodb: boolean; redis: boolean }>;
  /** Lines for the operator go to stdout; logs go to stderr. */
  print(line: string): void;
  /** Rows as an aligned table on stdout (or, with --json, as a JSON array). */
  table(rows: readonly Record<string, unknown>[], columns?: readonly string[]): void;
  /** A value for machines with --json; otherwise render() prints it for people. */
  output<T>(value: T, render: (value: T) => void): void;
  /** Tells the operator something on stderr (notes, partial results), never mixed into stdout. */
  note(line: string): void;
  progress(total: number, label: string): CliProgress;
  /** A page of the site as a signed-out visitor gets it, rendered in this process (connects MongoDB on first use). */
  renderPage(path: string): Promise<{ status: number; html: string }>;
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

/** Thrown when MongoDB or Redis does not answer: the CLI prints the message and exits 3. */
export class Unreachable extends Error {}

export interface SeedOptions {
  demo: boolean;
  /** Wanted numbers of demo records by kind (`seed --products 50 --waitlist 20`). */
  counts?: Readonly<Record<string, number>>;
  progress?: (total: number, label: string) => CliProgress;
}

/** Reference or demo data a feature loads with `seed`; running it twice leaves the same records. */
export interface Seeder {
  name: string;
  /** The `--<kind> N` count this seeder fills (products, waitlist...), if any. */
  counts?: string;
  /** Returns a one-line summary. */
  run(platform: Platform, options: SeedOptions): Promise<string>;
}

/** Runs a command's work; a service's refusal (unknown record, bad input) is an operator mistake: its message and exit code 1. */
export async function refusalsAsMessages(ctx: Pick<CliContext, 'print'>, run: () => Promise<void>): Promise<number> {
  try {
    await run();
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      ctx.print(`error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
