import type { KeywordInput } from '../../../domain/workspace/keywords';
import type { ProjectInput } from '../../../domain/workspace/projects';
import type { WebsiteInfo } from '../../../domain/workspace/types';
import { perPlatform, type Platform } from '../../core/platform';
import { monthReplies, ownProject, ownsProject, workspaceLimitsOf } from './projectAccess';
import { addKeyword, projectKeywords, removeKeyword } from './projectKeywords';
import { createProject, listMyProjects, myProject, removeProject, scanProjectNow, updateProject } from './projects';
import { readWebsiteInfo } from './websiteInfo';

/**
 * The customer workspace: projects (the customer's products) and their keywords. Every read and write is
 * scoped to the signed-in owner, so another user's id answers exactly like an unknown one (404).
 */
export function createWorkspaceService(platform: Platform) {
  return {
    limitsOf: (userId: string) => workspaceLimitsOf(platform, userId),
    ownProject,
    ownsProject,
    listMine: listMyProjects,
    get: myProject,
    create: (userId: string, input: ProjectInput) => createProject(platform, userId, input),
    update: (userId: string, projectId: string, input: ProjectInput) => updateProject(platform, userId, projectId, input),
    remove: (userId: string, projectId: string) => removeProject(platform, userId, projectId),
    scanNow: (userId: string, projectId: string) => scanProjectNow(platform, userId, projectId),
    websiteInfo: (url: string): Promise<WebsiteInfo> => readWebsiteInfo(url, { allowPrivate: platform.config.WEBSITE_INFO_ALLOW_PRIVATE === 'on' }),
    monthReplies: (userId: string, at?: Date) => monthReplies(platform, userId, at),
    keywords: projectKeywords,
    addKeyword: (userId: string, projectId: string, input: KeywordInput) => addKeyword(platform, userId, projectId, input),
    removeKeyword: (userId: string, projectId: string, keywordId: string) => removeKeyword(platform, userId, projectId, keywordId),
  };
}

export const workspaceService = perPlatform(createWorkspaceService);
