import { defineProject } from 'vitest/config';
import { UNIT_TEST_WORKERS } from '../vitest.config.ts';
import { rendererPlugins } from '../web/renderer-plugins.ts';

/**
 * The renderer's vitest projects (listed in `projects` of the root `vitest.config.ts`;
 * vitest only accepts project files named `vitest*.config.*`): happy-dom, Testing
 * Library, and the same Vite plugins as the builds so Lingui macros and `.po` imports compile.
 *
 * Files share their worker's modules (`isolate: false`; the root config's SHARED_MODULES says
 * why): test/setup.ts empties the DOM and storage after every test. A file that mocks a module
 * (`*.mocked.test.tsx`) would leak the mock into the files after it, so those run isolated in
 * `renderer-mocked` (vitest.mocked.config.ts).
 */
export function rendererProject(kind: 'shared' | 'mocked') {
  return defineProject({
    // Explicit, so the include below means the same whether the root config lists this project or
    // it is run on its own (`vitest --config src-renderer/vitest.config.ts`).
    root: import.meta.dirname,
    plugins: rendererPlugins(),
    test: {
      name: kind === 'shared' ? 'renderer' : 'renderer-mocked',
      environment: 'happy-dom',
      // Relative to the root above: `src-renderer/**/*.test.{ts,tsx}`.
      include: kind === 'shared' ? ['**/*.test.{ts,tsx}'] : ['**/*.mocked.test.{ts,tsx}'],
      exclude: kind === 'shared' ? ['**/node_modules/**', '**/*.mocked.test.{ts,tsx}'] : ['**/node_modules/**'],
      setupFiles: ['test/setup.ts'],
      isolate: kind === 'mocked',
      maxWorkers: UNIT_TEST_WORKERS,
      // Room for test/setup.ts's 10 s waits on a loaded machine; a hook may compile many chunks.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

export default rendererProject('shared');
