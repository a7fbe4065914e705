import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { rendererPlugins } from './renderer-plugins.ts';

/**
 * The browser build of `src-renderer` (ARCHITECTURE.md, "What we ship"). `web/index.html` is the
 * entry; the output goes to `dist-web/` at the repository root, which the reference server
 * serves with an SPA fallback. The manifest is kept for `npm run bench` (chunk sizes).
 *
 * Dev server: `/api` (HTTP and the websockets of face liveness and video signalling) goes to the
 * reference server, `http://localhost:8080` unless `API_PROXY_TARGET` says otherwise.
 */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  publicDir: 'public',
  plugins: rendererPlugins(),
  resolve: {
    // `index.html` lives in `web/` (the root) but the app in `src-renderer/`: its script tag
    // names `/src-renderer/main.tsx`, which this maps to the real folder in dev and build alike.
    alias: [{ find: /^\/src-renderer\//, replacement: fileURLToPath(new URL('../src-renderer/', import.meta.url)) }],
  },
  build: {
    outDir: fileURLToPath(new URL('../dist-web', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    manifest: true,
    sourcemap: false,
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
});
