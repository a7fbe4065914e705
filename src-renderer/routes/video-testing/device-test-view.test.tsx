import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { localeAtom } from '../../state/locale.ts';
import { tokenAtom } from '../../state/token.ts';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render-at.tsx';
import { KioskVideoTestingPage, VideoTestingPage } from './video-testing-pages.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

const UUID = '3f2b6c1e-8a4d-4c2e-9b7a-1d2e3f4a5b6c';

async function renderAt(path: string) {
  const store = createStore();
  store.set(localeAtom, 'oz');
  store.set(tokenAtom, 'token-1');
  return renderRoutes(
    [
      { path: '/video_testing', element: <VideoTestingPage /> },
      { path: '/kiosk/video_testing', element: <KioskVideoTestingPage /> },
    ],
    { path, store },
  );
}

describe('the device test page (spec §2 video_testing)', () => {
  it('is the test itself under its title, and leads back to the act it was opened from', async () => {
    restore = mockFetch(on('GET', '/api/device-tests/latest', () => json({ result: null }))).restore;
    await renderAt(`/video_testing?act=${UUID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Videokonferensiya qurilmalarini tekshirish' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Tekshirishni boshlash' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Notarial harakatga qaytish' }).getAttribute('href')).toBe(`/enotarial_act/${UUID}?tab=video`);
  });

  it('leads back to the kiosk’s act page at a kiosk', async () => {
    restore = mockFetch(on('GET', '/api/device-tests/latest', () => json({ result: null }))).restore;
    await renderAt(`/kiosk/video_testing?act=${UUID}`);
    expect(screen.getByRole('link', { name: 'Notarial harakatga qaytish' }).getAttribute('href')).toBe(`/kiosk/enotarial_act/${UUID}?tab=video`);
  });

  it('ignores an act parameter that is no act id', async () => {
    restore = mockFetch(on('GET', '/api/device-tests/latest', () => json({ result: null }))).restore;
    await renderAt('/video_testing?act=../../admin');
    expect(screen.queryByRole('link', { name: 'Notarial harakatga qaytish' })).toBeNull();
  });
});
