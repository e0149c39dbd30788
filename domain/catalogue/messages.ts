/** The catalogue's user-facing texts (no imports, so any bundle can carry them). */
export const DIRECTORY_NOT_FOUND = 'Directory not found';
export const DIRECTORY_EXISTS = 'A directory with this domain is already in the catalogue';
export const DOMAIN_IS_FIXED = "A directory's domain cannot change: add the new domain as a directory and mark this one dead";
export const URL_OFF_DOMAIN = "The url must be an address on the directory's domain";
export const ANY_STANDS_ALONE = "'any' stands alone (it already means every category)";
export const GLOBAL_STANDS_ALONE = "'global' stands alone (it already means every country)";

/** The line the pricing section shows under the plans. */
export const activeDirectoriesLine = (count: number) => `Our catalogue holds ${count.toLocaleString('en-US')} active directories, each checked every week.`;

/** The admin dashboard's line about directories whose sites stopped answering. */
export const deadDirectoriesLine = (count: number, names: readonly string[]) =>
  `${count} director${count === 1 ? 'y is' : 'ies are'} dead (the site failed three checks in a row)${names.length ? `: ${names.join(', ')}${count > names.length ? '…' : ''}` : ''}.`;

/** What an import did, for the operator (CLI). */
export const importSummary = ({ rows, added, changed }: { rows: number; added: number; changed: number }) =>
  `${rows} row${rows === 1 ? '' : 's'} read: ${added} added, ${changed} changed, ${rows - added - changed} unchanged`;
