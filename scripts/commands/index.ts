import { productCommands } from './products';
import { queueCommands } from './queues';
import { seedCommand } from './seed';
import { seoCommands } from './seo';
import type { Command } from './types';

/** The one registry of operator commands: `npm run cli -- <name>`. */
export const COMMANDS: Command[] = [seedCommand, ...queueCommands, ...productCommands, ...seoCommands];
