import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Lingui catalogs of the portal (docs/architecture.md, Stack): one `.po` per locale of spec §1,
 * Latin Uzbek (`oz`) is the source and default locale. Message ids are explicit literals
 * (`id: 'home.hero.title'`), so `explicitIdAsDefault` keeps the catalogs free of id flags.
 * The renderer imports the `.po` files directly through `@lingui/vite-plugin`: no compile step.
 */
export default defineConfig({
  locales: ['oz', 'uz', 'ru'],
  sourceLocale: 'oz',
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src-renderer'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ explicitIdAsDefault: true, lineNumbers: false }),
  orderBy: 'messageId',
});
