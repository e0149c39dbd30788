import path from 'node:path';
import { DomainError } from '../../../domain/common/errors';
import { UsageError, type Command } from '../command';
import { importMarkdownPost, markdownFilesAt, type ImportedPost } from './markdownImport';

export const blogCommands: Command[] = [
  {
    name: 'blog:import',
    summary: 'Imports Markdown posts (front matter: title, slug, description, date, cover, status) from a file or a folder; a post with the same slug is updated',
    usage: 'blog:import <file-or-folder>   (status: draft unless the front matter says published; cover: an image path relative to the file)',
    async run({ positionals }, ctx) {
      if (positionals.length !== 1) throw new UsageError('expected one Markdown file or folder');
      const target = path.resolve(positionals[0]);
      const files = await markdownFilesAt(target).catch((error: NodeJS.ErrnoException) => {
        throw new UsageError(`${target} cannot be read (${error.code ?? error.message})`);
      });
      if (!files.length) throw new UsageError(`${target} holds no .md or .markdown file`);
      const platform = await ctx.platform();
      const bar = files.length > 1 ? ctx.progress(files.length, 'posts') : undefined;
      const imported: ImportedPost[] = [];
      const failed: { file: string; reason: string }[] = [];
      for (const file of files) {
        try {
          imported.push(await importMarkdownPost(platform, file));
        } catch (error) {
          // A file the rules refuse is reported and skipped; anything else (the database gone) stops the import.
          if (!(error instanceof DomainError)) throw error;
          failed.push({ file: path.basename(file), reason: error.message });
        }
        bar?.increment();
      }
      bar?.stop();
      const created = imported.filter((p) => p.outcome === 'created').length;
      ctx.output({ created, updated: imported.length - created, failed }, (summary) => {
        for (const post of imported) ctx.print(`${post.outcome} ${post.slug}`);
        for (const failure of summary.failed) ctx.print(`failed ${failure.file}: ${failure.reason}`);
        ctx.print(`${summary.created} created, ${summary.updated} updated, ${summary.failed.length} failed`);
      });
      return failed.length ? 1 : 0;
    },
  },
];
