import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { roomMemberFixture } from '../../test/room-member-fixture.ts';
import type { CallController } from './call-controller.ts';
import { CallPanel } from './call-panel.tsx';
import { CallProblemMessage } from './call-problem-message.tsx';
import { INITIAL_CALL, type CallProblem, type CallState } from './call-state.ts';

const device = (kind: MediaDeviceKind, deviceId: string, label: string): MediaDeviceInfo => ({ kind, deviceId, label, groupId: '', toJSON: () => ({}) });

/** The controller's side the panel drives: every call recorded. */
function fakeController() {
  return {
    connect: vi.fn(async () => undefined),
    disconnect: vi.fn(async () => undefined),
    setMuted: vi.fn(),
    setCameraOff: vi.fn(),
    switchDevices: vi.fn(async () => undefined),
    startRecording: vi.fn(async () => undefined),
    stopRecording: vi.fn(async () => undefined),
  };
}

const self = roomMemberFixture();
const joined = (patch: Partial<CallState> = {}): CallState => ({ ...INITIAL_CALL, phase: 'joined', self, local: {} as MediaStream, ...patch });

async function renderPanel(state: CallState, options: { notary?: boolean; canJoin?: boolean } = {}) {
  const controller = fakeController();
  await renderWithProviders(
    <CallPanel controller={controller as unknown as CallController} state={state} canJoin={options.canJoin ?? true} notary={options.notary ?? false} />,
  );
  // The device list is read once the panel has a local stream.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return controller;
}

describe('the video conference panel (spec §2 screen 14)', () => {
  beforeEach(() => {
    const devices = [device('videoinput', 'cam-1', 'Front camera'), device('videoinput', 'cam-2', 'Document camera'), device('audioinput', 'mic-1', 'Headset')];
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { enumerateDevices: async () => devices } });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('connects only when the server lets this person take a seat, with the devices picked', async () => {
    const refused = await renderPanel(INITIAL_CALL, { canJoin: false });
    expect(screen.getByRole('button', { name: 'Ulanish' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Ulanish' }));
    expect(refused.connect).not.toHaveBeenCalled();
    document.body.innerHTML = '';

    const controller = await renderPanel(INITIAL_CALL);
    fireEvent.click(screen.getByRole('button', { name: 'Ulanish' }));
    expect(controller.connect).toHaveBeenCalledWith({ videoDeviceId: undefined, audioDeviceId: undefined });
  });

  it('disconnects, mutes, turns the camera off in a call', async () => {
    const controller = await renderPanel(joined());
    fireEvent.click(screen.getByRole('button', { name: 'Mikrofonni o‘chirish' }));
    expect(controller.setMuted).toHaveBeenCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: 'Kamerani o‘chirish' }));
    expect(controller.setCameraOff).toHaveBeenCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: 'Uzilish' }));
    expect(controller.disconnect).toHaveBeenCalled();
  });

  it('shows a muted microphone and a camera turned off as pressed, and turns them back on', async () => {
    const controller = await renderPanel(joined({ muted: true, cameraOff: true }));
    const unmute = screen.getByRole('button', { name: 'Mikrofonni yoqish' });
    expect(unmute.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(unmute);
    expect(controller.setMuted).toHaveBeenCalledWith(false);
    fireEvent.click(screen.getByRole('button', { name: 'Kamerani yoqish' }));
    expect(controller.setCameraOff).toHaveBeenCalledWith(false);
  });

  it('lists the cameras and microphones by name, switches to the one chosen and to the next camera', async () => {
    const controller = await renderPanel(joined());
    const camera = screen.getByLabelText('Kamera');
    expect([...camera.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Standart', 'Front camera', 'Document camera']);
    fireEvent.change(camera, { target: { value: 'cam-2' } });
    expect(controller.switchDevices).toHaveBeenLastCalledWith({ videoDeviceId: 'cam-2' });
    fireEvent.change(screen.getByLabelText('Mikrofon'), { target: { value: 'mic-1' } });
    expect(controller.switchDevices).toHaveBeenLastCalledWith({ audioDeviceId: 'mic-1' });
    // From the second camera the switch goes round to the first.
    fireEvent.click(screen.getByRole('button', { name: 'Kamerani almashtirish' }));
    expect(controller.switchDevices).toHaveBeenLastCalledWith({ videoDeviceId: 'cam-1' });
  });

  it.each([
    ['good', 'Aloqa sifati: yaxshi'],
    ['fair', 'Aloqa sifati: o‘rtacha'],
    ['poor', 'Aloqa sifati: past'],
    ['unknown', 'Aloqa sifati: o‘lchanmoqda'],
  ] as const)('states the network quality %s in words', async (quality, text) => {
    await renderPanel(joined({ quality }));
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('shows everyone the recording indicator and the face check passed; the notary starts and stops it', async () => {
    const recording = { recordingId: 'r1', state: 'recording' as const, startedAt: '2026-11-26T10:01:00.000Z' };
    await renderPanel(joined({ recording }));
    expect(screen.getByText('● Yozib olinmoqda')).toBeTruthy();
    expect(screen.getByText('Yuzni tekshirish: o‘tildi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yozishni boshlash' })).toBeNull();
    document.body.innerHTML = '';

    const notary = await renderPanel(joined(), { notary: true });
    fireEvent.click(screen.getByRole('button', { name: 'Yozishni boshlash' }));
    expect(notary.startRecording).toHaveBeenCalled();
    document.body.innerHTML = '';

    const stopping = await renderPanel(
      joined({
        recording,
        recorder: {
          active: true,
          stopping: false,
          progress: { verified: 3, waiting: 1, bytes: 3_000, retrying: true, failed: false },
          manifestSha256: null,
          error: null,
        },
      }),
      { notary: true },
    );
    expect(screen.getByText(/Tekshirilgan bo‘laklar: 3, navbatda: 1 · aloqa tiklanishi kutilmoqda/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yozishni tugatish' }));
    expect(stopping.stopRecording).toHaveBeenCalled();
  });
});

describe('spec §8 messages of a call', () => {
  it.each<[string, CallProblem, string]>([
    ['identity', { kind: 'identity' }, 'Videokonferensiya rejimi uchun shaxsingiz tasdiqlanmadi.'],
    ['media server', { kind: 'media-server' }, 'Media-serverga ulanishda xatolik, keyinroq qayta urinib ko‘ring.'],
    ['no webcam', { kind: 'device', problem: 'no-webcam' }, 'Veb-kamera topilmadi. Kamerani ulang va qayta urinib ko‘ring.'],
    ['below 640×480', { kind: 'device', problem: 'low-resolution' }, 'Kamera ruxsati 640×480 dan past. Boshqa kamerani tanlang.'],
    ['the server’s own', { kind: 'server', code: 'video_room_closed', message: 'Xona yopiq.' }, 'Xona yopiq.'],
  ])('%s', async (_name, problem, text) => {
    await renderWithProviders(<CallProblemMessage problem={problem} />);
    expect(screen.getAllByRole('alert').some((element) => element.textContent === text)).toBe(true);
  });

  it.each([
    ['ru', 'Личность не подтверждена для режима видеоконференции.'],
    ['uz', 'Видеоконференция режими учун шахсингиз тасдиқланмади.'],
  ] as const)('says the identity message in %s too', async (locale, text) => {
    await renderWithProviders(<CallProblemMessage problem={{ kind: 'identity' }} />, { locale });
    expect(screen.getAllByRole('alert').some((element) => element.textContent === text)).toBe(true);
  });
});
