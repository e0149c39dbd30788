import type { Seeder } from '../command';
import { WaitlistEntryModel } from './model';

/** `seed --waitlist N`: demo sign-ups demo-1@example.com ... (no welcome email is sent for them); kept when present. */
export const waitlistSeeder: Seeder = {
  name: 'waitlist',
  counts: 'waitlist',
  async run(_platform, { counts = {}, progress }) {
    const wanted = counts.waitlist;
    if (wanted === undefined) return 'skipped (use --waitlist N)';
    const emails = Array.from({ length: wanted }, (_, i) => `demo-${i + 1}@example.com`);
    const present = new Set((await WaitlistEntryModel.find({ source: 'seed' }, { email: 1 }).lean<{ email: string }[]>()).map((e) => e.email));
    const missing = emails.filter((email) => !present.has(email));
    const bar = progress?.(missing.length, 'waitlist');
    for (let i = 0; i < missing.length; i += 500) {
      const batch = missing.slice(i, i + 500);
      await WaitlistEntryModel.insertMany(batch.map((email) => ({ email, source: 'seed' })));
      bar?.increment(batch.length);
    }
    bar?.stop();
    return `${missing.length} demo sign-up(s) added, ${wanted - missing.length} already present`;
  },
};
