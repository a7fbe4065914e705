import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { localeAtom } from '../state/locale.ts';
import { ChunkLoadError } from '../ui/chunk-load.ts';
import { renderRoutes } from '../test/render-at.tsx';
import { RouteError } from './route-error.tsx';

/** A page whose loading failed with `error`, under the route table's error element. */
function failing(error: unknown) {
  return [{ path: '/', lazy: async () => Promise.reject(error), errorElement: <RouteError /> }];
}

describe('a page that could not load (spec §8 "Chunk loading")', () => {
  it.each([
    ['a chunk that failed to download', new TypeError('Failed to fetch dynamically imported module: /assets/abc.js'), 'Sahifaning bir qismi yuklanmadi'],
    ['a chunk not loaded within 120 s', new ChunkLoadError('chunk', 'a chunk did not load within 120000 ms'), 'Sahifaning bir qismi yuklanmadi'],
    ['a stylesheet that failed', new Error('Unable to preload CSS for /assets/abc.css'), 'Sahifa ko‘rinishi yuklanmadi'],
    ['any other failure', new Error('render bug'), 'Sahifani ochib bo‘lmadi'],
  ])('%s says so, with a reload button', async (_name, error, title) => {
    await renderRoutes(failing(error));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeDefined();
    expect(screen.getByText(/Sahifani yangilang|qayta urinib ko‘ring/).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('button', { name: 'Sahifani yangilash' })).toBeDefined();
  });

  it('says it in the reader’s language', async () => {
    const store = createStore();
    store.set(localeAtom, 'ru');
    await renderRoutes(failing(new Error('Unable to preload CSS for /assets/abc.css')), { locale: 'ru', store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Оформление страницы не загрузилось' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeDefined();
  });
});
