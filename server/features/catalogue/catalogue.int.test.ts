import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv/sync';
import { stringify } from 'csv/sync';
import type { Directory } from '../../../domain/catalogue/directories';
import { DOMAIN_SHAPE, LINK_POLICIES } from '../../../domain/catalogue/limits';
import { runCommand } from '../../../test/support/cli';
import { asUser, createAdmin, type SignedInRequests } from '../../../test/support/session';
import { createTestApp, eventually, type TestApp } from '../../../test/support/testApp';
import request from 'supertest';
import { ACCESS_TOKEN_COOKIE } from '../../../domain/auth/session';
import { DirectoryModel } from './model';

let t: TestApp;
let admin: SignedInRequests;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp(__filename);
  await createAdmin(t.platform, 'ops@example.com', 'ops password 1');
  const token: string = (await request(t.app).post('/api/auth/signIn').send({ email: 'ops@example.com', password: 'ops password 1' }).expect(200)).body.accessToken;
  admin = asUser(t.app, token);
  adminCookie = `${ACCESS_TOKEN_COOKIE}=${token}`;
  const seeded = await runCommand(t.platform, ['seed']);
  expect(seeded.stdout).toMatch(/catalogue: \d+ directories added/);
}, 120_000);
afterAll(() => t.close());

/** Every directory the admin list gives for a query, page after page. */
async function listAll(query: Record<string, string> = {}): Promise<Directory[]> {
  const found: Directory[] = [];
  for (let page = 1; ; page++) {
    const body = (await admin.get(`/api/admin/directories?${new URLSearchParams({ ...query, limit: '100', page: String(page) })}`).expect(200)).body;
    found.push(...body.directories);
    if (found.length >= body.total) return found;
  }
}

const directory = async (id: string): Promise<Directory> => (await admin.get(`/api/admin/directories/${id}`).expect(200)).body;

/** A directory as a PUT's body: what the admin list gave, with some fields changed. */
const edited = ({ id: _id, record: _record, consecutiveFailures: _f, lastCheckedAt: _c, lastCheckDetail: _d, createdAt: _a, updatedAt: _u, ...fields }: Directory, changes: Partial<Directory>) => ({ ...fields, ...changes });

describe('the directory catalogue', () => {
  it('When `seed` has run, then the admin list holds at least 200 active directories with domain, rating, link policy, categories, countries and submit address, no domain twice; a second seed leaves them alone', async () => {
    const active = await listAll({ status: 'active' });
    expect(active.length).toBeGreaterThanOrEqual(200);
    expect(new Set(active.map((d) => d.domain)).size).toBe(active.length);
    for (const d of active) {
      expect(d.domain).toMatch(DOMAIN_SHAPE);
      expect(LINK_POLICIES).toContain(d.linkPolicy);
      expect(d.categories.length).toBeGreaterThan(0);
      expect(d.countries.length).toBeGreaterThan(0);
      expect(d.submitUrl).toMatch(/^https?:\/\//);
      expect(d.domainRating === null || (Number.isInteger(d.domainRating) && d.domainRating >= 0 && d.domainRating <= 100)).toBe(true);
      expect(d.record).toEqual({ submitted: 0, live: 0, rejected: 0, acceptanceRate: 0, medianDaysToLive: 0, dofollowShare: 0, indexableShare: 0, lostLinks: 0, lastVerifiedAt: null });
    }
    // Ratings are rounded public estimates; where none could be given the directory is unrated, not guessed.
    expect(active.filter((d) => d.domainRating !== null).length).toBeGreaterThanOrEqual(200);
    expect(active.filter((d) => d.featured)).toHaveLength(10);

    await DirectoryModel.updateOne({ _id: 'g2.com' }, { $set: { name: 'G2 (edited)' } });
    expect((await runCommand(t.platform, ['seed'])).stdout).toMatch(/catalogue: left as it is/);
    expect((await DirectoryModel.findById('g2.com').lean())?.name).toBe('G2 (edited)');
    expect(await DirectoryModel.countDocuments()).toBe((await listAll()).length);
  });

  it('When an operator searches, filters and sorts the list, then each answer holds what was asked, in order', async () => {
    expect((await listAll({ q: 'HUNT' })).map((d) => d.domain)).toContain('producthunt.com');
    expect((await listAll({ q: 'producthunt.com' })).map((d) => d.domain)).toEqual(['producthunt.com']);
    const german = await listAll({ country: 'de' });
    expect(german.length).toBeGreaterThanOrEqual(5);
    expect(german.every((d) => d.countries.includes('DE'))).toBe(true);
    const mcp = await listAll({ category: 'ai-mcp', linkPolicy: 'unknown' });
    expect(mcp.length).toBeGreaterThan(0);
    expect(mcp.every((d) => d.categories.includes('ai-mcp') && d.linkPolicy === 'unknown')).toBe(true);
    expect((await listAll({ linkPolicy: 'nofollow' })).map((d) => d.domain)).toContain('producthunt.com');

    const byRating = (await admin.get('/api/admin/directories?limit=100').expect(200)).body.directories as Directory[];
    const ratings = byRating.map((d) => d.domainRating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const byName = (await admin.get('/api/admin/directories?sort=name&limit=20&page=2').expect(200)).body;
    expect(byName).toMatchObject({ page: 2, limit: 20 });
    const names = byName.directories.map((d: Directory) => d.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    expect((await admin.get('/api/admin/directories?country=XX').expect(400)).body.message).toMatch(/country must be an ISO country code/);
    await request(t.app).get('/api/admin/directories').expect(401);
  });

  it("When a featured directory's visits change by PUT, then the landing page's sample table shows them within seconds; a renamed reciprocal directory shows on the reciprocal-link page; a paused one leaves both", async () => {
    const landing = async () => (await request(t.app).get('/').expect(200)).text;
    const reciprocalPage = async () => (await request(t.app).get('/list-of-directories-with-reciprocal-links').expect(200)).text;
    // Both pages are rendered once, so the cached copies are what the change must replace.
    const sample = /id="directories-sample"[\s\S]*?<\/table>/.exec(await landing())![0];
    expect(sample.match(/<tr/g)).toHaveLength(11);
    expect(sample).toMatch(/Product Hunt[\s\S]*?>91<[\s\S]*?>4.6M</);
    expect(await reciprocalPage()).toContain('>Fazier<');
    const hunt = await directory('producthunt.com');
    const saved = (await admin.put('/api/admin/directories/producthunt.com', edited(hunt, { monthlyVisits: 5_200_000 })).expect(200)).body;
    expect(saved).toMatchObject({ id: 'producthunt.com', monthlyVisits: 5_200_000, domainRatedAt: hunt.domainRatedAt });
    const featured = (await request(t.app).get('/api/catalogue/featured').expect(200)).body;
    expect(featured).toHaveLength(10);
    expect(featured).toContainEqual({ name: 'Product Hunt', url: 'https://www.producthunt.com', domainRating: 91, monthlyVisits: 5_200_000, pricing: 'free' });

    await eventually(async () => /Product Hunt[\s\S]*?>91<[\s\S]*?>5.2M</.test(/id="directories-sample"[\s\S]*?<\/table>/.exec(await landing())![0]), 3000);

    await admin.put('/api/admin/directories/fazier.com', edited(await directory('fazier.com'), { name: 'Fazier Launchpad' })).expect(200);
    expect((await request(t.app).get('/api/catalogue/reciprocal').expect(200)).body).toContainEqual(expect.objectContaining({ name: 'Fazier Launchpad', domain: 'fazier.com' }));
    await eventually(async () => (await reciprocalPage()).includes('>Fazier Launchpad<'), 3000);

    const before = (await request(t.app).get('/api/catalogue/summary').expect(200)).body.activeDirectories;
    await admin.put('/api/admin/directories/fazier.com', edited(await directory('fazier.com'), { status: 'paused' })).expect(200);
    expect((await request(t.app).get('/api/catalogue/reciprocal').expect(200)).body.map((d: { domain: string }) => d.domain)).not.toContain('fazier.com');
    expect((await request(t.app).get('/api/catalogue/summary').expect(200)).body.activeDirectories).toBe(before - 1);
    // The pricing section says how many are active.
    await eventually(async () => (await landing()).includes(`Our catalogue holds ${(before - 1).toLocaleString('en-US')} active directories`), 3000);
    expect((await listAll({ status: 'paused' })).map((d) => d.domain)).toEqual(['fazier.com']);

    // The admin page lists them, filtered by its address.
    const page = (await request(t.app).get('/admin/directories?status=paused').set('Cookie', adminCookie).expect(200)).text;
    expect(page).toContain('data-testid="directory-fazier.com"');
    expect(page.match(/data-testid="directory-/g)).toHaveLength(1);
  });

  it("When a country's directory is renamed or paused, then the country pages show it within seconds", async () => {
    const france = async () => (await request(t.app).get('/g/france-business-directories-list').expect(200)).text;
    expect(await france()).toContain('>PagesJaunes<');
    await admin.put('/api/admin/directories/pagesjaunes.fr', edited(await directory('pagesjaunes.fr'), { name: 'PagesJaunes.fr' })).expect(200);
    await eventually(async () => (await france()).includes('>PagesJaunes.fr<'), 3000);
    await admin.put('/api/admin/directories/pagesjaunes.fr', edited(await directory('pagesjaunes.fr'), { status: 'paused' })).expect(200);
    await eventually(async () => !(await france()).includes('PagesJaunes'), 3000);
  });

  it('When an operator adds a directory, then it is listed; a domain already there, a bad rating, a url off its domain or a new domain on PUT are refused with the reason', async () => {
    const fields = {
      domain: 'https://www.Example-Launch.io/submit',
      name: 'Example Launch',
      url: 'https://example-launch.io',
      submitUrl: 'https://example-launch.io/submit',
      domainRating: 42,
      monthlyVisits: null,
      pricing: 'free-or-paid',
      categories: ['saas', 'ai-tool'],
      countries: ['fr', 'de'],
      requirements: { accountNeeded: false, reciprocalLink: true, reviewDays: 7, notes: 'Badge on the home page.' },
    };
    const created = (await admin.post('/api/admin/directories', fields).expect(201)).body;
    expect(created).toMatchObject({ id: 'example-launch.io', domain: 'example-launch.io', categories: ['saas', 'ai-tool'], countries: ['DE', 'FR'], status: 'active', linkPolicy: 'unknown', featured: false, consecutiveFailures: 0 });
    expect(created.domainRatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await listAll({ q: 'example launch' })).map((d) => d.id)).toEqual(['example-launch.io']);

    expect((await admin.post('/api/admin/directories', fields).expect(409)).body.message).toBe('A directory with this domain is already in the catalogue');
    expect((await admin.post('/api/admin/directories', { ...fields, domain: 'other.io', url: 'https://other.io', domainRating: 101 }).expect(400)).body.message).toBe('domainRating: must be a whole number from 0 to 100');
    expect((await admin.post('/api/admin/directories', { ...fields, domain: 'other.io' }).expect(400)).body.message).toBe("The url must be an address on the directory's domain");
    const put = edited(created, {});
    expect((await admin.put('/api/admin/directories/example-launch.io', { ...put, domain: 'moved.io' }).expect(400)).body.message).toMatch(/domain cannot change/);
    expect((await admin.put('/api/admin/directories/nowhere.io', put).expect(404)).body.message).toBe('Directory not found');
    await admin.get('/api/admin/directories/not a domain').expect(404);
    expect((await admin.get('/api/admin/directories/WWW.Example-Launch.io').expect(200)).body.id).toBe('example-launch.io');
  });

  it('When the export is imported again, then nothing changes and it says 0 changed; a file with a bad rating on line 3 is refused whole, naming line 3; an edited row changes that directory only', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lb-catalogue-'));
    const file = path.join(dir, 'directories.csv');
    expect((await runCommand(t.platform, ['directories:export', file])).code).toBe(0);
    const again = await runCommand(t.platform, ['directories:import', file]);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/rows read: 0 added, 0 changed, \d+ unchanged/);

    const rows: Record<string, string>[] = parse(readFileSync(file, 'utf8'), { columns: true });
    const columns = Object.keys(rows[0]);
    expect(columns).toEqual(expect.arrayContaining(['domain', 'domain_rating', 'link_policy', 'categories', 'countries', 'submit_url', 'acceptance_rate', 'last_verified_at']));
    const write = (name: string, changed: Record<string, string>[]) => {
      const target = path.join(dir, name);
      writeFileSync(target, stringify([columns, ...changed.map((row) => columns.map((c) => row[c]))]));
      return target;
    };
    const [first, second, ...rest] = rows;
    const bad = write('bad.csv', [{ ...first, name: 'Renamed before the bad row' }, { ...second, domain_rating: 'high' }, ...rest]);
    const refused = await runCommand(t.platform, ['directories:import', bad]);
    expect(refused.code).not.toBe(0);
    expect(refused.stdout).toMatch(/^error: Line 3 \(domain_rating\): must be a whole number from 0 to 100$/);
    expect((await DirectoryModel.findById(first.domain).lean())?.name).toBe(first.name);

    const good = write('good.csv', [{ ...first, notes: 'Reviews within a week.' }, ...rest.slice(0, 3)]);
    expect((await runCommand(t.platform, ['directories:import', good])).stdout).toBe('4 rows read: 0 added, 1 changed, 3 unchanged');
    expect((await directory(first.domain)).requirements.notes).toBe('Reviews within a week.');
  });
});
