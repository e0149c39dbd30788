import { dayMonthYear } from '../../../../domain/common/dates';

/** Small text helpers shared by the page builders. */

/** 'a', 'a and b', 'a, b and c'. */
export function listText(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** First letter in lower case, unless the word is an acronym or a name that starts with two capitals. */
export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
}

export function upperFirst(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** '3 review sites', '1 review site'. */
export function counted(count: number, [singular, plural]: readonly [string, string]): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/** The English name of an ISO 639-1 code: 'de' -> 'German'. */
export function languageName(code: string): string {
  return LANGUAGE_NAMES.of(code) ?? code;
}

/** '2026-11-23' -> '23 November 2026'. */
export function longDate(isoDate: string): string {
  return dayMonthYear(`${isoDate}T00:00:00Z`);
}

/** 'all 8' or '5 of the 8'. */
export function ofTotal(count: number, total: number): string {
  return count === total ? `all ${total}` : `${count} of the ${total}`;
}
