import type { Plugin } from 'vite';
export interface CatalogPartsOptions {
    configPath: string;
    /**
     * The message ids a hydrated home page needs (web/prerender-plugin.ts). Without them (dev
     * server, tests, the kiosk build) the shell part is the whole catalog and the rest is empty.
     */
    shellIds?: () => ReadonlySet<string> | undefined;
}
/**
 * Each locale's catalog in two parts. Every page of the portal shares one catalog per locale,
 * which grows with every page (docs/performance.md: the home page must stay ≤ 120 KiB gzip of JS); a
 * hydrated home page needs a tenth of it. `?part=shell` compiles those messages, `?part=rest`
 * all others; the app loads the rest before any other page or lazily loaded part renders
 * (`i18n.ts`, `main.tsx`). Same Lingui API as `@lingui/vite-plugin`, filtered.
 */
export declare function catalogParts(options: CatalogPartsOptions): Plugin;
