import { z } from 'zod';

/** page (from 1) and limit (1 to 100) of a paged list, with the list's own default page size. */
export const pageQuery = (defaultLimit: number) =>
  z.object({
    page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000, 'page must be at most 10000').default(1),
    limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(defaultLimit),
  });

/** An ISO date or date-time: only items at or after it. */
export const fromDate = z.iso.datetime({ offset: true, error: 'from must be an ISO date such as 2026-01-31T00:00:00Z' }).or(z.iso.date({ error: 'from must be an ISO date such as 2026-01-31' }));
