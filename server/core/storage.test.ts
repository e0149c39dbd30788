import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { loadConfig } from './config';
import { securityHeaders } from './http/security';
import { createLogger } from './logger';
import { fileStores } from './platform';
import { contentTypeOf, isValidKey } from './storage';

const config = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lb-storage-')), ...env });
const logger = createLogger('silent', 'cli');

describe('file storage addresses', () => {
  it('When PUBLIC_FILES_URL is unset, then images are addressed under /uploads of the site, on the disk and in a bucket alike', () => {
    const disk = fileStores(config({}), logger);
    const bucket = fileStores(config({ S3_BUCKET: 'launchboost', S3_ENDPOINT: 'http://127.0.0.1:7070' }), logger);
    expect([disk.storage.kind, bucket.storage.kind, bucket.cardStorage.kind]).toEqual(['local-disk', 'bucket', 'bucket']);
    expect(disk.storage.url('products/ab12/logo.webp')).toBe('/uploads/products/ab12/logo.webp');
    expect(bucket.storage.url('products/ab12/logo.webp')).toBe('/uploads/products/ab12/logo.webp');
    bucket.storage.close();
  });

  it('When PUBLIC_FILES_URL names a CDN, then images are addressed there with the same path, and the CSP lets pages load them', async () => {
    const cdn = { PUBLIC_FILES_URL: 'https://cdn.example.com/' };
    const bucket = fileStores(config({ S3_BUCKET: 'launchboost', ...cdn }), logger);
    expect(bucket.storage.url('products/ab12/logo.webp')).toBe('https://cdn.example.com/uploads/products/ab12/logo.webp');
    expect(fileStores(config(cdn), logger).storage.url('covers/cd34/full.webp')).toBe('https://cdn.example.com/uploads/covers/cd34/full.webp');
    bucket.storage.close();

    const app = express().use(securityHeaders({ dev: false, https: true, imageOrigins: ['https://cdn.example.com'] }));
    app.get('/', (_req, res) => res.send('ok'));
    const csp = (await request(app).get('/')).headers['content-security-policy'];
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.com");
  });

  it('When a key is checked, then card names and upload paths pass and nothing that could leave the folder does', () => {
    for (const key of ['0123456789abcdef0123456789abcdef.png', 'products/ab12/screenshot-640.webp']) expect(isValidKey(key)).toBe(true);
    for (const key of ['../x.png', 'a/../b.png', '.hidden', 'a//b.png', '/abs.png', 'Upper.png']) expect(isValidKey(key)).toBe(false);
    expect([contentTypeOf('a/logo.webp'), contentTypeOf('a/logo.png'), contentTypeOf('a/file.exe')]).toEqual(['image/webp', 'image/png', 'application/octet-stream']);
  });
});
