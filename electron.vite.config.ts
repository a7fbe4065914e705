import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { rendererPlugins } from './web/renderer-plugins.ts';

const root = import.meta.dirname;

/**
 * The kiosk build (docs/architecture.md, Stack): main, preload and renderer into out/. The web
 * build of the same renderer is web/vite.config.ts.
 */
export default defineConfig({
  main: {
    build: {
      outDir: resolve(root, 'out/main'),
      lib: { entry: resolve(root, 'src-main/index.ts') },
      // Bundle everything (src-domain is TS source, valibot is small) except the native SQLite
      // binding, the updater and node-webcam (it finds its Windows tool beside its own files),
      // which are installed in the packaged app's node_modules.
      externalizeDeps: false,
      rolldownOptions: { external: ['better-sqlite3', 'electron-updater', 'node-webcam'] },
    },
  },
  preload: {
    build: {
      outDir: resolve(root, 'out/preload'),
      lib: { entry: resolve(root, 'src-preload/index.ts') },
      // A sandboxed preload cannot require anything but 'electron' and cannot be an ES module:
      // one self-contained CommonJS file.
      externalizeDeps: false,
      rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    plugins: [...rendererPlugins(), absoluteBase()],
    build: {
      outDir: resolve(root, 'out/renderer'),
      rolldownOptions: { input: resolve(root, 'src-renderer/index.html') },
    },
  },
});

/**
 * electron-vite forces `base: './'` in production, made for file:// pages. The kiosk is served
 * from app:// with an SPA fallback: after a reload on `app://enotary/kiosk/auth`, a relative
 * `./assets/x.js` would resolve under `/kiosk/`, so the renderer's asset URLs stay absolute.
 * A config hook's result is merged after electron-vite's preset has set its value.
 */
function absoluteBase(): Plugin {
  return { name: 'e-notary:absolute-base', config: () => ({ base: '/' }) };
}
