import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { INTL_LOCALE } from '../src-domain/i18n/format-number.ts';
import type { Locale } from '../src-domain/i18n/locale.ts';
import { rendererPlugins } from './renderer-plugins.ts';
import { messageIdsInSources } from './shell-message-ids.ts';

/** A public page rendered at build time, and the modules its route loads (for its CSS and chunks). */
export interface PrerenderedRoute {
  path: string;
  /** The lazily loaded modules of the route (`routes.tsx`), from the repository root: its page first. */
  modules: readonly string[];
}

export interface PrerenderOptions {
  repoRoot: string;
  routes: readonly PrerenderedRoute[];
  /** The default locale (spec §1): the one a fresh visitor sees. */
  locale: Locale;
  /**
   * Every locale a page is rendered in: a returning visitor's first paint is in their own
   * language (the server picks the file by the locale cookie, src-server/routes/static/static-web.ts).
   */
  locales: readonly Locale[];
  /** Pages hydrated with only the shell part of the catalog (the home page, `main.tsx`). */
  shellPaths: readonly string[];
  /**
   * Sources whose every message belongs to the shell part, whatever state they show after
   * hydration (the home page's folder, the error element); added to what the render asked for.
   */
  shellSources: { roots: readonly string[]; folder: string };
}

/** What `src-renderer/prerender.tsx` exports (built for Node, imported here). */
interface PrerenderModule {
  prerenderPage(path: string, locale: string): Promise<{ html: string; title: string; messageIds: string[] }>;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Where the server finds the pages (src-server/routes/static/static-web.ts reads it). */
export const PRERENDER_DIR = 'prerendered';
export const PRERENDER_INDEX = 'pages.json';

export interface PrerenderIndex {
  /** The default locale: the one of `pages`. */
  locale: string;
  /** CSP hashes of the pages' one inline script (the boot script): the server allows exactly these. */
  scriptHashes: string[];
  /** Path → file under `prerendered/`, in the default locale. */
  pages: Record<string, string>;
  /** Locale → path → file: the same pages in the other locales. */
  localized: Record<string, Record<string, string>>;
}

/** `prerender-boot.js` without its comments, inlined into each page; the CSP allows it by its hash. */
const BOOT_CODE = readFileSync(fileURLToPath(new URL('./prerender-boot.js', import.meta.url)), 'utf8')
  .split('\n')
  .filter((line) => !/^\s*(\/\/|\/\*)/.test(line))
  .map((line) => line.trim())
  .join('\n')
  .trim();
const BOOT_HASH = `sha256-${createHash('sha256').update(BOOT_CODE).digest('base64')}`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fileNameFor = (path: string, locale: Locale, defaultLocale: Locale) =>
  `${path === '/' ? 'home' : path.slice(1).replace(/[^\w-]+/g, '_')}${locale === defaultLocale ? '' : `.${locale}`}.html`;

/** The chunk, its static imports, and their CSS (what loading the page module pulls in). */
function closure(manifest: Manifest, key: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (k: string): void => {
    const chunk = manifest[k];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

/**
 * The built index.html made into one prerendered page: its title, the rendered `#root`, its
 * stylesheets inline instead of linked (no render-blocking request), and instead of the entry's
 * module script and preloads, the boot script inline (no request before the first paint), which
 * loads them once the page has painted.
 */
function pageHtml(template: string, page: { title: string; css: string; root: string; boot: string; preload: readonly string[]; lang: string }): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry?.[1]) throw new Error('the built index.html has no module script');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)].map((match) => match[1] ?? '');
  const boot = `<script data-entry="${entry[1]}" data-preload="${[...preloads, ...page.preload.map((file) => `/${file}`)].join(' ')}">${page.boot}</script>`;
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '')
    .replace(/<link rel="stylesheet"[^>]*>\s*/g, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', `  <style>${page.css.replace(/<\/style/gi, '<\\/style')}</style>\n    ${boot}\n  </head>`)
    .replace('<div id="root"></div>', page.root);
}

function manifestKey(manifest: Manifest, repoRelativePath: string): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key]?.src?.replace(/^(\.\.\/)+/, '') === repoRelativePath);
}

/**
 * First paint without JavaScript for the public pages (docs/decisions/0011-home-page-first-paint-and-budget.md). Before the browser
 * build starts, `src-renderer/prerender.tsx` is built for Node and renders each route in every
 * locale for a visitor without a session (the default locale's file is the plain one, the
 * others carry their code: `home.ru.html`); what the home page's render asked Lingui for
 * becomes the shell part of each catalog (`shellIds`, web/catalog-parts.ts). After the build,
 * each page is written as `dist-web/prerendered/<page>.html`: the built index.html with the
 * rendered HTML in `#root` (marked for `main.tsx` to hydrate), its stylesheets inlined (they are
 * small: no render-blocking request), and its scripts started only once it has painted
 * (`prerender-boot.js`, inline, allowed by its CSP hash listed in `pages.json`). The server serves these files for
 * exactly these paths; every other path keeps the plain index.html (client rendering).
 *
 * A page that cannot be rendered is left out with a warning (it is then served client-rendered);
 * `npm run bench` and tests/e2e/prerender.spec.ts report the loss.
 */
export function prerenderPages(options: PrerenderOptions): { plugin: Plugin; shellIds: () => ReadonlySet<string> | undefined } {
  // Locale → path → the rendered page.
  const rendered = new Map<Locale, Map<string, { html: string; title: string; messageIds: string[] }>>();
  let shell: Set<string> | undefined;
  let config: ResolvedConfig;
  const ssrOutDir = join(options.repoRoot, '.cache', 'prerender');

  const plugin: Plugin = {
    name: 'e-notary:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config.build.ssr || this.meta.watchMode) return;
      rendered.clear();
      await build({
        configFile: false,
        root: options.repoRoot,
        logLevel: 'warn',
        publicDir: false,
        plugins: rendererPlugins(),
        build: {
          ssr: 'src-renderer/prerender.tsx',
          outDir: ssrOutDir,
          emptyOutDir: true,
          minify: false,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      // A query makes Node load this build's module, not one cached from an earlier build in the process.
      const url = `${pathToFileURL(join(ssrOutDir, 'prerender.mjs')).href}?build=${Date.now()}`;
      const ssr = (await import(url)) as PrerenderModule;
      for (const locale of options.locales) {
        const pages = new Map<string, { html: string; title: string; messageIds: string[] }>();
        rendered.set(locale, pages);
        for (const route of options.routes) {
          try {
            pages.set(route.path, await ssr.prerenderPage(route.path, locale));
          } catch (error) {
            this.warn(`${route.path} (${locale}) is not prerendered (served client-rendered): ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      }
      shell = messageIdsInSources(options.shellSources.roots, options.shellSources.folder);
      // Every locale asks for the same ids; all of them, should one page differ.
      for (const pages of rendered.values()) for (const path of options.shellPaths) for (const id of pages.get(path)?.messageIds ?? []) shell.add(id);
    },
    closeBundle() {
      if (config.build.ssr || ![...rendered.values()].some((pages) => pages.size > 0)) return;
      const outDir = resolve(config.root, config.build.outDir);
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
      const entry = entryKey ? closure(manifest, entryKey) : { js: [], css: [] };
      const catalogKey = (locale: Locale, part: 'shell' | 'rest') =>
        Object.keys(manifest).find((key) => key.endsWith(`locales/${locale}/messages.po?part=${part}`));
      const dir = join(outDir, PRERENDER_DIR);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      const index: PrerenderIndex = { locale: options.locale, scriptHashes: [BOOT_HASH], pages: {}, localized: {} };

      for (const route of options.routes) {
        const keys = route.modules.map((module) => manifestKey(manifest, module));
        const missing = route.modules.filter((_, i) => !keys[i]);
        if (missing.length > 0) {
          this.warn(`${route.path}: ${missing.join(', ')} not a chunk of this build; not prerendered`);
          continue;
        }
        const parts = keys.map((key) => closure(manifest, key ?? ''));
        const own = { js: [...new Set(parts.flatMap((part) => part.js))], css: [...new Set(parts.flatMap((part) => part.css))] };
        const css = [...new Set([...entry.css, ...own.css])].map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
        for (const locale of options.locales) {
          const page = rendered.get(locale)?.get(route.path);
          if (!page) continue;
          const catalogs = [catalogKey(locale, 'shell'), options.shellPaths.includes(route.path) ? undefined : catalogKey(locale, 'rest')];
          const preload = [
            ...own.js.filter((file) => !entry.js.includes(file)),
            ...catalogs.flatMap((key) => (key && manifest[key] ? [manifest[key].file] : [])),
          ];
          const html = pageHtml(template, {
            title: page.title,
            css,
            root: `<div id="root" data-prerendered-path="${escapeHtml(route.path)}" data-prerendered-locale="${locale}">${page.html}</div>`,
            boot: BOOT_CODE,
            preload,
            lang: INTL_LOCALE[locale],
          });
          const fileName = fileNameFor(route.path, locale, options.locale);
          writeFileSync(join(dir, fileName), html);
          if (locale === options.locale) index.pages[route.path] = fileName;
          else (index.localized[locale] ??= {})[route.path] = fileName;
        }
      }
      writeFileSync(join(dir, PRERENDER_INDEX), `${JSON.stringify(index, null, 2)}\n`);
      if (existsSync(ssrOutDir)) rmSync(ssrOutDir, { recursive: true, force: true });
    },
  };
  return { plugin, shellIds: () => shell };
}
