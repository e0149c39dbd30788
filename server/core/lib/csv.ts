import { stringify } from 'csv/sync';

/**
 * CSV for people who open it in a spreadsheet: a cell starting with =, +, -, @, a tab or a carriage return
 * gets a leading apostrophe, so Excel, Numbers or Sheets show it as text instead of running it as a formula.
 */
export function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export type CsvCell = string | number | Date | null | undefined;

/** A cell as written: dates as ISO, nothing as empty, text with its formulas defused. */
const written = (value: CsvCell): string | number => (value instanceof Date ? value.toISOString() : typeof value === 'string' ? defuseFormula(value) : (value ?? ''));

/**
 * THE CSV writer (the csv library): a header line, then one line per row, each cell defused and quoted when it
 * needs to be (or, with `quoted`, every cell of the rows).
 */
export function spreadsheetCsv(columns: readonly string[], rows: readonly (readonly CsvCell[])[], { quoted = false } = {}): string {
  return stringify([[...columns]]) + stringify(rows.map((row) => row.map(written)), { quoted });
}

/** A cell as read back from a file this project wrote: the apostrophe defuseFormula added is taken off again. */
export function undefuseFormula(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}
