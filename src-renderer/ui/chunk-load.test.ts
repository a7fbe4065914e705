import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../src-domain/constants.ts';
import { ChunkLoadError, chunkFailureOf, loadChunk } from './chunk-load.ts';

describe('lazy chunks that do not load (spec §8 "Chunk loading", §9 120 000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the chunk when it arrives in time', async () => {
    const loaded = loadChunk(() => new Promise<string>((resolve) => setTimeout(() => resolve('page'), CHUNK_LOAD_TIMEOUT_MS - 1)));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    await expect(loaded).resolves.toBe('page');
  });

  it('fails as a chunk error once 120 s have passed without it', async () => {
    const loaded = loadChunk(() => new Promise<string>(() => undefined));
    const settled = expect(loaded).rejects.toMatchObject({ name: 'ChunkLoadError', kind: 'chunk' });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await settled;
  });

  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: http://portal/assets/abc.js'), 'chunk'],
    ['Firefox', new TypeError('error loading dynamically imported module: http://portal/assets/abc.js'), 'chunk'],
    ['Safari', new TypeError('Importing a module script failed.'), 'chunk'],
    ['Vite’s CSS preload', new Error('Unable to preload CSS for http://portal/assets/abc.css'), 'stylesheet'],
    ['our own error', new ChunkLoadError('stylesheet', 'x'), 'stylesheet'],
    ['any other error', new Error('Cannot read properties of undefined'), null],
    ['not an error', 'boom', null],
  ] as const)('reads %s as %s', (_name, error, kind) => {
    expect(chunkFailureOf(error)).toBe(kind);
  });

  it('turns a failed import into a ChunkLoadError of its kind, and passes other errors through', async () => {
    await expect(loadChunk(() => Promise.reject(new Error('Unable to preload CSS for /assets/x.css')))).rejects.toMatchObject({ kind: 'stylesheet' });
    const other = new Error('render bug');
    await expect(loadChunk(() => Promise.reject(other))).rejects.toBe(other);
  });
});
