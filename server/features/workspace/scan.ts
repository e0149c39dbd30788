import { Types } from 'mongoose';
import { defineQueue } from '../../../jobs/queues';
import { matchLead } from '../../../domain/workspace/leads';
import { isDuplicateKey } from '../../db/mongo';
import { withTimeout } from '../../lib/timeout';
import type { Platform } from '../../platform';
import { KeywordModel, LeadModel, ProjectModel, type KeywordRecord, type ProjectRecord } from './model';
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
  /** Sources that failed, with why (the others still count). */
  failures: string[];
}

export interface ScanJob {
  projectId: string;
}

/** Records a post as a lead once: the unique (project, source, source id) index turns a repeat into a no-op. */
async function recordLead(projectId: Types.ObjectId, post: DiscussionPost, keywords: readonly KeywordRecord[]): Promise<boolean> {
  const match = matchLead(`${post.title}\n${post.body}`, keywords);
  if (!match) return false;
  try {
    await LeadModel.create({
      projectId,
      source: post.source,
      sourceId: post.sourceId,
      url: post.url,
      title: post.title.slice(0, 300) || '(untitled)',
      excerpt: post.body.replace(/\s+/g, ' ').trim().slice(0, 500),
      author: post.author,
      community: post.community,
      postedAt: post.postedAt,
      ...match,
    });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/**
 * Searches every source for each of the project's keywords and records the matching posts as leads.
 * A source that fails is reported and skipped; the scan fails only when every search failed.
 */
export async function scanProject(platform: Platform, projectId: string, sources: readonly DiscussionSource[] = discussionSources(platform.config)): Promise<ScanResult> {
  const result: ScanResult = { projectId, found: 0, added: 0, failures: [] };
  if (!Types.ObjectId.isValid(projectId)) return result;
  const project = await ProjectModel.findById(projectId).lean<ProjectRecord>();
  if (!project) return result;
  const keywords = await KeywordModel.find({ projectId: project._id }).lean<KeywordRecord[]>();
  const startedAt = new Date();
  const lastScan = project.lastScanAt ? new Date(project.lastScanAt).getTime() : null;
  // A keyword added since the last scan gets the first scan's window, not just the time since then.
  const sinceFor = (keyword: KeywordRecord) =>
    lastScan !== null && new Date(keyword.createdAt).getTime() < lastScan ? new Date(lastScan - OVERLAP_MS) : new Date(startedAt.getTime() - FIRST_SCAN_DAYS * 24 * 3600_000);
  let searches = 0;
  const seen = new Set<string>();
  for (const keyword of keywords.filter((k) => !k.negative)) {
    const [phrase, since] = [keyword.phrase, sinceFor(keyword)];
    for (const source of sources) {
      searches += 1;
      let posts: DiscussionPost[];
      try {
        posts = await source.search(phrase, since);
      } catch (error) {
        result.failures.push(`${source.name} "${phrase}": ${(error as Error).message}`);
        continue;
      }
      for (const post of posts) {
        const key = `${post.source}:${post.sourceId}`;
        if (seen.has(key)) continue;
        seen.add(key);
        result.found += 1;
        if (await recordLead(project._id, post, keywords)) result.added += 1;
      }
    }
  }
  if (searches > 0 && result.failures.length === searches) throw new Error(`every source failed: ${result.failures.join('; ')}`);
  if (searches === 0) return result;
  await ProjectModel.updateOne({ _id: project._id }, { $set: { lastScanAt: startedAt } });
  if (result.failures.length) platform.logger.warn({ projectId, failures: result.failures }, 'some lead sources failed');
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
