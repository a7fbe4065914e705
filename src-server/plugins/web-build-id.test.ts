import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test-support/temp-dir.ts';
import { registerBuildIdHeader, webBuildIdSource } from './web-build-id.ts';

const page = (id: string) => `<!doctype html><html><head><meta charset="utf-8"><meta name="build-id" content="${id}"></head><body></body></html>`;

describe('the web build the server serves (spec §8 page-expired notice)', () => {
  const temp = makeTempDir();
  afterAll(() => temp.remove());

  it('reads the build id from index.html, and a deployment that replaced it within a second', () => {
    const root = join(temp.path, 'web');
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'index.html'), page('0123456789abcdef'));
    let time = 0;
    const source = webBuildIdSource(root, () => time);
    expect(source()).toBe('0123456789abcdef');
    writeFileSync(join(root, 'index.html'), page('fedcba98765432100'));
    time = 999;
    expect(source()).toBe('0123456789abcdef');
    time = 1_000;
    expect(source()).toBe('fedcba98765432100');
  });

  it('knows none without a web build, or without the id in it', () => {
    expect(webBuildIdSource(join(temp.path, 'nowhere'))()).toBeNull();
    const root = join(temp.path, 'plain');
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
    expect(webBuildIdSource(root)()).toBeNull();
  });

  it('sends it with every API answer, and only with those', async () => {
    const app = Fastify();
    registerBuildIdHeader(app, () => '0123456789abcdef');
    app.get('/api/thing', async () => ({ ok: true }));
    app.get('/page', async () => 'page');
    expect((await app.inject({ url: '/api/thing' })).headers['x-build-id']).toBe('0123456789abcdef');
    expect((await app.inject({ url: '/api/missing' })).headers['x-build-id']).toBe('0123456789abcdef');
    expect((await app.inject({ url: '/page' })).headers['x-build-id']).toBeUndefined();
    await app.close();
  });
});
