import { Types } from 'mongoose';
import { defineQueue } from '../../core/jobs/queues';
import { matchLead, weakKeywords } from '../../../domain/workspace/leads';
import { mentionMatches, projectDomain } from '../../../domain/workspace/mentions';
import { isDuplicateKey } from '../../core/db/mongo';
import { withTimeout } from '../../core/lib/timeout';
import type { Platform } from '../../core/platform';
import { FeedbackModel, KeywordModel, LeadModel, MentionModel, ProjectModel, type FeedbackRecord, type KeywordRecord, type ProjectRecord } from './model';
import { discussionSources } from './sources';
import type { DiscussionPost, DiscussionSource } from './sources/source';

/** How far back the first scan of a project looks; later scans look back from the last one (with a day's overlap). */
export const FIRST_SCAN_DAYS = 7;
const OVERLAP_MS = 24 * 3600_000;

export interface ScanResult {
  projectId: string;
  /** Posts the sources answered (before matching and deduplication). */
  found: number;
  /** New leads recorded by this scan. */
  added: number;
  /** New mentions (posts naming the project) recorded by this scan. */
  mentionsAdded: number;
  /** Sources that failed, with why (the others still count). */
  failures: string[];
}

export interface ScanJob {
  projectId: string;
}

/** Records a post as a lead once: the unique (project, source, source id) index turns a repeat into a no-op. */
async function recordLead(projectId: Types.ObjectId, post: DiscussionPost, keywords: readonly KeywordRecord[], weak: ReadonlySet<string>): Promise<boolean> {
  const match = matchLead(`${post.title}\n${post.body}`, keywords, weak);
  if (!match) return false;
  return insertOnce(() => LeadModel.create({ projectId, ...postFields(post), ...match }));
}

/** Records a post that names the project as a mention once (same dedupe key as leads). */
async function recordMention(project: ProjectRecord, post: DiscussionPost): Promise<boolean> {
  const matched = mentionMatches(project, `${post.title}\n${post.body}\n${post.url}`);
  if (!matched.length) return false;
  return insertOnce(() => MentionModel.create({ projectId: project._id, ...postFields(post), matched }));
}

const postFields = (post: DiscussionPost) => ({
  source: post.source,
  sourceId: post.sourceId,
  url: post.url,
  title: post.title.slice(0, 300) || '(untitled)',
  excerpt: post.body.replace(/\s+/g, ' ').trim().slice(0, 500),
  author: post.author,
  community: post.community,
  postedAt: post.postedAt,
});

async function insertOnce(insert: () => Promise<unknown>): Promise<boolean> {
  try {
    await insert();
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/** Searches every source for each term and hands each post found to onPost once; a failed search is added to failures. Answers the searches made. */
async function searchEverySource(sources: readonly DiscussionSource[], terms: readonly { term: string; since: Date }[], failures: string[], onPost: (post: DiscussionPost) => Promise<void>): Promise<number> {
  const seen = new Set<string>();
  let searches = 0;
  for (const { term, since } of terms) {
    for (const source of sources) {
      searches += 1;
      let posts: DiscussionPost[];
      try {
        posts = await source.search(term, since);
      } catch (error) {
        failures.push(`${source.name} "${term}": ${(error as Error).message}`);
        continue;
      }
      for (const post of posts) {
        const key = `${post.source}:${post.sourceId}`;
        if (seen.has(key)) continue;
        seen.add(key);
        await onPost(post);
      }
    }
  }
  return searches;
}

/**
 * Searches every source for each of the project's keywords and records the matching posts as leads, then for
 * the project's name and domain and records the posts that name it as mentions. A source that fails is
 * reported and skipped; the scan fails only when every search failed.
 */
export async function scanProject(platform: Platform, projectId: string, sources: readonly DiscussionSource[] = discussionSources(platform.config)): Promise<ScanResult> {
  const result: ScanResult = { projectId, found: 0, added: 0, mentionsAdded: 0, failures: [] };
  if (!Types.ObjectId.isValid(projectId)) return result;
  const project = await ProjectModel.findById(projectId).lean<ProjectRecord>();
  if (!project) return result;
  const keywords = await KeywordModel.find({ projectId: project._id }).lean<KeywordRecord[]>();
  // The founder's marks teach the score: a keyword mostly marked irrelevant counts half.
  const marks = await FeedbackModel.find({ projectId: project._id, mode: 'leads' }, { keywords: 1, status: 1 }).lean<Pick<FeedbackRecord, 'keywords' | 'status'>[]>();
  const weak = weakKeywords(marks);
  const startedAt = new Date();
  const lastScan = project.lastScanAt ? new Date(project.lastScanAt).getTime() : null;
  // A keyword added since the last scan gets the first scan's window, not just the time since then.
  const sinceFor = (keyword: KeywordRecord) =>
    lastScan !== null && new Date(keyword.createdAt).getTime() < lastScan ? new Date(lastScan - OVERLAP_MS) : new Date(startedAt.getTime() - FIRST_SCAN_DAYS * 24 * 3600_000);
  const keywordSearches = await searchEverySource(
    sources,
    keywords.filter((k) => !k.negative).map((keyword) => ({ term: keyword.phrase, since: sinceFor(keyword) })),
    result.failures,
    async (post) => {
      result.found += 1;
      if (await recordLead(project._id, post, keywords, weak)) result.added += 1;
    },
  );
  const mentionsSince = lastScan !== null ? new Date(lastScan - OVERLAP_MS) : new Date(startedAt.getTime() - FIRST_SCAN_DAYS * 24 * 3600_000);
  const mentionSearches = await searchEverySource(
    sources,
    [project.name.trim(), projectDomain(project.url)].filter((term): term is string => Boolean(term)).map((term) => ({ term, since: mentionsSince })),
    result.failures,
    async (post) => {
      if (await recordMention(project, post)) result.mentionsAdded += 1;
    },
  );
  const searches = keywordSearches + mentionSearches;
  if (searches > 0 && result.failures.length === searches) throw new Error(`every source failed: ${result.failures.join('; ')}`);
  if (result.failures.length) platform.logger.warn({ projectId, failures: result.failures }, 'some lead sources failed');
  // The scan window follows the keyword searches: a project without keywords keeps looking a week back.
  if (keywordSearches > 0) await ProjectModel.updateOne({ _id: project._id }, { $set: { lastScanAt: startedAt } });
  return result;
}

/** The lead finder's scans: one repeatable job per project (LEADS_SCAN_EVERY_MINUTES), plus scans asked for now. */
export const leadsScanQueue = defineQueue<ScanJob, Platform>({
  name: 'leads-scan',
  concurrency: 2,
  jobOptions: { attempts: 3, removeOnComplete: { age: 3600, count: 200 } },
  processor: (platform) => async (job) => scanProject(platform, job.data.projectId),
});

const schedulerId = (projectId: string) => `project-${projectId}`;

/** Starts (or re-times) a project's repeatable scan; a Redis outage is logged, never fails the project's save. */
export async function scheduleProjectScans(platform: Platform, projectId: string): Promise<void> {
  try {
    const every = platform.config.LEADS_SCAN_EVERY_MINUTES * 60_000;
    // BullMQ would wait for Redis forever: the request gives up after a few seconds.
    await withTimeout(platform.queues.queue(leadsScanQueue.name).upsertJobScheduler(schedulerId(projectId), { every }, { name: leadsScanQueue.name, data: { projectId } }), 3000);
  } catch (error) {
    platform.logger.warn({ err: (error as Error).message, projectId }, 'could not schedule lead scans');
  }
}

export async function unscheduleProjectScans(platform: Platform, projectId: string): Promise<void> {
  try {
    await withTimeout(platform.queues.queue(leadsScanQueue.name).removeJobScheduler(schedulerId(projectId)), 3000);
  } catch (error) {
    platform.logger.warn({ err: (error as Error).message, projectId }, 'could not remove lead scans');
  }
}

/** The repeatable scan of a project as Redis holds it (null when none). */
export async function projectScanSchedule(platform: Platform, projectId: string) {
  return (await platform.queues.queue(leadsScanQueue.name).getJobScheduler(schedulerId(projectId))) ?? null;
}

/** Queues one scan now; within the same minute a second ask returns the same job. */
export async function queueScanNow(platform: Platform, projectId: string): Promise<string> {
  const jobId = `scan-now-${projectId}-${Math.floor(Date.now() / 60_000)}`;
  await platform.queues.add(leadsScanQueue.name, { projectId }, { jobId });
  return jobId;
}
