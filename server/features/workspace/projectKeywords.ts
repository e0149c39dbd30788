import { AlreadyExists, NotAllowed, NotFound } from '../../../domain/common/errors';
import { KEYWORD_DUPLICATE, KEYWORD_LIMIT_REACHED, KEYWORD_NOT_FOUND, normalizePhrase, type KeywordInput } from '../../../domain/workspace/keywords';
import type { KeywordView } from '../../../domain/workspace/types';
import { isDuplicateKey } from '../../core/db/mongo';
import type { Platform } from '../../core/platform';
import { KeywordModel, SuggestionModel, type KeywordRecord } from './model';
import { objectIdOf, ownProject, workspaceLimitsOf } from './projectAccess';
import { queueScanNow } from './scan';

const toKeyword = (k: KeywordRecord): KeywordView => ({ id: String(k._id), phrase: k.phrase, wholeWord: k.wholeWord, negative: k.negative, createdAt: new Date(k.createdAt).toISOString() });

export async function projectKeywords(userId: string, projectId: string): Promise<KeywordView[]> {
  const project = await ownProject(userId, projectId);
  const keywords = await KeywordModel.find({ projectId: project._id }).sort({ createdAt: 1 }).lean<KeywordRecord[]>();
  return keywords.map(toKeyword);
}

export async function addKeyword(platform: Platform, userId: string, projectId: string, input: KeywordInput): Promise<KeywordView> {
  const project = await ownProject(userId, projectId);
  const normalized = normalizePhrase(input.phrase);
  const [{ keywordsPerProject }, count, same] = await Promise.all([workspaceLimitsOf(platform, userId), KeywordModel.countDocuments({ projectId: project._id }), KeywordModel.exists({ projectId: project._id, normalized })]);
  if (same) throw new AlreadyExists(KEYWORD_DUPLICATE, { field: 'phrase' });
  if (count >= keywordsPerProject) throw new NotAllowed(KEYWORD_LIMIT_REACHED(keywordsPerProject), { error: 'limit' });
  try {
    const keyword = await KeywordModel.create({ projectId: project._id, phrase: input.phrase, normalized, wholeWord: input.wholeWord, negative: input.negative });
    // A suggestion taken (or the same phrase typed) is no longer a suggestion.
    await SuggestionModel.deleteOne({ projectId: project._id, normalized });
    // The founder sees leads for a new keyword soon, not at the next scheduled scan; a Redis outage only delays them.
    if (!input.negative) await queueScanNow(platform, projectId).catch((error: Error) => platform.logger.warn({ err: error.message, projectId }, 'could not queue a scan'));
    return toKeyword(keyword.toObject<KeywordRecord>());
  } catch (error) {
    // Two requests at once: the unique index decides.
    if (isDuplicateKey(error)) throw new AlreadyExists(KEYWORD_DUPLICATE, { field: 'phrase' });
    throw error;
  }
}

export async function removeKeyword(platform: Platform, userId: string, projectId: string, keywordId: string): Promise<{ deleted: true }> {
  const project = await ownProject(userId, projectId);
  const _id = objectIdOf(keywordId);
  const deleted = _id ? await KeywordModel.deleteOne({ _id, projectId: project._id }) : null;
  if (!deleted?.deletedCount) throw new NotFound(KEYWORD_NOT_FOUND);
  platform.logger.debug({ projectId, keywordId }, 'keyword removed');
  return { deleted: true };
}
