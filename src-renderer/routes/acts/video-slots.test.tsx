import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { modeAtom } from '../../state/mode.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { DeviceTestLinks } from './video-slots.tsx';

const UUID = '0b6f3c1e-2a4d-4c8b-9e71-5d2f8a6c3b10';

/** The way to the device test from the act's video tab (spec §2 `video_testing`, screen 13), web and kiosk. */
describe('DeviceTestLinks', () => {
  it('on the web: the device test for this act and the room test, as links in the sentence', async () => {
    await renderWithProviders(<DeviceTestLinks uuid={UUID} />);
    expect(screen.getByRole('link', { name: 'qurilmalarni tekshirish' }).getAttribute('href')).toBe(`/video_testing?act=${UUID}`);
    expect(screen.getByRole('link', { name: 'videoxona sinovi' }).getAttribute('href')).toBe('/room_video_testing');
  });

  it('on a kiosk: the device test for this act as a button-sized link, and no room test (the terminal has no such page)', async () => {
    const store = createStore();
    store.set(modeAtom, 'kiosk');
    await renderWithProviders(<DeviceTestLinks uuid={UUID} />, { store });
    const link = screen.getByRole('link', { name: 'Qurilmalarni tekshirish' });
    expect(link.getAttribute('href')).toBe(`/kiosk/video_testing?act=${UUID}`);
    expect(link.classList.contains('button')).toBe(true);
    expect(screen.queryByRole('link', { name: 'videoxona sinovi' })).toBeNull();
  });
});
