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

/**
 * Test files of these projects share their worker's module cache (`isolate: false`): importing
 * the server or React afresh for every file was most of the unit run (the server's 120 files
 * took 13 min isolated and 5 min shared on a loaded 2-core machine; the renderer's 4.8 min and
 * 47 s; the domain's 58 s and 4 s). It holds because nothing in them keeps state between files:
 * the server builds an app and a database per test, the renderer's setup empties the DOM and
 * storage after each test, and none of them mocks a module (files that do stay isolated: the
 * main process's project and the renderer's `*.mocked.test.tsx`). Runs with the file order shuffled passed alike.
 */
const SHARED_MODULES = { isolate: false } as const;

/**
 * 2 cores on the build machines, and one worker more: the server's test files spend much of
 * their time waiting (databases, child processes, a Ceph start, timers), so two workers left the
 * cores 40 % idle; three took the unit run from 183 to 150 s here (docs/testing.md). Projects run
 * together need the same number, and a project file does not inherit it: the renderer's imports it.
 */
export const UNIT_TEST_WORKERS = 3;

export default defineConfig({
  test: {
    maxWorkers: UNIT_TEST_WORKERS,
    projects: [
      { test: { name: 'domain', include: ['src-domain/**/*.test.ts'], environment: 'node', hookTimeout: HOOK_TIMEOUT, ...SHARED_MODULES } },
      {
        test: { name: 'server', include: ['src-server/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: HOOK_TIMEOUT, ...SHARED_MODULES },
      },
      { test: { name: 'main', include: ['src-main/**/*.test.ts', 'src-preload/**/*.test.ts'], environment: 'node', hookTimeout: HOOK_TIMEOUT } },
      { test: { name: 'tooling', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: HOOK_TIMEOUT } },
      './src-renderer/vitest.config.ts',
      './src-renderer/vitest.mocked.config.ts',
    ],
  },
});
