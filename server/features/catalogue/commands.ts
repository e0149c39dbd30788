import { readFile, writeFile } from 'node:fs/promises';
import { DIRECTORY_NOT_FOUND, importSummary } from '../../../domain/catalogue/messages';
import { directoryDomainOf } from '../../../domain/catalogue/limits';
import { refusalsAsMessages, UsageError, type Command } from '../command';
import { exportDirectoriesCsv, importDirectoriesCsv } from './directoriesCsv';
import { checkDirectories } from './liveness';
import { DirectoryModel } from './model';
import { noTrackRecords, type TrackRecords } from './trackRecords';

/** The catalogue's operator commands; the export's track records come from `records` (the orders', wired by registry.ts). */
export function catalogueCommandsOf(records: TrackRecords = noTrackRecords): Command[] {
  return [
    {
      name: 'directories:export',
      summary: 'Writes the catalogue as CSV (the columns directories:import reads, then liveness and track record) to a file, or to stdout',
      usage: 'directories:export [<file.csv>]   (or directories:export > directories.csv)',
      async run({ positionals }, ctx) {
        if (positionals.length > 1) throw new UsageError('expected at most one file (directories:export [<file.csv>])');
        await ctx.platform({ mongodb: true });
        const { csv, rows } = await exportDirectoriesCsv(records);
        if (!positionals.length) {
          ctx.print(csv.trimEnd());
          return ctx.note(`${rows} directories`);
        }
        await writeFile(positionals[0], csv);
        ctx.print(`exported ${rows} directories to ${positionals[0]}`);
      },
    },
    {
      name: 'directories:import',
      summary: 'Adds and updates directories from CSV, all or nothing: a bad row refuses the file and names its line',
      usage: 'directories:import <file.csv>   (columns: see docs/features/catalogue.md)',
      async run({ positionals }, ctx) {
        if (positionals.length !== 1) throw new UsageError('expected one CSV file (directories:import <file.csv>)');
        const csv = await readFile(positionals[0], 'utf8').catch((error: NodeJS.ErrnoException) => {
          throw new UsageError(`cannot read ${positionals[0]}: ${error.code ?? error.message}`);
        });
        const platform = await ctx.platform({ mongodb: true, redis: true });
        return refusalsAsMessages(ctx, async () => ctx.print(importSummary(await importDirectoriesCsv(platform, csv))));
      },
    },
    {
      name: 'directories:check',
      summary: "Reads each active directory's home page now (or the named ones'); three failed checks in a row mark a directory dead",
      usage: 'directories:check [<domain>...]   (the worker also runs it every week)',
      async run({ positionals }, ctx) {
        const platform = await ctx.platform({ mongodb: true, redis: true });
        const domains = positionals.length ? positionals.map(directoryDomainOf) : null;
        for (const domain of domains ?? []) if (!(await DirectoryModel.exists({ _id: domain }))) throw new UsageError(`${DIRECTORY_NOT_FOUND}: ${domain}`);
        const found = await checkDirectories(platform, domains);
        ctx.print(`checked ${found.checked} directories: ${found.answered} answered, ${found.failed} failed${found.dead.length ? `; now dead: ${found.dead.join(', ')}` : ''}`);
      },
    },
  ];
}
