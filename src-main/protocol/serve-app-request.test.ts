import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAppRequest } from './serve-app-request.ts';

let work: string;
let rendererDir: string;
const csp = "default-src 'self'";

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'enotary-protocol-'));
  rendererDir = path.join(work, 'renderer');
  await mkdir(path.join(rendererDir, 'assets'), { recursive: true });
  await writeFile(path.join(rendererDir, 'index.html'), '<!doctype html><title>e-Notary</title>');
  await writeFile(path.join(rendererDir, 'assets', 'main-abc.js'), 'console.log(1)');
  // A secret beside the renderer folder: a traversal would reach it.
  await writeFile(path.join(work, 'secret.json'), '{"key":"do not serve"}');
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const serve = (url: string, method = 'GET', diagnosticHtml: string | null = null) =>
  serveAppRequest({ url, method }, { rendererDir, contentSecurityPolicy: csp, diagnosticHtml });

describe('serveAppRequest', () => {
  it('serves index.html for a client route with the CSP header', async () => {
    const response = await serve('app://enotary/kiosk/auth');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(csp);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('e-Notary');
  });

  it('serves a script with its type', async () => {
    const response = await serve('app://enotary/assets/main-abc.js');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    expect((await serve('app://enotary/assets/missing.js')).status).toBe(404);
  });

  it('never reaches a file outside the renderer folder', async () => {
    for (const url of ['app://enotary/..%2fsecret.json', 'app://enotary/../secret.json', 'app://enotary/%2e%2e/secret.json']) {
      const response = await serve(url);
      expect(await response.text()).not.toContain('do not serve');
    }
  });

  it('refuses writes', async () => {
    const response = await serve('app://enotary/index.html', 'POST');
    expect(response.status).toBe(405);
  });

  it('sends headers without a body for HEAD', async () => {
    const response = await serve('app://enotary/assets/main-abc.js', 'HEAD');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('shows the diagnostic page for every request when the terminal is misconfigured', async () => {
    const response = await serve('app://enotary/kiosk/auth', 'GET', '<p>config_invalid</p>');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-security-policy')).toBe(csp);
    expect(await response.text()).toBe('<p>config_invalid</p>');
  });
});
