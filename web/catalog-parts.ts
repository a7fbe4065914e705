import { relative } from 'node:path';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';

/** `locales/<locale>/messages.po?part=shell|rest`, as `src-renderer/app/i18n.ts` imports them. */
const PART_ID = /[\\/]locales[\\/][^\\/]+[\\/]messages\.po\?part=(shell|rest)$/;

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
export function catalogParts(options: CatalogPartsOptions): Plugin {
  let config: LinguiConfigNormalized;
  return {
    name: 'e-notary:catalog-parts',
    enforce: 'pre',
    configResolved() {
      config = getConfig({ configPath: options.configPath });
    },
    load: {
      filter: { id: PART_ID },
      async handler(id) {
        const part = PART_ID.exec(id)?.[1];
        if (!part) return null;
        const file = id.split('?')[0] ?? id;
        this.addWatchFile(file);
        const found = getCatalogForFile(relative(config.rootDir, file), await getCatalogs(config));
        if (!found) throw new Error(`${file} is not one of the catalogs of lingui.config.ts`);
        const { messages } = await found.catalog.getTranslations(found.locale, {
          fallbackLocales: config.fallbackLocales,
          sourceLocale: config.sourceLocale,
        });
        const shell = options.shellIds?.();
        const keep = (messageId: string): boolean => (shell ? shell.has(messageId) === (part === 'shell') : part === 'shell');
        const picked = Object.fromEntries(Object.entries(messages).filter(([messageId]) => keep(messageId)));
        const { source, errors } = createCompiledCatalog(found.locale, picked, { namespace: 'es' });
        if (errors.length > 0) this.warn(`${errors.length} message(s) of ${file} do not compile`);
        return { code: source, map: null, moduleType: 'js' };
      },
    },
  };
}
