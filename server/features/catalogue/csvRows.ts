import { parse } from 'csv/sync';
import { COLUMN_OF_FIELD, EDITABLE_COLUMNS, MAX_IMPORT_ROWS, READ_ONLY_COLUMNS, type EditableColumn } from '../../../domain/catalogue/csvColumns';
import { directoryInput, type Directory, type DirectoryFields } from '../../../domain/catalogue/directories';
import { InvalidInput } from '../../../domain/common/errors';
import { undefuseFormula, type CsvCell } from '../../core/lib/csv';

/** One row of an import, checked: its line in the file and the directory it writes. */
export interface CsvDirectory {
  line: number;
  fields: DirectoryFields;
}

const KNOWN_COLUMNS: ReadonlySet<string> = new Set([...EDITABLE_COLUMNS, ...READ_ONLY_COLUMNS]);
const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');
const listCell = (values: readonly string[]) => values.join(';');

/** A directory as a row of cells, in the order of CATALOGUE_COLUMNS. */
export function directoryRow(d: Directory): CsvCell[] {
  const { requirements: r, record } = d;
  return [
    d.domain,
    d.name,
    d.url,
    d.submitUrl,
    d.domainRating,
    d.domainRatedAt,
    d.monthlyVisits,
    d.pricing,
    d.linkPolicy,
    listCell(d.categories),
    listCell(d.countries),
    yesNo(r.accountNeeded),
    yesNo(r.reciprocalLink),
    r.reviewDays,
    r.notes,
    d.status,
    yesNo(d.featured),
    yesNo(d.reciprocal),
    d.consecutiveFailures,
    d.lastCheckedAt,
    record.submitted,
    record.live,
    record.rejected,
    record.acceptanceRate,
    record.medianDaysToLive,
    record.dofollowShare,
    record.indexableShare,
    record.lostLinks,
    record.lastVerifiedAt,
  ];
}

// Cells become the values the rules check; a cell that is not what it should be is passed on as text, so the rule's message names it.
const numberOf = (text: string) => (text === '' ? null : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);
const flagOf = (text: string) => (text === '' ? undefined : /^(yes|true|1)$/i.test(text) ? true : /^(no|false|0)$/i.test(text) ? false : text);
const listOf = (text: string) => text.split(/[;,|\s]+/).filter(Boolean);

/** A row's cells as the input of a directory. */
function inputOf(cell: (column: EditableColumn) => string) {
  return {
    domain: cell('domain'),
    name: cell('name'),
    url: cell('url'),
    submitUrl: cell('submit_url'),
    domainRating: numberOf(cell('domain_rating')),
    domainRatedAt: cell('domain_rated_at') || undefined,
    monthlyVisits: numberOf(cell('monthly_visits')),
    pricing: cell('pricing'),
    linkPolicy: cell('link_policy') || undefined,
    categories: listOf(cell('categories')),
    countries: listOf(cell('countries')),
    requirements: { accountNeeded: flagOf(cell('account_needed')), reciprocalLink: flagOf(cell('reciprocal_link')), reviewDays: numberOf(cell('review_days')), notes: cell('notes') },
    status: cell('status') || undefined,
    featured: flagOf(cell('featured')),
    reciprocal: flagOf(cell('reciprocal')),
  };
}

function parsedRecords(csv: string): { record: Record<string, string>; info: { lines: number } }[] {
  try {
    return parse(csv, { columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()), skip_empty_lines: true, trim: true, bom: true, info: true });
  } catch (error) {
    throw new InvalidInput(`The file is not valid CSV: ${(error as Error).message}`);
  }
}

function checkHeader(columns: readonly string[]): void {
  const missing = EDITABLE_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length) throw new InvalidInput(`Line 1: the header lacks ${missing.join(', ')}; the columns are ${EDITABLE_COLUMNS.join(',')} (then, ignored, ${READ_ONLY_COLUMNS.join(',')})`);
  const unknown = columns.filter((c) => !KNOWN_COLUMNS.has(c));
  if (unknown.length) throw new InvalidInput(`Line 1: unknown column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`);
}

/**
 * Reads a whole import file: every row is checked before anything is written, and the first bad row refuses the
 * file with its line number (the header is line 1) and the column at fault.
 */
export function readCatalogueCsv(csv: string): CsvDirectory[] {
  const records = parsedRecords(csv);
  if (!records.length) throw new InvalidInput(`The file has no rows; columns: ${EDITABLE_COLUMNS.join(',')}`);
  if (records.length > MAX_IMPORT_ROWS) throw new InvalidInput(`At most ${MAX_IMPORT_ROWS} rows per file`);
  checkHeader(Object.keys(records[0].record));
  const lineOfDomain = new Map<string, number>();
  return records.map(({ record, info }) => {
    // A quoted cell may span lines: the row starts that many lines before the one it ends on.
    const line = info.lines - Object.values(record).reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    const checked = directoryInput.safeParse(inputOf((column) => undefuseFormula(record[column] ?? '')));
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const column = COLUMN_OF_FIELD[issue.path.filter((p) => typeof p === 'string').join('.')] ?? issue.path.join('.');
      throw new InvalidInput(`Line ${line} (${column}): ${issue.message}`);
    }
    const earlier = lineOfDomain.get(checked.data.domain);
    if (earlier) throw new InvalidInput(`Line ${line} (domain): ${checked.data.domain} is already on line ${earlier}`);
    lineOfDomain.set(checked.data.domain, line);
    return { line, fields: checked.data };
  });
}
