import { defineConfig } from 'vitest/config';

/**
 * One vitest run, one project per layer so each runs in its own environment:
 * domain/server/main in Node, the renderer in happy-dom.
 */
export default defineConfig({
  test: {
    // 2 cores on the build machines: keep parallelism modest.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['src-domain/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'server', include: ['src-server/**/*.test.ts'], environment: 'node', testTimeout: 20_000 } },
      { test: { name: 'main', include: ['src-main/**/*.test.ts', 'src-preload/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'tooling', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      './src-renderer/vitest.config.ts',
    ],
  },
});
