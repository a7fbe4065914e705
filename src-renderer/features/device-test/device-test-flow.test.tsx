import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeviceMeasurements } from '../../../src-domain/devices/device-test-verdict.ts';
import type { DeviceTestResult } from '../../../src-domain/http/routes/device-tests.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { heldActivities } from '../../state/activity-hold.ts';
import { localeAtom } from '../../state/locale.ts';
import { tokenAtom } from '../../state/token.ts';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import type { ConnectionCheck, Direction } from './connection-check.ts';
import type { DeviceTestDeps } from './device-test-deps.ts';
import { DeviceTestFlow } from './device-test-flow.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

interface Script {
  camera?: DeviceMeasurements['camera'] | Error;
  microphone?: DeviceMeasurements['microphone'];
  levels?: number[];
  /** The microphone check never ends (until the run is stopped): the page stays on it. */
  holdMicrophone?: boolean;
  speeds?: [Direction, number][];
  connection?: ConnectionCheck;
}

const GOOD_CAMERA = { error: null, width: 640, height: 480, frameRate: 29.9 };

/** Deps that answer each check with the script, and remember the signals they were given. */
function fakeDeps(script: Script = {}) {
  const signals: AbortSignal[] = [];
  const tones = { played: 0 };
  const deps: DeviceTestDeps = {
    createAudioContext: () => ({ close: () => Promise.resolve() }) as unknown as AudioContext,
    checkCamera: async (_video, signal) => {
      signals.push(signal);
      const camera = script.camera ?? GOOD_CAMERA;
      if (camera instanceof Error) throw camera;
      return { measured: camera, stream: null };
    },
    checkMicrophone: async (_context, onLevel, signal) => {
      if (script.holdMicrophone) await new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      for (const level of script.levels ?? [-40, -18]) onLevel(level);
      return script.microphone ?? { error: null, level: -18 };
    },
    playTone: async () => {
      tones.played += 1;
    },
    checkConnection: async (onMeasured) => {
      for (const [direction, mbps] of script.speeds ?? [
        ['download', 12.5],
        ['upload', 4.25],
      ])
        onMeasured(direction, mbps);
      return script.connection ?? { measured: { error: null, downloadMbps: 12.5, uploadMbps: 4.25 }, serverMessage: null };
    },
  };
  return { deps, signals, tones };
}

async function renderFlow(deps: DeviceTestDeps, { locale = 'oz' as Locale, signedIn = true, actUuid = null as string | null } = {}) {
  const store = createStore();
  store.set(localeAtom, locale);
  if (signedIn) store.set(tokenAtom, 'token-1');
  return renderWithProviders(<DeviceTestFlow act={actUuid} loginHref="/#login" deps={deps} />, { locale, store });
}

const step = (name: string) => screen.getByRole('listitem', { name });
const liveRegion = () => screen.getAllByRole('status').find((element) => element.classList.contains('visually-hidden')) as HTMLElement;

const SAVED: DeviceTestResult = {
  id: 7,
  testedAt: '2026-11-22T06:00:00.000Z',
  passed: true,
  camera: { ...GOOD_CAMERA, passed: true, failure: null },
  microphone: { error: null, level: -18, passed: true, failure: null },
  speaker: { heard: true, passed: true, failure: null },
  connection: { error: null, downloadMbps: 12.5, uploadMbps: 4.25, passed: true, failure: null },
  userAgent: 'Chrome 140 · Linux',
};

describe('DeviceTestFlow (spec §2 video_testing, §5 thresholds, §8 device check)', () => {
  it('runs the four checks, waits for the person at the speaker, and keeps the result attached to the act', async () => {
    const { calls, restore: undo } = mockFetch(
      on('GET', '/api/device-tests/latest', () => json({ result: null })),
      on('POST', '/api/device-tests', () => json(SAVED)),
    );
    restore = undo;
    const { deps, tones } = fakeDeps();
    await renderFlow(deps, { actUuid: 'a1b2c3d4-0000-4000-8000-000000000001' });
    fireEvent.click(screen.getByRole('button', { name: 'Tekshirishni boshlash' }));

    const speaker = step('Karnay yoki quloqchin');
    const play = await within(speaker).findByRole('button', { name: 'Ovozni chalish' });
    await waitFor(() => expect(document.activeElement).toBe(play));
    expect(within(step('Veb-kamera')).getByText('O‘tdi')).toBeDefined();
    expect(within(step('Veb-kamera')).getByText(/Tasvir o‘lchami: 640×480 piksel\. Kadrlar tezligi: 29.9 kadr\/s/)).toBeDefined();
    expect(within(step('Mikrofon')).getByText('Mikrofon ovozingizni eshitdi.')).toBeDefined();
    expect(liveRegion().textContent).toMatch(/^Mikrofon: O‘tdi\. Mikrofon ovozingizni eshitdi\. Karnay yoki quloqchin: Quloqchinni taqing/);
    // The answer "heard" needs the tone first: a person cannot confirm a sound never played.
    expect(within(speaker).getByRole('button', { name: 'Ha, eshitdim' })).toHaveProperty('disabled', true);

    fireEvent.click(play);
    await waitFor(() => expect(within(speaker).getByRole('button', { name: 'Yana chalish' })).toBeDefined());
    expect(tones.played).toBe(1);
    fireEvent.click(within(speaker).getByRole('button', { name: 'Ha, eshitdim' }));

    expect(await screen.findByText('Qurilmalaringiz videokonferensiyaga tayyor.')).toBeDefined();
    expect(within(step('Internet tezligi')).getByText(/Yuklab olish: 12,5 Mbit\/s\. Yuborish: 4,25 Mbit\/s\. Tezlik tavsiya etilgan darajada/)).toBeDefined();
    expect(await screen.findByText(/Natija saqlandi \(22\.11\.2026 11:00\) va notarial harakatga biriktirildi/)).toBeDefined();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      camera: GOOD_CAMERA,
      microphone: { error: null, level: -18 },
      speaker: { heard: true },
      connection: { error: null, downloadMbps: 12.5, uploadMbps: 4.25 },
      act: 'a1b2c3d4-0000-4000-8000-000000000001',
    });
    expect(liveRegion().textContent).toMatch(/Internet tezligi: O‘tdi\..*Qurilmalaringiz videokonferensiyaga tayyor\.$/);
    expect(screen.getByRole('button', { name: 'Qayta tekshirish' })).toBeDefined();
    // A passed camera keeps its preview (the last frame, preview-still.ts), never greyed out.
    expect(within(step('Veb-kamera')).getByLabelText('Veb-kamera').className).toBe('device-test__preview');
  });

  it('says what failed in each check in Russian, and asks a visitor to sign in to keep the result', async () => {
    const { calls, restore: undo } = mockFetch();
    restore = undo;
    const { deps } = fakeDeps({
      camera: { error: null, width: 320, height: 240, frameRate: 15 },
      microphone: { error: 'no-microphone', level: null },
      levels: [],
      speeds: [['download', 1.5]],
      connection: { measured: { error: null, downloadMbps: 1.5, uploadMbps: 0.8 }, serverMessage: null },
    });
    await renderFlow(deps, { locale: 'ru', signedIn: false });
    fireEvent.click(screen.getByRole('button', { name: 'Начать проверку' }));
    fireEvent.click(await within(step('Динамики или наушники')).findByRole('button', { name: 'Нет, не слышу' }));

    expect(await screen.findByText('Ваши устройства ещё не готовы: устраните указанные выше недостатки и проверьте снова.')).toBeDefined();
    expect(
      within(step('Веб-камера')).getByText(
        /Размер изображения: 320×240 пикселей\. Частота кадров: 15 кадров\/с\. Низкое качество камеры: нужно не менее 640×480 пикселей\./,
      ),
    ).toBeDefined();
    expect(within(step('Микрофон')).getByText('Микрофон не найден. Подключите гарнитуру с микрофоном и проверьте ещё раз.')).toBeDefined();
    expect(within(step('Динамики или наушники')).getByText(/Звук не слышен/)).toBeDefined();
    expect(
      within(step('Скорость интернета')).getByText(
        /Загрузка: 1,5 Мбит\/с\. Отправка: 0,8 Мбит\/с\. Недостаточная скорость интернета: нужно не менее 2 Мбит\/с\./,
      ),
    ).toBeDefined();
    for (const name of ['Веб-камера', 'Микрофон', 'Динамики или наушники', 'Скорость интернета'])
      expect(within(step(name)).getByText('Не пройдено')).toBeDefined();
    expect(screen.getByText(/Чтобы сохранить результат, войдите в систему/)).toBeDefined();
    expect(calls).toEqual([]);
  });

  it.each([
    ['permission-blocked', 'Камерадан фойдаланишга рухсат берилмаган. Браузер созламаларида ушбу сайтга камерани ёқишга рухсат беринг.'],
    ['no-webcam', 'Веб-камера топилмади. Камерани уланг ва қайта текширинг.'],
    ['device-unreadable', 'Камерадан тасвир олиб бўлмади: у бошқа дастурда банд ёки ишламаяпти. Камерани ишлатаётган дастурларни ёпинг.'],
    ['unknown-error', 'Камерани ёқишда номаълум хатолик юз берди.'],
  ] as const)('gives the §8 message of a camera that is %s (uz)', async (error, message) => {
    restore = mockFetch(on('GET', '/api/device-tests/latest', () => json({ result: null }))).restore;
    const { deps } = fakeDeps({ camera: { error, width: null, height: null, frameRate: null }, holdMicrophone: true });
    await renderFlow(deps, { locale: 'uz' });
    fireEvent.click(screen.getByRole('button', { name: 'Текширишни бошлаш' }));
    const camera = step('Веб-камера');
    await waitFor(() => expect(within(camera).getByText(message)).toBeDefined());
    expect(liveRegion().textContent).toBe(`Веб-камера: Ўтмади. ${message} Бирор нарса денг: микрофон овозингизни эшитиши керак.`);
  });

  it('tells the server’s refusal of the speed test, and offers to save again after a failed save', async () => {
    let fail = true;
    restore = mockFetch(
      on('GET', '/api/device-tests/latest', () => json({ result: null })),
      on('POST', '/api/device-tests', () => (fail ? new Response('down', { status: 503 }) : json(SAVED))),
    ).restore;
    const { deps } = fakeDeps({
      speeds: [],
      connection: {
        measured: { error: 'unreachable', downloadMbps: null, uploadMbps: null },
        serverMessage: 'Juda ko‘p urinish. 30 soniyadan keyin qayta urinib ko‘ring',
      },
    });
    await renderFlow(deps);
    fireEvent.click(screen.getByRole('button', { name: 'Tekshirishni boshlash' }));
    const speaker = step('Karnay yoki quloqchin');
    fireEvent.click(await within(speaker).findByRole('button', { name: 'Ovozni chalish' }));
    await waitFor(() => expect(within(speaker).getByRole('button', { name: 'Ha, eshitdim' })).toHaveProperty('disabled', false));
    fireEvent.click(within(speaker).getByRole('button', { name: 'Ha, eshitdim' }));
    const connection = step('Internet tezligi');
    expect(await within(connection).findByText('Juda ko‘p urinish. 30 soniyadan keyin qayta urinib ko‘ring')).toBeDefined();
    expect(within(connection).getByText(/Server bilan aloqa o‘rnatilmadi/)).toBeDefined();
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Qayta saqlash' }));
    expect(await screen.findByText(/^Natija saqlandi \(22\.11\.2026 11:00\)\.$/)).toBeDefined();
  });

  it('shows a signed-in user’s latest result before a new run', async () => {
    restore = mockFetch(on('GET', '/api/device-tests/latest', () => json({ result: { ...SAVED, passed: false } }))).restore;
    await renderFlow(fakeDeps().deps);
    expect(await screen.findByText('Oxirgi tekshiruv (22.11.2026 11:00): qurilmalar tayyor emas edi.')).toBeDefined();
  });

  it('offers to start again when the run broke off on something unexpected', async () => {
    restore = mockFetch(on('GET', '/api/device-tests/latest', () => json({ result: null }))).restore;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderFlow(fakeDeps({ camera: new Error('driver crashed') }).deps);
    fireEvent.click(screen.getByRole('button', { name: 'Tekshirishni boshlash' }));
    expect((await screen.findByText('Tekshiruv kutilmaganda to‘xtadi. Qaytadan boshlang.')).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('button', { name: 'Qayta tekshirish' })).toHaveProperty('disabled', false);
    quiet.mockRestore();
  });

  it('stops the run when the page is left: the checks’ signal is aborted', async () => {
    restore = mockFetch(on('GET', '/api/device-tests/latest', () => json({ result: null }))).restore;
    const { deps, signals } = fakeDeps();
    const view = await renderFlow(deps);
    fireEvent.click(screen.getByRole('button', { name: 'Tekshirishni boshlash' }));
    await within(step('Karnay yoki quloqchin')).findByRole('button', { name: 'Ovozni chalish' });
    act(() => view.unmount());
    expect(signals[0]?.aborted).toBe(true);
  });

  it('holds the kiosk idle clock while it measures, not while it waits for the person’s answer, and lets go when left', async () => {
    restore = mockFetch(on('GET', '/api/device-tests/latest', () => json({ result: null }))).restore;
    const listening = await renderFlow(fakeDeps({ holdMicrophone: true }).deps);
    expect(heldActivities()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Tekshirishni boshlash' }));
    await waitFor(() => expect(liveRegion().textContent).toMatch(/Mikrofon: O‘tdi|Veb-kamera: O‘tdi/));
    expect(heldActivities()).toEqual(['device-test']);
    act(() => listening.unmount());
    expect(heldActivities()).toEqual([]);

    let endTone = () => undefined as void;
    const { deps } = fakeDeps();
    deps.playTone = () => new Promise<void>((resolve) => (endTone = resolve));
    await renderFlow(deps);
    fireEvent.click(screen.getByRole('button', { name: 'Tekshirishni boshlash' }));
    const speaker = step('Karnay yoki quloqchin');
    fireEvent.click(await within(speaker).findByRole('button', { name: 'Ovozni chalish' }));
    expect(heldActivities()).toEqual(['device-test']);
    await act(async () => endTone());
    await within(speaker).findByRole('button', { name: 'Yana chalish' });
    // Waiting for "heard" or "not heard": a touch is due, the idle clock runs.
    expect(heldActivities()).toEqual([]);
    fireEvent.click(within(speaker).getByRole('button', { name: 'Ha, eshitdim' }));
    expect(await screen.findByText('Qurilmalaringiz videokonferensiyaga tayyor.')).toBeDefined();
    expect(heldActivities()).toEqual([]);
  });
});
