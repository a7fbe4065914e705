import { defineConfig } from 'vitest/config';

/**
 * One vitest run, one project per layer so each runs in its own environment:
 * domain/server/main in Node, the renderer in happy-dom.
 */
/**
 * Time-outs are a safety net, not a measure (figures go to `npm run bench`): a fresh migrated and
 * seeded database per server test file takes seconds on a busy 2-core machine
 * (docs/decisions/0023-tests-wait-for-conditions-under-load.md). Inline projects do not inherit
 * the root's options, so each names it.
 */
const HOOK_TIMEOUT = 120_000;

export default defineConfig({
  test: {
    // 2 cores on the build machines: keep parallelism modest.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['src-domain/**/*.test.ts'], environment: 'node', hookTimeout: HOOK_TIMEOUT } },
      { test: { name: 'server', include: ['src-server/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: HOOK_TIMEOUT } },
      { test: { name: 'main', include: ['src-main/**/*.test.ts', 'src-preload/**/*.test.ts'], environment: 'node', hookTimeout: HOOK_TIMEOUT } },
      { test: { name: 'tooling', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: HOOK_TIMEOUT } },
      './src-renderer/vitest.config.ts',
    ],
  },
});
