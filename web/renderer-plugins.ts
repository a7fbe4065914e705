import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import type { Plugin, PluginOption } from 'vite';
import { catalogParts } from './catalog-parts.ts';

/**
 * The Vite plugins every build of `src-renderer` needs: the browser build (`web/vite.config.ts`),
 * the Electron renderer (`electron.vite.config.ts`) and the renderer's vitest project. One list,
 * so the kiosk and the web never compile the UI differently.
 *
 * - `react()`: JSX and Fast Refresh.
 * - `lingui()`: `.po` catalogs are imported directly and compiled on the fly (no `lingui compile`).
 * - Babel with Lingui's macro preset: `t`, `msg`, `<Trans>` become runtime calls. The preset
 *   filters on the macro import, so only files that use Lingui pay for Babel.
 * - `catalogParts()`: each catalog as a shell part and the rest (`i18n.ts`). Only the browser
 *   build names the shell's ids (web/prerender-plugin.ts) and really splits; elsewhere the shell
 *   part is the whole catalog.
 *
 * The Lingui config is found by path, not by the process's working directory, so the plugins
 * work whatever directory Vite, electron-vite or vitest is started from.
 */
const LINGUI_CONFIG = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));

export interface RendererPluginOptions {
  /** The message ids of the shell part of each catalog; asked for when a catalog part is built. */
  shellIds?: () => ReadonlySet<string> | undefined;
}

export function rendererPlugins({ shellIds }: RendererPluginOptions = {}): PluginOption[] {
  return [
    react(),
    lingui({ configPath: LINGUI_CONFIG }),
    catalogParts({ configPath: LINGUI_CONFIG, shellIds }),
    babel({ presets: [linguiTransformerBabelPreset(undefined, { configPath: LINGUI_CONFIG })] }),
    stripCspMetaInDev(),
  ];
}

/**
 * The kiosk's `index.html` carries a strict CSP meta tag. Vite's dev server injects an inline
 * React Refresh preamble and talks to its HMR websocket, which that policy blocks, so the tag is
 * dropped when serving (never in a build). The web `index.html` has no tag: the server sends CSP.
 */
function stripCspMetaInDev(): Plugin {
  return {
    name: 'e-notary:strip-csp-meta-in-dev',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace(/<meta\s+http-equiv="Content-Security-Policy"[^>]*>/i, ''),
  };
}
