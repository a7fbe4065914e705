import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isLocale, type Locale, localeFromCookie } from '../../../src-domain/i18n/locale.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** Where the web build puts its prerendered pages (web/prerender-plugin.ts writes them). */
const PRERENDER_DIR = 'prerendered';
const PRERENDER_INDEX = 'pages.json';

/** True when `webRoot` holds a built portal (`npm run build:web` writes dist-web/index.html). */
export function hasWebBuild(webRoot: string): boolean {
  return existsSync(join(webRoot, 'index.html'));
}

export interface PrerenderedPages {
  /** Path → file under the web root, in the default locale. */
  pages: Map<string, string>;
  /** Locale → path → file: the same pages in the other locales (a visitor's locale cookie picks). */
  localized: Map<Locale, Map<string, string>>;
  /** CSP sources (`'sha256-…'`) of the one inline script those pages carry (their boot script). */
  scriptHashes: string[];
}

const CSP_HASH = /^sha256-[A-Za-z0-9+/]{43}=$/;

/**
 * The public pages the build rendered to HTML (docs/decisions/0011-home-page-first-paint-and-budget.md). Only files that exist, paths of
 * our own pages (no `..`, no query) and well-formed hashes are taken; a build without
 * prerendering has none.
 */
export function prerenderedPages(webRoot: string): PrerenderedPages {
  const found: PrerenderedPages = { pages: new Map(), localized: new Map(), scriptHashes: [] };
  const indexFile = join(webRoot, PRERENDER_DIR, PRERENDER_INDEX);
  if (!existsSync(indexFile)) return found;
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { pages?: Record<string, unknown>; localized?: Record<string, unknown>; scriptHashes?: unknown };
  const listed = (pages: Record<string, unknown>): Map<string, string> => {
    const files = new Map<string, string>();
    for (const [path, file] of Object.entries(pages)) {
      if (typeof file !== 'string' || !/^\/[\w/-]*$/.test(path) || !/^[\w.-]+\.html$/.test(file) || file.includes('..')) continue;
      const relative = `${PRERENDER_DIR}/${file}`;
      if (existsSync(join(webRoot, relative))) files.set(path, relative);
    }
    return files;
  };
  found.pages = listed(index.pages ?? {});
  for (const [locale, pages] of Object.entries(index.localized ?? {})) {
    if (isLocale(locale) && typeof pages === 'object' && pages !== null) found.localized.set(locale, listed(pages as Record<string, unknown>));
  }
  if (Array.isArray(index.scriptHashes))
    found.scriptHashes = index.scriptHashes.filter((hash): hash is string => typeof hash === 'string' && CSP_HASH.test(hash));
  return found;
}

/** The policy helmet set, with the prerendered pages' script hashes added to `script-src` (no 'unsafe-inline'). */
export function allowScriptHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  const sources = hashes.map((hash) => `'${hash}'`).join(' ');
  return policy.replace(/(^|;\s*)script-src ([^;]*)/, (_whole, start: string, current: string) => `${start}script-src ${current} ${sources}`);
}

/**
 * Serves the web build, compressed when the browser accepts it (the build wrote the .br/.gz
 * copies). Vite puts content-hashed files under /assets/, which never change, so browsers keep
 * them a year; HTML names those hashes and must be revalidated on every load, or a release would
 * leave browsers on the old bundle. The public pages the build prerendered are served as such
 * (first paint without JavaScript; the client hydrates them; their CSP also allows their inline
 * boot script by its hash); missing files fall through to the 404 handler, whose SPA fallback
 * (index.html) serves every other client route — kiosk and signed-in pages stay client-rendered.
 */
export async function registerStaticWeb(app: FastifyInstance, webRoot: string): Promise<void> {
  const root = resolve(webRoot);
  const assets = `${sep}assets${sep}`;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    redirect: false,
    cacheControl: false,
    dotfiles: 'ignore',
    // The build writes .br and .gz beside each text file (web/precompress-plugin.ts).
    preCompressed: true,
    setHeaders: (reply, path) => {
      const file = path.replace(/\.(?:br|gz)$/, '');
      const header = file.endsWith('.html') ? REVALIDATE : file.startsWith(root + assets) ? IMMUTABLE : SHORT;
      reply.header('cache-control', header);
    },
  });
  const prerendered = prerenderedPages(root);
  for (const [path, file] of prerendered.pages) {
    app.get(path, (request, reply) => {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') reply.header('content-security-policy', allowScriptHashes(policy, prerendered.scriptHashes));
      // A returning visitor's own language from the first paint; the answer depends on the cookie.
      reply.header('vary', 'Cookie');
      const locale = localeFromCookie(request.headers.cookie);
      return reply.sendFile((locale && prerendered.localized.get(locale)?.get(path)) || file);
    });
  }
}
