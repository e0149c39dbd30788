import { FeedbackModel, LeadModel, MentionModel, OfferModel, SuggestionModel, UsageModel } from '../../server/features/workspace/model';
import { startFakeHackerNews, startFakeReddit, type FakePost } from './discussionFakes';
import { createTestApp, type TestApp } from './testApp';

/** A test app whose lead sources are local Reddit and Hacker News fakes serving these posts (env: more settings); close() stops them too. */
export async function workspaceTestApp(label: string, posts: { reddit?: readonly FakePost[]; hn?: readonly FakePost[] }, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const [reddit, hn] = await Promise.all([startFakeReddit(posts.reddit ?? []), startFakeHackerNews(posts.hn ?? [])]);
  const t = await createTestApp(label, { REDDIT_BASE_URL: reddit.url, HN_SEARCH_BASE_URL: hn.url, ...env });
  await Promise.all([LeadModel.init(), UsageModel.init(), MentionModel.init(), OfferModel.init(), FeedbackModel.init(), SuggestionModel.init()]);
  return {
    ...t,
    async close() {
      await t.close();
      await Promise.all([reddit.close(), hn.close()]);
    },
  };
}
