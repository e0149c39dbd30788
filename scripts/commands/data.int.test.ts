import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { runCli } from '../cli';
import { testEnv } from '../../test/support/testApp';

const source = testEnv(`${__filename}-source`);
const target = testEnv(`${__filename}-target`);

async function cli(args: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { ...process.env, ...env }, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

afterAll(async () => {
  for (const env of [source, target]) {
    await mongoose.connect(env.MONGODB_URI!);
    await mongoose.connection.dropDatabase();
    await mongoose.disconnect();
  }
});

interface Manifest {
  collections: Record<string, { count: number; sha256: string }>;
  uploads: { path: string; sha256: string }[];
}

it('When data:export then data:import run into an empty database and uploads folder, then every document and upload comes back with the same counts and checksums', async () => {
  expect((await cli(['seed', '--products', '6', '--waitlist', '25', '--posts', '3'], source)).stdout).toMatch(/posts: 3 demo post\(s\) added, 0 already present/);
  // Running it again adds nothing (idempotent).
  expect((await cli(['seed', '--products', '6', '--waitlist', '25'], source)).stdout).toMatch(/0 generated demo product\(s\) added, 6 already present[\s\S]*0 demo sign-up\(s\) added, 25 already present/);
  await cli(['email:test', '--to', 'ops@example.com'], source);

  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'lb-export-')), 'backup');
  const exported = await cli(['data:export', dir, '--json'], source);
  expect(exported.code).toBe(0);
  const manifest = (JSON.parse(exported.stdout) as { exported: Manifest }).exported;
  expect(manifest.collections.products.count).toBe(6);
  expect(manifest.collections.waitlist.count).toBe(25);
  expect(manifest.collections.plans.count).toBe(6);
  expect(manifest.collections.outbox.count).toBe(1);
  expect(manifest.uploads).toHaveLength(6 * 4);

  const imported = await cli(['data:import', dir, '--json'], target);
  expect({ code: imported.code, stderr: imported.stderr }).toEqual({ code: 0, stderr: '' });
  // A second export of the restored database gives the same counts and checksums, document for document and file for file.
  const again = (JSON.parse((await cli(['data:export', `${dir}-again`, '--json'], target)).stdout) as { exported: Manifest }).exported;
  expect(again.collections).toEqual(manifest.collections);
  expect(again.uploads).toEqual(manifest.uploads);
  console.log(`data:export → data:import: ${Object.entries(manifest.collections).map(([name, c]) => `${name} ${c.count} (${c.sha256.slice(0, 12)})`).join(', ')}; uploads ${manifest.uploads.length}`);

  // Into a database that holds data already, it refuses.
  expect((await cli(['data:import', dir], target)).code).toBe(1);
}, 120_000);
