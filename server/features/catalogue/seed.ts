import { directoryInput, type DirectoryFields } from '../../../domain/catalogue/directories';
import { describeIssue } from '../../../domain/common/validation';
import { isDuplicateKey } from '../../core/db/mongo';
import type { Seeder } from '../command';
import { announceDirectories } from './announce';
import { DirectoryModel } from './model';
import { storedFieldsOf } from './storedFields';

/**
 * The catalogue's first contents (./catalogueSeed.json): the landing page's sample table (featured), the
 * reciprocal-link page's list, more startup, SaaS, AI and software directories, and the country pages'
 * international and national listings. Ratings are rounded public estimates dated when they were written down
 * (unrated where none could be given); the link policy is unknown unless it is known.
 */
export function seedDirectories(): DirectoryFields[] {
  // Read on the seeder's call only (a require in a function: see server/features/seo/data/load.ts).
  const entries: unknown[] = require('./catalogueSeed.json');
  return entries.map((entry, index) => {
    const checked = directoryInput.safeParse(entry);
    if (!checked.success) throw new Error(`catalogueSeed.json, entry ${index + 1}: ${describeIssue(checked.error.issues[0])}`);
    return checked.data;
  });
}

/** `npm run cli -- seed`: fills an empty catalogue once; a catalogue that holds anything is the operators' and is left alone. */
export const catalogueSeeder: Seeder = {
  name: 'catalogue',
  async run(platform) {
    if (await DirectoryModel.exists({})) return 'left as it is (the operators own it once seeded)';
    const directories = seedDirectories();
    let added = directories.length;
    try {
      await DirectoryModel.insertMany(
        directories.map((fields) => storedFieldsOf(fields, null)),
        { ordered: false },
      );
    } catch (error) {
      // Another seed running at the same time added some: they are the same directories.
      if (!isDuplicateKey(error)) throw error;
      added -= (error as { writeErrors?: unknown[] }).writeErrors?.length ?? 0;
    }
    await announceDirectories(platform, directories.map((d) => d.domain));
    return `${added} directories added`;
  },
};
