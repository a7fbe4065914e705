import { defineProject } from 'vitest/config';
import { rendererPlugins } from '../web/renderer-plugins.ts';

/**
 * The renderer's vitest project (listed in `projects` of the root `vitest.config.ts`;
 * vitest only accepts project files named `vitest*.config.*`): happy-dom, Testing
 * Library, and the same Vite plugins as the builds so Lingui macros and `.po` imports compile.
 */
export default defineProject({
  // Explicit, so the include below means the same whether the root config lists this project or
  // it is run on its own (`vitest --config src-renderer/vitest.config.ts`).
  root: import.meta.dirname,
  plugins: rendererPlugins(),
  test: {
    name: 'renderer',
    environment: 'happy-dom',
    // Relative to the root above: `src-renderer/**/*.test.{ts,tsx}`.
    include: ['**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // Room for test/setup.ts's 10 s waits on a loaded machine; a hook may compile many chunks.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
