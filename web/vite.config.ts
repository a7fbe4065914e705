import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { DEFAULT_LOCALE, LOCALES } from '../src-domain/i18n/locale.ts';
import { buildIdPlugin } from './build-id-plugin.ts';
import { entryShellChunk } from './entry-shell-chunk.ts';
import { precompress } from './precompress-plugin.ts';
import { prerenderPages } from './prerender-plugin.ts';
import { PRERENDERED_ROUTES, SHELL_PATHS } from './prerendered-routes.ts';
import { rendererPlugins } from './renderer-plugins.ts';
import { stripRouteSummaries } from './strip-route-summaries.ts';

/**
 * The browser build of `src-renderer` (docs/architecture.md, "What we ship"). `web/index.html` is the
 * entry; the output goes to `dist-web/` at the repository root, which the reference server
 * serves with an SPA fallback. The manifest is kept for `npm run bench` (chunk sizes).
 *
 * Dev server: `/api` (HTTP and the websockets of face liveness and video signalling) goes to the
 * reference server, `http://localhost:8080` unless `API_PROXY_TARGET` says otherwise.
 */
const shellChunk = entryShellChunk();

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

const fromRepo = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** First paint without JavaScript for the public pages (web/prerender-plugin.ts). */
const pages = prerenderPages({
  repoRoot: fromRepo(''),
  locale: DEFAULT_LOCALE,
  locales: LOCALES,
  routes: PRERENDERED_ROUTES,
  // The home page starts with the shell part of the catalog: what its render asked for, plus
  // every text of its own folder (states after hydration) and of the error element.
  shellPaths: SHELL_PATHS,
  shellSources: {
    roots: [
      fromRepo('src-renderer/routes/home/home-page.tsx'),
      fromRepo('src-renderer/app/route-error.tsx'),
      fromRepo('src-renderer/app/layout/page-expired-notice.tsx'),
    ],
    folder: fromRepo('src-renderer/routes/home'),
  },
});

/**
 * Smaller first download (docs/performance.md: home ≤ 120 KiB gzip), builds only:
 * - react-router's package exports point at its development build, warnings included, in every
 *   environment (remix-run/react-router#12532, remix-run/react-router#14102); its production build is beside it.
 * - @lingui/react imports the React 17 shim of useSyncExternalStore; React 19 has the hook.
 */
const firstLoadAliases = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  // Its DOM entry (RouterProvider with flushSync) from the same build, or the app would hold two routers' contexts.
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
  { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./use-sync-external-store-shim.ts', import.meta.url)) },
];

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  publicDir: 'public',
  plugins: [...rendererPlugins({ shellIds: pages.shellIds }), shellChunk.plugin, stripRouteSummaries(), buildIdPlugin(), pages.plugin, precompress()],
  resolve: {
    alias: [
      // `index.html` lives in `web/` (the root) but the app in `src-renderer/`: its script tag
      // names `/src-renderer/main.tsx`, which this maps to the real folder in dev and build alike.
      { find: /^\/src-renderer\//, replacement: fileURLToPath(new URL('../src-renderer/', import.meta.url)) },
      ...(command === 'build' ? firstLoadAliases : []),
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('../dist-web', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    manifest: true,
    sourcemap: false,
    // Every browser of the build target supports <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // The entry lists every lazily loaded file by name (Vite's preload map): names without the
    // module's name in them keep that list, which the home page downloads, short. The manifest
    // still maps each file to its source (npm run bench).
    rollupOptions: {
      output: {
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        codeSplitting: { groups: [{ name: 'shell', test: shellChunk.inShell }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
}));
