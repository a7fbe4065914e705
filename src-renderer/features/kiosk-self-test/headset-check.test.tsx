import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { DeviceChecks, DeviceResult, SelfTestReport } from '../../../src-domain/kiosk/self-test.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { createStore } from 'jotai';
import { heldActivities } from '../../state/activity-hold.ts';
import { localeAtom } from '../../state/locale.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { HeadsetCheck, type HeadsetDeps } from './headset-check.tsx';
import { RQKEY } from './use-self-test.ts';

const REPORT: SelfTestReport = { at: '2026-11-26T10:00:00.000Z', terminalId: 'hall-1', appVersion: '0.1.0', outOfService: false, checks: [] };

/** A check whose microphone hears `levels` then answers `microphone`; the tone ends when told. */
function fakeDeps(microphone: DeviceResult, levels: number[] = [-60, -24]) {
  // The listening ends when the test says so, whether or not it has begun yet.
  let endListening = () => undefined as void;
  const listened = new Promise<void>((resolve) => (endListening = resolve));
  let endTone = () => undefined as void;
  const saved: DeviceChecks[] = [];
  const deps: HeadsetDeps = {
    media: () => ({}) as MediaDevices,
    audioContext: async () => ({ close: () => Promise.resolve() }) as unknown as AudioContext,
    listen: async (_media, _context, onLevel) => {
      for (const level of levels) onLevel(level);
      await listened;
      return microphone;
    },
    playTone: () => new Promise<void>((resolve) => (endTone = resolve)),
    deviceChecks: async (_media, mic, heard) => ({
      camera: { code: 'ok', figures: {} },
      microphone: mic,
      audioOutput: { code: heard ? 'ok' : 'tone-not-heard', figures: {} },
    }),
    save: vi.fn(async (devices: DeviceChecks) => {
      saved.push(devices);
      return REPORT;
    }),
  };
  return { deps, saved, endListening: () => endListening(), endTone: () => endTone() };
}

async function renderCheck(deps: HeadsetDeps, locale: Locale = 'oz') {
  const queryClient = new QueryClient();
  const store = createStore();
  store.set(localeAtom, locale);
  await renderWithProviders(<HeadsetCheck deps={deps} />, { locale, queryClient, store });
  return queryClient;
}

describe('the technician’s headset check (docs/kiosk-devices.md; spec §8 device check)', () => {
  it('shows the level while the technician speaks, then asks about the tone, and writes both into the self-test report', async () => {
    const fake = fakeDeps({ code: 'ok', figures: { level: -24, device: 'Jabra' } });
    const queryClient = await renderCheck(fake.deps);
    fireEvent.click(screen.getByRole('button', { name: 'Quloqchinni tekshirish' }));
    expect(await screen.findByText('Mikrofonga gapiring…')).toBeDefined();
    expect(screen.getByRole('meter', { name: 'Mikrofon ovozi darajasi' }).getAttribute('aria-valuetext')).toBe('60 foiz');
    // Listening holds the kiosk idle clock: the technician speaks, nobody touches the screen.
    await waitFor(() => expect(heldActivities()).toEqual(['device-test']));
    fake.endListening();
    expect(await screen.findByText('Mikrofon: O‘tdi — Ishlayapti (eng baland ovoz -24 dBFS)')).toBeDefined();
    await waitFor(() => expect(heldActivities()).toEqual([]));
    const play = screen.getByRole('button', { name: 'Sinov ovozini chalish' });
    await waitFor(() => expect(document.activeElement).toBe(play));
    expect(screen.getByRole('button', { name: 'Ha, eshitdim' })).toHaveProperty('disabled', true);
    fireEvent.click(play);
    fake.endTone();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ha, eshitdim' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Ha, eshitdim' }));
    expect(await screen.findByText('Natija o‘z-o‘zini tekshirish hisobotiga yozildi.')).toBeDefined();
    expect(fake.saved).toEqual([
      { camera: { code: 'ok', figures: {} }, microphone: { code: 'ok', figures: { level: -24, device: 'Jabra' } }, audioOutput: { code: 'ok', figures: {} } },
    ]);
    expect(queryClient.getQueryData(RQKEY)).toEqual(REPORT);
  });

  it.each<[Locale, string, string]>([
    ['oz', 'Mikrofon: O‘tmadi — Mikrofon topilmadi (eng baland ovoz -100 dBFS)', 'Yo‘q, eshitmadim'],
    ['uz', 'Микрофон: Ўтмади — Микрофон топилмади (энг баланд овоз -100 dBFS)', 'Йўқ, эшитмадим'],
    ['ru', 'Микрофон: Не пройдена — Микрофон не найден (самый громкий звук -100 dBFS)', 'Нет, не слышал'],
  ])('in %s, a silent microphone fails with the §8 message, and a tone not heard is written as such', async (locale, failed, notHeard) => {
    const fake = fakeDeps({ code: 'no-microphone', figures: { level: -100 } }, [-100]);
    await renderCheck(fake.deps, locale);
    fireEvent.click(screen.getAllByRole('button')[0]!);
    fake.endListening();
    expect(await screen.findByText(failed)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: notHeard }));
    await waitFor(() => expect(fake.saved).toHaveLength(1));
    expect(fake.saved[0]).toMatchObject({ microphone: { code: 'no-microphone' }, audioOutput: { code: 'tone-not-heard' } });
  });

  it('says so when the report cannot be written', async () => {
    const fake = fakeDeps({ code: 'ok', figures: { level: -20 } });
    fake.deps.save = async () => null;
    await renderCheck(fake.deps);
    fireEvent.click(screen.getByRole('button', { name: 'Quloqchinni tekshirish' }));
    fake.endListening();
    fireEvent.click(await screen.findByRole('button', { name: 'Yo‘q, eshitmadim' }));
    expect((await screen.findByText('Natijani hisobotga yozib bo‘lmadi. Qaytadan tekshiring.')).getAttribute('role')).toBe('alert');
  });
});
