/**
 * CSV for people who open it in a spreadsheet: a cell starting with =, +, -, @, a tab or a carriage return
 * gets a leading apostrophe, so Excel, Numbers or Sheets show it as text instead of running it as a formula.
 */
export function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV field: dates as ISO, null as empty, formulas defused, quoted when it holds a quote, comma or line break (or always, with `quote`). */
export function csvField(value: unknown, { quote = false } = {}): string {
  const text = defuseFormula(value instanceof Date ? value.toISOString() : value === null || value === undefined ? '' : String(value));
  return quote || /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
