import { z } from 'zod';
import { endpoint } from '../common/contract';
import {
  catalogueSummarySchema,
  directoryInput,
  directoryListQuery,
  directoryPageSchema,
  directoryParams,
  directorySchema,
  directoryUpdateInput,
  featuredDirectorySchema,
  reciprocalDirectorySchema,
} from './directories';

/** The directory catalogue: operators list, add and edit directories; the public pages read the parts they show. */
export const catalogueContract = {
  adminList: endpoint('GET', '/admin/directories', 'admin', {
    summary: 'Directories of the catalogue: q searches name and domain; status, category, country and linkPolicy filter exactly; sorted by rating (highest first), name or visits; paged',
  })
    .input(z.object({ query: directoryListQuery }))
    .output(directoryPageSchema),
  adminCreate: endpoint('POST', '/admin/directories', 'admin', { summary: 'Add a directory to the catalogue', status: 201, refusals: [409] })
    .input(z.object({ body: directoryInput }))
    .output(directorySchema),
  adminGet: endpoint('GET', '/admin/directories/{id}', 'admin', { summary: 'One directory (its id is its domain) with its liveness and track record', refusals: [404] })
    .input(z.object({ params: directoryParams }))
    .output(directorySchema),
  adminUpdate: endpoint('PUT', '/admin/directories/{id}', 'admin', {
    summary: 'Replace a directory: every field, the domain excepted (it may be left out of the body)',
    description: 'Setting a dead directory active again clears its failed checks. The pages that show it change within seconds.',
    refusals: [404],
  })
    .input(z.object({ params: directoryParams, body: directoryUpdateInput }))
    .output(directorySchema),
  featured: endpoint('GET', '/catalogue/featured', 'public', { summary: "The landing page's sample table: the featured active directories, highest rating first" }).output(z.array(featuredDirectorySchema)),
  reciprocal: endpoint('GET', '/catalogue/reciprocal', 'public', { summary: 'The active directories that list a product for a link back, highest rating first' }).output(z.array(reciprocalDirectorySchema)),
  summary: endpoint('GET', '/catalogue/summary', 'public', { summary: 'How many active directories the catalogue holds' }).output(catalogueSummarySchema),
};
