import { mkdtempSync, existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { escapeRegex } from '../../core/db/mongo';
import { normaliseWebsite } from './productWebsite';
import { localDiskStorage } from '../../core/storage';

describe('normaliseWebsite', () => {
  it('When addresses differ only in case, www, trailing slash, credentials or fragment, then they share one host', () => {
    expect(normaliseWebsite('HTTPS://User:Pw@WWW.Acme.Example/#top')).toEqual({ url: 'https://www.acme.example', host: 'acme.example' });
    expect(normaliseWebsite(' http://acme.example/pricing?plan=pro ')).toEqual({ url: 'http://acme.example/pricing?plan=pro', host: 'acme.example' });
    expect(normaliseWebsite('https://acme.example:8443/')).toEqual({ url: 'https://acme.example:8443', host: 'acme.example' });
    expect(normaliseWebsite('https://bücher.example').host).toBe('xn--bcher-kva.example');
  });
});

describe('escapeRegex', () => {
  it('When user text holds regex metacharacters, then each is escaped to match itself', () => {
    const text = 'a.b*c+(d)?[e]{f}|^$\\';
    expect(new RegExp(`^${escapeRegex(text)}$`).test(text)).toBe(true);
    expect(new RegExp(escapeRegex('.*')).test('anything')).toBe(false);
  });
});

describe('localDiskStorage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'lb-storage-'));
  const storage = localDiskStorage(root);

  it('When a file is stored and deleted, then it appears under the key, is served at /uploads/<key>, and its empty folder goes too', async () => {
    await storage.put('products/abc123/logo.webp', Buffer.from('RIFF'), 'image/webp');
    expect(readFileSync(path.join(root, 'products/abc123/logo.webp'), 'utf8')).toBe('RIFF');
    expect(storage.url('products/abc123/logo.webp')).toBe('/uploads/products/abc123/logo.webp');
    await storage.delete('products/abc123/logo.webp');
    expect(existsSync(path.join(root, 'products/abc123'))).toBe(false);
    await expect(storage.delete('products/abc123/logo.webp')).resolves.toBeUndefined();
  });

  it('When a key could leave the folder, then it is refused', async () => {
    for (const key of ['../x.webp', 'products/../../x', '/etc/passwd', 'products/a/.hidden', 'Products/A.webp']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('Invalid storage key');
    }
  });
});
