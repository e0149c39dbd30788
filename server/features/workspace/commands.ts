import { Types } from 'mongoose';
import { UsageError, type Command } from '../command';
import { ProjectModel } from './model';
import { scanProject, scheduleProjectScans } from './scan';

export const workspaceCommands: Command[] = [
  {
    name: 'leads:scan',
    summary: "Scans Reddit and Hacker News now for one project's keywords, name and domain (or every project's), records new leads and mentions and restores their repeatable scans",
    usage: 'leads:scan [<project id>]',
    async run({ positionals }, ctx) {
      if (positionals.length > 1) throw new UsageError('expected at most one project id (leads:scan [<project id>])');
      const [only] = positionals;
      if (only !== undefined && !Types.ObjectId.isValid(only)) throw new UsageError(`not a project id: ${only}`);
      const platform = await ctx.platform();
      const ids = only ? [only] : (await ProjectModel.find({}, { _id: 1 }).sort({ createdAt: 1 }).lean()).map((p) => String(p._id));
      if (only && !(await ProjectModel.exists({ _id: only }))) {
        ctx.print(`error: no project ${only}`);
        return 1;
      }
      const bar = ctx.progress(ids.length, 'projects scanned');
      const results = [];
      let failed = 0;
      for (const id of ids) {
        try {
          // Each run also restores a repeatable scan that Redis lost.
          await scheduleProjectScans(platform, id);
          results.push(await scanProject(platform, id));
        } catch (error) {
          failed += 1;
          ctx.note(`project ${id}: ${(error as Error).message}`);
        }
        bar.increment();
      }
      bar.stop();
      const added = results.reduce((sum, r) => sum + r.added, 0);
      const found = results.reduce((sum, r) => sum + r.found, 0);
      const mentions = results.reduce((sum, r) => sum + r.mentionsAdded, 0);
      for (const r of results) for (const failure of r.failures) ctx.note(`project ${r.projectId}: ${failure}`);
      ctx.output({ projects: ids.length, found, added, mentions, failed }, (summary) =>
        ctx.print(`scanned ${summary.projects} project${summary.projects === 1 ? '' : 's'}: ${summary.found} posts found, ${summary.added} new leads, ${summary.mentions} new mentions${summary.failed ? `, ${summary.failed} failed` : ''}`),
      );
      return failed ? 1 : 0;
    },
  },
];
