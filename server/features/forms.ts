import type { PageForm } from '../core/http/pageFormPosts';
import { accountPageForms } from './auth/pageForms';
import { directoryPageForms } from './directory/router';
import { listingsPageForms } from './listings/router';
import { launchPageForms } from './launches/router';
import { waitlistPageForms } from './waitlist/router';

// A table of the web process only, like apiImplementation.ts: the worker and the CLI load no router.

/** Every form that works without JavaScript (posted to its own page), with its encodings and limits, by feature. */
export const PAGE_FORMS: readonly PageForm[] = [...directoryPageForms, ...listingsPageForms, ...launchPageForms, ...waitlistPageForms, ...accountPageForms];
