import { SingleBar } from 'cli-progress';
import type { CliProgress } from '../../server/features/command';

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value).replace(/[\t\r\n]+/g, ' ');
}

/** Rows as aligned columns under a header (plain text: easy to read, grep and cut). */
export function formatTable(rows: readonly Record<string, unknown>[], columns: readonly string[] = Object.keys(rows[0] ?? {})): string[] {
  const cells = rows.map((row) => columns.map((column) => cell(row[column])));
  const widths = columns.map((column, i) => Math.max(column.length, ...cells.map((line) => line[i].length)));
  const line = (values: readonly string[]) =>
    values
      .map((value, i) => (i === values.length - 1 ? value : value.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(columns), ...cells.map(line)];
}

/** A progress bar on stderr (cli-progress) when stderr is a terminal; nothing otherwise, so pipes and logs stay clean. */
export function progressBar(total: number, label: string, stream: NodeJS.WriteStream = process.stderr): CliProgress {
  if (!stream.isTTY || total < 1) return { increment: () => undefined, stop: () => undefined };
  const bar = new SingleBar({ format: `${label} [{bar}] {value}/{total} {percentage}% eta {eta}s`, stream, hideCursor: true, clearOnComplete: false });
  bar.start(total, 0);
  return { increment: (by = 1) => bar.increment(by), stop: () => bar.stop() };
}

/** A connection address without its password, for messages. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.replace(/\/\/[^@/]*@/, '//***@');
  }
}

/** "7d", "12h", "30m", "45s" → milliseconds; null when not a duration. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+)\s*(ms|s|m|h|d|w)$/.exec(text.trim());
  if (!match) return null;
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 }[match[2] as 'ms'];
  return Number(match[1]) * unit;
}
