import { parse } from 'csv/sync';
import { runCommand } from '../../../test/support/cli';
import type { TestApp } from '../../../test/support/testApp';
import { workspaceTestApp } from '../../../test/support/workspaceApp';
import { EXPORT_COLUMNS } from '../../../domain/workspace/leads';
import { UsageModel } from './model';
import { asUser, signUp } from '../../../test/support/session';

let t: TestApp;

beforeAll(async () => {
  t = await workspaceTestApp(__filename, {
    reddit: [
      { id: 'f1', title: '=HYPERLINK("http://evil.example","invoice")', body: '+SUM(A1:A9) invoice help', author: '@someone', hoursAgo: 1 },
      { id: 'f2', title: '-1 invoice problem', body: '@mention invoice', author: 'plain', hoursAgo: 30 },
      { id: 'f3', title: 'Unrelated', body: 'nothing', author: 'x', hoursAgo: 2 },
    ],
  });
}, 60_000);
afterAll(() => t?.close());

const customer = async (email: string) => asUser(t.app, await signUp(t.app, email, { password: 'export password 1', firstName: 'Ex' }));

describe('the leads export', () => {
  it('When a founder exports leads, then the CSV attachment lists them newest first with formula-looking cells neutralised; the 4th export of the month answers "limit"', async () => {
    const founder = await customer('exporter@example.com');
    const project = (await founder.post('/api/projects', { name: 'Exports', url: 'https://exports.example' }).expect(201)).body.id;
    await founder.post(`/api/projects/${project}/keyword`, { phrase: 'invoice' }).expect(201);
    await runCommand(t.platform, ['leads:scan', project]);

    const answer = await founder.get(`/api/projects/${project}/exports`).expect(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="?leads-${project}-\\d{4}-\\d{2}-\\d{2}\\.csv"?$`));
    const [header, ...rows] = parse(answer.text) as string[][];
    expect(header).toEqual([...EXPORT_COLUMNS]);
    expect(rows.map((row) => row[3])).toEqual(['\'=HYPERLINK("http://evil.example","invoice")', "'-1 invoice problem"]);
    expect(rows[0][5]).toBe("'@someone");
    expect(rows[0][10]).toBe("'+SUM(A1:A9) invoice help");
    expect(rows[1][10]).toBe("'@mention invoice");
    expect(rows.flat().every((cell) => !/^[=+\-@]/.test(cell))).toBe(true);

    const since = new Date(Date.now() - 6 * 3600_000).toISOString();
    const recent = parse((await founder.get(`/api/projects/${project}/exports?from=${encodeURIComponent(since)}`).expect(200)).text) as string[][];
    expect(recent).toHaveLength(2);
    expect((await founder.get(`/api/projects/${project}/exports?from=soon`)).status).toBe(400);

    await founder.get(`/api/projects/${project}/exports`).expect(200);
    const over = await founder.get(`/api/projects/${project}/exports`);
    expect([over.status, over.body.error, over.body.message]).toEqual([403, 'limit', 'Your plan allows 3 exports a month. Upgrade your plan or wait for next month.']);
  });

  it("When another user asks for a project's export, then it answers 404 and spends none of either quota", async () => {
    const owner = await customer('owner-export@example.com');
    const other = await customer('other-export@example.com');
    const project = (await owner.post('/api/projects', { name: 'Private', url: 'https://private.example' }).expect(201)).body.id;
    for (let i = 0; i < 4; i++) expect((await other.get(`/api/projects/${project}/exports`)).status).toBe(404);
    expect(await UsageModel.countDocuments({ quota: 'exports', used: { $gt: 0 } })).toBe(1);
    await owner.get(`/api/projects/${project}/exports`).expect(200);
  });
});
