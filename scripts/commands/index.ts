import type { Command } from '../../server/features/command';
import { FEATURE_COMMANDS } from '../../server/features/registry';
import { dataExportCommand, dataImportCommand } from './data';
import { dbIndexesCommand } from './db';
import { queueCommands } from './queues';
import { seedCommand } from './seed';
import { storageMigrateCommand } from './storage';

/** The one registry of operator commands (`npm run cli -- <name>`): infrastructure's, then each feature's. */
export const COMMANDS: readonly Command[] = [seedCommand, dbIndexesCommand, ...queueCommands, dataExportCommand, dataImportCommand, storageMigrateCommand, ...FEATURE_COMMANDS];
