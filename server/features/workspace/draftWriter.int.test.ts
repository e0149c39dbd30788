import type { IncomingHttpHeaders } from 'node:http';
import { runCommand } from '../../../test/support/cli';
import { startLocalServer, type LocalServer } from '../../../test/support/discussionFakes';
import { asUser, signUp } from '../../../test/support/session';
import type { TestApp } from '../../../test/support/testApp';
import { workspaceTestApp } from '../../../test/support/workspaceApp';
import { DRAFT_WRITER_UNAVAILABLE } from '../../../domain/workspace/drafts';
import { chatCompletionsWriter } from './drafts';

interface Asked {
  headers: IncomingHttpHeaders;
  body: { model: string; max_tokens: number; messages: { role: string; content: string }[] };
}

// A local OpenAI-compatible chat completions API: answers a fixed message, or fails or hangs on demand.
let mode: 'answer' | 'fail' | 'hang' = 'answer';
const asked: Asked[] = [];
let model: LocalServer;
let t: TestApp;

beforeAll(async () => {
  model = await startLocalServer((url, req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || url.pathname !== '/v1/chat/completions') return res.writeHead(404).end();
      asked.push({ headers: req.headers, body: JSON.parse(raw) });
      if (mode === 'hang') return;
      if (mode === 'fail') return res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: 'c1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: '  Hi from the model!  ' }, finish_reason: 'stop' }] }));
    });
  });
  t = await workspaceTestApp(
    __filename,
    { reddit: [{ id: 'w1', title: 'Is CrumbCRM good for a bakery?', body: 'Looking for a CRM for my bakery', author: 'baker_jo', hoursAgo: 1 }] },
    { DRAFT_WRITER_BASE_URL: `${model.url}/v1/`, DRAFT_WRITER_API_KEY: 'sk-test-writer-key', DRAFT_WRITER_MODEL: 'tiny-model' },
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
  await model?.close();
});

describe('the OpenAI-compatible draft writer', () => {
  it('When DRAFT_WRITER_BASE_URL is set, then DMs and replies come from the model (key, model, project and post in the prompt); when it fails, 503 and the draft is not counted', async () => {
    const founder = asUser(t.app, await signUp(t.app, 'writer@example.com', { password: 'writer password 1' }));
    const project = (await founder.post('/api/projects', { name: 'CrumbCRM', url: 'https://crumb.example', description: 'A CRM for small food shops' }).expect(201)).body.id;
    await founder.post(`/api/projects/${project}/keyword`, { phrase: 'bakery' }).expect(201);
    await founder.post('/api/offers/add-update', { projectId: project, title: 'First month free' }).expect(200);
    await runCommand(t.platform, ['leads:scan', project]);
    const lead = (await founder.get(`/api/projects/${project}/leads`).expect(200)).body.leads[0].id;
    const mention = (await founder.get(`/api/posts/${project}/mentions`).expect(200)).body.mentions[0].id;

    expect((await founder.get(`/api/projects/${project}/generate-dm?leadId=${lead}`).expect(200)).body).toMatchObject({ dm: 'Hi from the model!', used: 1 });
    expect((await founder.get(`/api/posts/${mention}/generate`).expect(200)).body).toMatchObject({ reply: 'Hi from the model!', used: 2 });
    expect((await founder.get(`/api/posts/${mention}/reply`).expect(200)).body.reply).toBe('Hi from the model!');
    expect(asked).toHaveLength(2);
    for (const [i, { headers, body }] of asked.entries()) {
      expect(headers.authorization).toBe('Bearer sk-test-writer-key');
      expect([body.model, body.max_tokens]).toEqual(['tiny-model', expect.any(Number)]);
      const prompt = body.messages.map((m) => m.content).join('\n');
      expect(prompt).toContain('CrumbCRM');
      expect(prompt).toContain('Is CrumbCRM good for a bakery?');
      expect(prompt).toContain('First month free');
      expect(prompt).toContain(i === 0 ? 'direct message' : 'public reply');
    }

    mode = 'fail';
    for (const answer of [await founder.get(`/api/projects/${project}/generate-dm?leadId=${lead}`), await founder.get(`/api/posts/${mention}/generate`)]) {
      expect([answer.status, answer.body.message]).toEqual([503, DRAFT_WRITER_UNAVAILABLE]);
    }
    expect((await founder.get('/api/projects/month-replies').expect(200)).body.used).toBe(2);
    // The failed reply did not replace the saved draft.
    expect((await founder.get(`/api/posts/${mention}/reply`).expect(200)).body.reply).toBe('Hi from the model!');
    mode = 'answer';
  });

  it('When the model does not answer within the time limit, then the writer gives up', async () => {
    mode = 'hang';
    const writer = chatCompletionsWriter({ baseUrl: `${model.url}/v1`, model: 'tiny-model', timeoutMs: 300 });
    const started = Date.now();
    await expect(writer.write({ kind: 'dm', template: 'Hi {author}', project: { name: 'P', url: 'https://p.example', description: '' }, post: { author: null, title: 'T', community: 'r/x', excerpt: '' }, offer: null })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(asked.at(-1)?.headers.authorization).toBeUndefined();
    mode = 'answer';
  });
});
