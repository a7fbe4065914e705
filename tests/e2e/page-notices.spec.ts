import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_SEED } from '../../src-server/seed/generate-world.ts';
import { startServer } from '../../src-server/start-server.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

/**
 * Spec §8 "Chunk loading" and the page-expired notice (decision 0034): a lazily loaded page whose
 * script or stylesheet does not arrive says so with a reload button; a page left open while a new
 * version of the portal is deployed asks for a refresh.
 */

interface ManifestEntry {
  file: string;
  css?: string[];
}

/** The built files of the notary registry page, the lazily loaded chunk the tests withhold. */
function notaryListFiles(): { js: string; css: string } {
  const manifest = JSON.parse(readFileSync('dist-web/.vite/manifest.json', 'utf8')) as Record<string, ManifestEntry>;
  const entry = manifest['../src-renderer/routes/notary/notary-list-page.tsx'];
  const css = entry?.css?.[0];
  if (!entry || !css) throw new Error('the web build has no notary list chunk with a stylesheet: run "npm run build:web"');
  return { js: entry.file, css };
}

/** What a deployment of another build does to the served pages: every HTML file names the new build. */
function deploy(webRoot: string, buildId: string): void {
  const files = readdirSync(webRoot, { recursive: true, encoding: 'utf8' }).map((file) => join(webRoot, file));
  for (const file of files.filter((name) => /\.html\.(br|gz)$/.test(name))) rmSync(file);
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    writeFileSync(file, readFileSync(file, 'utf8').replace(/<meta name="build-id" content="[0-9a-f]+">/, `<meta name="build-id" content="${buildId}">`));
  }
}

/** A client-rendered page, then the header's link to the notary registry: its chunk loads now. */
async function openRegistryFromAnotherPage(page: Page): Promise<void> {
  await page.goto('/update_dict');
  await expect(page.getByRole('heading', { level: 1, name: 'Ma’lumotnomalarni yangilash' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Notariuslar reestri' }).click();
}

test('a page chunk that fails to load shows the chunk-load message; reloading brings the page (spec §8)', async ({ page }) => {
  const { js } = notaryListFiles();
  await page.route(`**/${js}`, (route) => route.abort());
  await openRegistryFromAnotherPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sahifaning bir qismi yuklanmadi' })).toBeVisible();
  await expect(page.getByText(/internet aloqasi uzilgan yoki portal yangilangan/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.unroute(`**/${js}`);
  await page.getByRole('button', { name: 'Sahifani yangilash' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notariuslar reestri' })).toBeVisible();
});

test('a page stylesheet that fails to load shows the stylesheet-load message (spec §8)', async ({ page }) => {
  const { css } = notaryListFiles();
  await page.route(`**/${css}`, (route) => route.abort());
  await openRegistryFromAnotherPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sahifa ko‘rinishi yuklanmadi' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sahifani yangilash' })).toBeVisible();
});

test('a new version deployed while a page is open: the page asks for a refresh (spec §8 page expired)', async ({ page }) => {
  // Its own server is seeded and started inside the test: minutes on a busy machine.
  test.setTimeout(240_000);
  // A server of its own over a copy of the build, so replacing the build touches no other test.
  const dir = mkdtempSync(join(tmpdir(), 'enotary-deploy-'));
  const webRoot = join(dir, 'web');
  cpSync('dist-web', webRoot, { recursive: true });
  // A small demo world: the pages it opens read dictionaries and notaries.
  const server = await startServer({
    db: { kind: 'sqlite', file: join(dir, 'db.sqlite') },
    webRoot,
    port: 0,
    host: '127.0.0.1',
    seed: DEFAULT_SEED,
    seedScale: 0.05,
    logger: false,
    warmFaceAnalyzer: false,
  });
  try {
    const health = async () => (await page.request.get(`${server.url}/api/health`)).json() as Promise<{ build: string | null }>;
    const served = (await health()).build;
    expect(served).toMatch(/^[0-9a-f]{16}$/);
    await page.goto(`${server.url}/update_dict`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ma’lumotnomalarni yangilash' })).toBeVisible();
    const notice = page.getByText(/Portalning yangi versiyasi chiqdi/);
    await expect(notice).toHaveCount(0);

    deploy(webRoot, '0000000000000001');
    await expect.poll(async () => (await health()).build).toBe('0000000000000001');

    // The open page's next API answer names the new build.
    await page.getByRole('banner').getByRole('link', { name: 'Notariuslar reestri' }).click();
    await expect(notice).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sahifani yangilash' }).click();
    // The new version: its API answers name the build the page came from.
    await expect(page.getByRole('heading', { level: 1, name: 'Notariuslar reestri' })).toBeVisible();
    await expect(page.getByText(/^Topilgan notariuslar: \d+$/)).toBeVisible();
    await expect(notice).toHaveCount(0);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
