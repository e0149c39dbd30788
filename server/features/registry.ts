import type { QueueDefinition } from '../core/jobs/queues';
import type { Platform } from '../core/platform';
import { blogCommands } from './blog/commands';
import { catalogueCommandsOf } from './catalogue/commands';
import { directoryChecksQueue } from './catalogue/liveness';
import { catalogueSeeder } from './catalogue/seed';
import { postsSeeder } from './blog/seed';
import type { Command, Seeder } from './command';
import { directoryCommands } from './directory/commands';
import { extendDirectory } from './directory/extensions';
import { productsSeeder } from './directory/seed';
import { mailCommandsOf } from './mail/commands';
import { AUTH_EMAILS } from './auth/emails';
import { DIRECTORY_EMAILS } from './directory/emails';
import { launchCommands } from './launches/commands';
import { launchesInTheDirectory } from './launches/directoryExtension';
import { LAUNCH_EMAILS } from './launches/emails';
import { launchesQueue } from './launches/jobs';
import { MAIL_EMAILS } from './mail/emails';
import { emailQueueOf, type EmailTemplates } from './mail/queue';
import { ORDER_EMAILS } from './orders/emails';
import { PAYMENT_EMAILS } from './payments/emails';
import { WAITLIST_EMAILS } from './waitlist/emails';
import { USER_EMAILS } from './users/emails';
import { orderCommands } from './orders/commands';
import { directoryTrackRecords } from './orders/directoryRecords';
import { orderLinksQueue } from './orders/linkCheck';
import { plansSeeder } from './plans/seed';
import { seoCommands } from './seo/commands';
import { userCommands } from './users/commands';
import { waitlistCommands } from './waitlist/commands';
import { waitlistQueue } from './waitlist/jobs';
import { waitlistPurgeQueue } from './waitlist/purge';
import { waitlistSeeder } from './waitlist/seed';
import { workspaceCommands } from './workspace/commands';
import { leadsScanQueue } from './workspace/scan';

/**
 * What each feature adds to the shared infrastructure: its emails, its queues (jobs/), its operator commands and
 * its seeders (the CLI). A new feature lists its pieces here; jobs/, scripts/ and the mail feature never import
 * another feature.
 */

/** Every email the service sends, by name: each feature's templates, registered once. */
export const EMAIL_TEMPLATES: EmailTemplates = { ...MAIL_EMAILS, ...WAITLIST_EMAILS, ...DIRECTORY_EMAILS, ...LAUNCH_EMAILS, ...AUTH_EMAILS, ...PAYMENT_EMAILS, ...ORDER_EMAILS, ...USER_EMAILS };

export const QUEUES: readonly QueueDefinition<never, Platform>[] = [emailQueueOf(EMAIL_TEMPLATES), waitlistQueue, waitlistPurgeQueue, directoryChecksQueue, orderLinksQueue, launchesQueue, leadsScanQueue] as readonly QueueDefinition<never, Platform>[];

export const FEATURE_COMMANDS: readonly Command[] = [...directoryCommands, ...seoCommands, ...mailCommandsOf(EMAIL_TEMPLATES), ...waitlistCommands, ...catalogueCommandsOf(directoryTrackRecords), ...userCommands, ...orderCommands, ...launchCommands, ...blogCommands, ...workspaceCommands];

/** Launch days, votes and the link-back check, in the directory's own operations (the directory never imports launches). */
extendDirectory(launchesInTheDirectory);

/** In load order: reference data first, then demo content. */
export const SEEDERS: readonly Seeder[] = [plansSeeder, catalogueSeeder, productsSeeder, waitlistSeeder, postsSeeder];

