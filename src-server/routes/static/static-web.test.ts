import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir, writeFixtureWebRoot, FIXTURE_INDEX_HTML } from '../../test-support/temp-dir.ts';
import { allowScriptHashes, prerenderedPages, registerStaticWeb } from './static-web.ts';

const HOME = '<!doctype html><html><body><div id="root" data-prerendered-path="/"><h1>Onlayn notarial xizmatlar</h1></div></body></html>';
const HASH = `sha256-${'A'.repeat(43)}=`;
const CATALOGUE = '<!doctype html><html><body><div id="root" data-prerendered-path="/na_details"><h1>Xizmatlar katalogi</h1></div></body></html>';
const HOME_RU =
  '<!doctype html><html lang="ru"><body><div id="root" data-prerendered-path="/" data-prerendered-locale="ru"><h1>Онлайн нотариальные услуги</h1></div></body></html>';

describe('prerendered public pages (docs/decisions/0011-home-page-first-paint-and-budget.md)', () => {
  let temp: ReturnType<typeof makeTempDir>;
  let webRoot: string;
  beforeEach(() => {
    temp = makeTempDir();
    webRoot = writeFixtureWebRoot(temp.path);
    mkdirSync(join(webRoot, 'prerendered'));
    writeFileSync(join(webRoot, 'prerendered', 'home.html'), HOME);
    writeFileSync(join(webRoot, 'prerendered', 'na_details.html'), CATALOGUE);
    writeFileSync(join(webRoot, 'prerendered', 'home.ru.html'), HOME_RU);
    const localized = { ru: { '/': 'home.ru.html', '/index': 'home.ru.html', '/na_details': 'na_details.ru.html' }, xx: { '/': 'home.html' } };
    const pages = {
      '/': 'home.html',
      '/index': 'home.html',
      '/na_details': 'na_details.html',
      '/notary': 'notary.html',
      '/../x': 'home.html',
      '/y': '../index.html',
    };
    writeFileSync(
      join(webRoot, 'prerendered', 'pages.json'),
      JSON.stringify({ locale: 'oz', scriptHashes: [HASH, "sha256-x' 'unsafe-inline"], pages, localized }),
    );
  });
  afterEach(() => temp.remove());

  async function app() {
    const server = Fastify();
    // Stands in for helmet (security-headers.ts), which sets the policy before any handler runs.
    server.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline'");
    });
    await registerStaticWeb(server, webRoot);
    // The app's 404 handler serves the SPA for client routes; a stand-in of it here.
    server.setNotFoundHandler((_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
    return server;
  }

  it('takes only listed files that exist, safe paths and well-formed hashes', () => {
    expect(prerenderedPages(webRoot).scriptHashes).toEqual([HASH]);
    expect([...prerenderedPages(webRoot).pages.entries()]).toEqual([
      ['/', 'prerendered/home.html'],
      ['/index', 'prerendered/home.html'],
      ['/na_details', 'prerendered/na_details.html'],
    ]);
    // Only locales of ours, only files that exist.
    expect([...prerenderedPages(webRoot).localized.entries()].map(([locale, pages]) => [locale, [...pages.entries()]])).toEqual([
      [
        'ru',
        [
          ['/', 'prerendered/home.ru.html'],
          ['/index', 'prerendered/home.ru.html'],
        ],
      ],
    ]);
  });

  it.each([
    ['/', HOME],
    ['/index', HOME],
    ['/na_details', CATALOGUE],
    ['/na_details?q=avto', CATALOGUE],
  ])('serves the prerendered HTML for %s, revalidated on every load', async (url, body) => {
    const server = await app();
    const response = await server.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(body);
    // The pages' inline boot script is allowed by its hash, and nothing else inline.
    expect(response.headers['content-security-policy']).toBe(`default-src 'self';script-src 'self' '${HASH}';style-src 'self' 'unsafe-inline'`);
    await server.close();
  });

  it.each([
    ['a Russian visitor', '/', 'theme=dark; enotary_locale=ru', HOME_RU],
    ['a Russian visitor, at the home page’s alias', '/index', 'enotary_locale=ru', HOME_RU],
    ['a Russian visitor of a page not rendered in Russian', '/na_details', 'enotary_locale=ru', CATALOGUE],
    ['a Cyrillic Uzbek visitor (no such file listed)', '/', 'enotary_locale=uz', HOME],
    ['a cookie naming no locale of ours', '/', 'enotary_locale=xx', HOME],
    ['no cookie', '/', '', HOME],
  ])('sends %s the page in their locale: a returning visitor never paints in another first', async (_who, url, cookie, body) => {
    const server = await app();
    const response = await server.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(body);
    expect(response.headers.vary).toContain('Cookie');
    await server.close();
  });

  it.each(['/notary', '/notary/12', '/kiosk/auth', '/my_notarial_act'])('leaves %s to the client-rendered index.html', async (url) => {
    const server = await app();
    const response = await server.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(FIXTURE_INDEX_HTML);
    expect(response.headers['content-security-policy']).not.toContain('sha256');
    await server.close();
  });

  it('serves the compressed copy the build wrote to a browser that accepts it', async () => {
    writeFileSync(join(webRoot, 'prerendered', 'na_details.html.br'), brotliCompressSync(CATALOGUE));
    const server = await app();
    const response = await server.inject({ url: '/na_details', headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(CATALOGUE);
    await server.close();
  });

  it('answers HEAD for a prerendered page', async () => {
    const server = await app();
    const response = await server.inject({ method: 'HEAD', url: '/na_details' });
    expect(response.statusCode).toBe(200);
    await server.close();
  });

  it('without prerendered pages serves / from index.html as before', async () => {
    const plain = writeFixtureWebRoot(join(temp.path, 'plain'));
    const server = Fastify();
    await registerStaticWeb(server, plain);
    const response = await server.inject({ url: '/' });
    expect(response.body).toBe(FIXTURE_INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
    await server.close();
  });
});

describe('allowScriptHashes', () => {
  it.each([
    ["default-src 'self';script-src 'self';object-src 'none'", "default-src 'self';script-src 'self' 'sha256-a';object-src 'none'"],
    ["script-src 'self'; style-src 'self'", "script-src 'self' 'sha256-a'; style-src 'self'"],
    ["default-src 'self'; script-src-attr 'none'", "default-src 'self'; script-src-attr 'none'"],
  ])('adds the hashes to script-src only: %s', (policy, expected) => {
    expect(allowScriptHashes(policy, ['sha256-a'])).toBe(expected);
  });
});
