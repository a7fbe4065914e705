import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT as repo, trackedFiles } from './tracked-files.ts';

/**
 * Test files of the domain, server and renderer projects share their worker's modules
 * (`isolate: false`, vitest.config.ts): a module mock in one of them would stay for the files
 * after it in that worker, or miss a module an earlier file had already loaded, and the file
 * would pass or fail by the order the run dealt it. So a file that mocks a module is a renderer
 * `*.mocked.test.tsx`, run isolated (src-renderer/vitest.mocked.config.ts); the main process's
 * and preload's projects run every file isolated.
 */

export function mocksAModule(text: string): boolean {
  return /\bvi\s*\.\s*(mock|doMock)\s*\(/.test(text);
}

function sharedModuleTestFiles(): string[] {
  return trackedFiles('src-domain', 'src-server', 'src-renderer').filter((file) => /\.test\.tsx?$/.test(file) && !/\.mocked\.test\.tsx?$/.test(file));
}

describe('module mocks only in isolated test files (vitest.config.ts, SHARED_MODULES)', () => {
  it.each<[string, boolean]>([
    ["vi.mock('../../platform/terminal.ts', async () => ({}))", true],
    ["vi.doMock('./x.ts')", true],
    ['vi.fn(async () => undefined)', false],
    ["vi.spyOn(console, 'warn')", false],
  ])('%s mocks a module: %s', (text, mocks) => {
    expect(mocksAModule(text)).toBe(mocks);
  });

  it('no test file that shares its worker’s modules mocks one', () => {
    expect(sharedModuleTestFiles().filter((file) => mocksAModule(readFileSync(resolve(repo, file), 'utf8')))).toEqual([]);
  });
});
