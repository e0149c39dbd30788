import { NotFound, Unavailable } from '../../../domain/common/errors';
import { DEFAULT_DM_TEMPLATE, DRAFT_WRITER_UNAVAILABLE, fillTemplate, offerSentence, REPLY_LIMIT_REACHED, type DraftOffer } from '../../../domain/workspace/drafts';
import { LEAD_NOT_FOUND } from '../../../domain/workspace/leads';
import type { DmTemplate, GeneratedDm } from '../../../domain/workspace/types';
import type { Config } from '../../core/config';
import { perPlatform, type Platform } from '../../core/platform';
import { LeadModel, OfferModel, ProjectModel, type LeadRecord, type OfferRecord, type ProjectRecord } from './model';
import { refundQuota, spendQuota } from './quota';
import { objectIdOf } from './projectAccess';
import { workspaceService } from './service';

export interface DraftRequest {
  /** A private message to a lead's author, or a public reply under a post that names the product. */
  kind: 'dm' | 'reply';
  template: string;
  project: Pick<ProjectRecord, 'name' | 'url' | 'description'>;
  /** The lead's or the mention's post. */
  post: Pick<LeadRecord, 'author' | 'title' | 'community' | 'excerpt'>;
  /** The project's offer, named in the draft when there is one. */
  offer: DraftOffer | null;
}

/** Writes a draft message: the founder's templates by default, a language model when one is configured. */
export interface DraftWriter {
  write(request: DraftRequest): Promise<string>;
}

/** The default writer: deterministic, the template filled from the project and the post, then the offer. */
export const templateWriter: DraftWriter = {
  async write({ template, project, post, offer }) {
    const description = project.description.trim();
    const text = fillTemplate(template, {
      author: post.author ?? 'there',
      title: post.title,
      community: post.community,
      product: project.name,
      url: project.url,
      description: description ? (/[.!?]$/.test(description) ? description : `${description}.`) : '',
    });
    return offer ? `${text} ${offerSentence(offer, project.url)}` : text;
  },
};

/** What the language model is asked: the rules as the system message, the project, post and offer as the user's. */
export function draftPrompt({ kind, template, project, post, offer }: DraftRequest): { role: 'system' | 'user'; content: string }[] {
  const what = kind === 'dm' ? "a short, personal direct message to the post's author" : 'a short, friendly public reply under a post that mentions the product';
  const lines = [
    `Write ${what}, on behalf of the founder of ${project.name}.`,
    `Product: ${project.name} (${project.url})${project.description.trim() ? `: ${project.description.trim()}` : ''}`,
    `Post in ${post.community} by ${post.author ?? 'an unknown author'}, titled "${post.title}"${post.excerpt ? `: ${post.excerpt}` : ''}`,
    offer ? `Offer to mention: ${offerSentence(offer, project.url)}` : 'There is no special offer: do not invent one.',
    `The founder's usual message, for tone: ${template}`,
  ];
  return [
    { role: 'system', content: 'You help a founder write honest outreach drafts that they will read, edit and send by hand. Be brief (under 120 words), specific to the post, helpful, never pushy; no hashtags, no made-up facts. Answer with the message only.' },
    { role: 'user', content: lines.join('\n') },
  ];
}

export interface ChatWriterOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

const MAX_TOKENS = 400;

/** A writer over an OpenAI-compatible chat completions API (POST {base}/chat/completions); any failure rejects. */
export function chatCompletionsWriter({ baseUrl, apiKey, model, timeoutMs = 20_000 }: ChatWriterOptions): DraftWriter {
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async write(request) {
      const response = await fetch(url, {
        method: 'POST',
        signal: AbortSignal.timeout(timeoutMs),
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({ model, messages: draftPrompt(request), max_tokens: MAX_TOKENS }),
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new Error(`draft writer answered HTTP ${response.status}`);
      }
      const answer = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = answer.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) throw new Error('draft writer answered no message');
      return content.trim();
    },
  };
}

/** The configured writer: the language model when DRAFT_WRITER_BASE_URL is set, else the templates. */
export function draftWriterFor(config: Pick<Config, 'DRAFT_WRITER_BASE_URL' | 'DRAFT_WRITER_API_KEY' | 'DRAFT_WRITER_MODEL'>): DraftWriter {
  if (!config.DRAFT_WRITER_BASE_URL) return templateWriter;
  return chatCompletionsWriter({ baseUrl: config.DRAFT_WRITER_BASE_URL, apiKey: config.DRAFT_WRITER_API_KEY, model: config.DRAFT_WRITER_MODEL });
}

const toOffer = (offer: OfferRecord | null): DraftOffer | null => (offer ? { title: offer.title, details: offer.details, code: offer.code, url: offer.url } : null);

/** The project's DM template and the drafts (DMs and replies), each counted against the plan's monthly replies. */
export function createDrafts(platform: Platform, writer: DraftWriter = draftWriterFor(platform.config)) {
  const projects = workspaceService(platform);

  /** Writes a draft for the owner, counted against the monthly replies; a writer that fails gives the use back (503). */
  async function writeCounted(userId: string, request: Omit<DraftRequest, 'offer'> & { projectId: ProjectRecord['_id'] }): Promise<{ text: string; used: number; allowed: number }> {
    const { repliesPerMonth } = await projects.limitsOf(userId);
    const at = new Date();
    const used = await spendQuota('replies', userId, repliesPerMonth, REPLY_LIMIT_REACHED(repliesPerMonth), at);
    try {
      const offer = toOffer(await OfferModel.findOne({ projectId: request.projectId }).lean<OfferRecord>());
      const text = await writer.write({ kind: request.kind, template: request.template, project: request.project, post: request.post, offer });
      return { text, used, allowed: repliesPerMonth };
    } catch (error) {
      await refundQuota('replies', userId, at);
      platform.logger.warn({ err: (error as Error).message, kind: request.kind }, 'the draft writer failed');
      throw new Unavailable(DRAFT_WRITER_UNAVAILABLE);
    }
  }

  return {
    writeCounted,

    async template(userId: string, projectId: string): Promise<DmTemplate> {
      const project = await projects.ownProject(userId, projectId);
      return { dm: project.dmTemplate ?? DEFAULT_DM_TEMPLATE, custom: Boolean(project.dmTemplate) };
    },

    async saveTemplate(userId: string, projectId: string, dm: string): Promise<DmTemplate> {
      const project = await projects.ownProject(userId, projectId);
      await ProjectModel.updateOne({ _id: project._id, userId }, { $set: { dmTemplate: dm } });
      return { dm, custom: true };
    },

    async generate(userId: string, projectId: string, leadId: string): Promise<GeneratedDm> {
      const project = await projects.ownProject(userId, projectId);
      const _id = objectIdOf(leadId);
      const lead = _id && (await LeadModel.findOne({ _id, projectId: project._id }).lean<LeadRecord>());
      if (!lead) throw new NotFound(LEAD_NOT_FOUND);
      const { text, used, allowed } = await writeCounted(userId, { kind: 'dm', projectId: project._id, template: project.dmTemplate ?? DEFAULT_DM_TEMPLATE, project, post: lead });
      return { leadId: String(lead._id), dm: text, used, allowed };
    },
  };
}

export const drafts = perPlatform((platform: Platform) => createDrafts(platform));
