import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMERA_START_DELAY_MS } from '../../../src-domain/constants.ts';
import { heldActivities } from '../../state/activity-hold.ts';
import type * as Terminal from '../../platform/terminal.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { screenColourCss, screenLightColour, screenLightSequence } from '../../../src-domain/liveness/screen-light.ts';
import { FAKE_LIGHT_SEED, fakeDeps } from './face-check-fakes.test-support.ts';
import { FaceCheckDialog, type FaceCheckDialogProps } from './face-check-dialog.tsx';
import { ANNOUNCE_INTERVAL_MS } from './use-throttled-announcement.ts';

/** The kiosk shell's backlight channel, as the dialog reaches it (platform/terminal.ts). */
const setFaceCheckLight = vi.hoisted(() => vi.fn(async (_on: boolean) => undefined));
vi.mock('../../platform/terminal.ts', async (importOriginal) => ({ ...(await importOriginal<typeof Terminal>()), setFaceCheckLight }));

const identity = { pin: '31405901234567', passserial: 'AA', passnum: '1234567' };

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function renderDialog(setup: (fakes: ReturnType<typeof fakeDeps>) => void = () => undefined) {
  const fakes = fakeDeps();
  setup(fakes);
  const props = {
    onPassed: vi.fn<FaceCheckDialogProps['onPassed']>(),
    onFailed: vi.fn<FaceCheckDialogProps['onFailed']>(),
    onCancel: vi.fn<FaceCheckDialogProps['onCancel']>(),
  };
  const abort = new AbortController();
  const { unmount } = await renderWithProviders(<FaceCheckDialog identity={identity} signal={abort.signal} {...props} createDeps={() => fakes.deps} />);
  return { ...fakes, props, abort, unmount };
}

async function accepted(setup?: (fakes: ReturnType<typeof fakeDeps>) => void) {
  const dialog = await renderDialog(setup);
  await advance(CAMERA_START_DELAY_MS);
  await act(async () => dialog.lastSocket()?.accept(['tilt-left', 'closer', 'neutral']));
  return dialog;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('FaceCheckDialog (spec §2 screen 2)', () => {
  it('is a labelled full-screen dialog that Escape does not close', async () => {
    const { props } = await renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Yuzni tekshirish' });
    expect(dialog.textContent).toContain('Kamera 3 soniyadan so‘ng yoqiladi');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await advance(0);
    expect(screen.getByRole('dialog', { name: 'Yuzni tekshirish' })).toBeDefined();
    expect(props.onCancel).not.toHaveBeenCalled();
  });

  it('holds the kiosk idle clock while it is shown, and only then (no idle wipe during a face check)', async () => {
    expect(heldActivities()).toEqual([]);
    const { unmount } = await renderDialog();
    expect(heldActivities()).toEqual(['face-check']);
    unmount();
    expect(heldActivities()).toEqual([]);
  });

  it('fills the screen with the server’s colours while frames go out, one every 600 ms, and says so; a terminal’s backlight goes up meanwhile', async () => {
    setFaceCheckLight.mockClear();
    {
      const { lastSocket } = await accepted();
      const sequence = screenLightSequence(FAKE_LIGHT_SEED);
      const overlay = () => document.querySelector<HTMLElement>('.face-check-overlay');
      expect(overlay()?.dataset.screenLight).toBe(screenColourCss(screenLightColour(sequence, 0)));
      expect(overlay()?.classList.contains('face-check-overlay--lit')).toBe(true);
      expect(screen.getByText('Ekran rangi sekin o‘zgaradi: yuzingiz uning yorug‘ida ekani tekshiriladi')).toBeDefined();
      await advance(610);
      expect(overlay()?.dataset.screenLight).toBe(screenColourCss(screenLightColour(sequence, 1)));
      expect(setFaceCheckLight.mock.calls).toEqual([[true]]);
      await act(async () => lastSocket()?.receive({ type: 'success', jwt: 'liveness.jwt' }));
      await advance(0);
      expect(overlay()?.dataset.screenLight).toBeUndefined();
      expect(setFaceCheckLight.mock.calls).toEqual([[true], [false]]);
    }
  });

  it('shows the step, its instruction and the hint of the latest frame, announced politely', async () => {
    const { lastSocket } = await accepted();
    expect(screen.getByText('Qadam 1 / 3')).toBeDefined();
    expect(screen.getByText('Boshingizni chap yelkangiz tomon eging', { selector: '.face-check__instruction' })).toBeDefined();
    await act(async () =>
      lastSocket()?.receive({
        type: 'stats',
        seq: 0,
        errors: [15],
        details: { faceFramePosition: null },
        isOk: false,
        challenge: { index: 1, total: 3, step: 'closer', restarted: false },
        dropped: 0,
      }),
    );
    expect(screen.getByText('Qadam 2 / 3')).toBeDefined();
    await advance(ANNOUNCE_INTERVAL_MS);
    expect(within(screen.getByRole('dialog')).getByRole('status').textContent).toBe('Kamerani chaproqqa suring');
    expect(document.querySelector('canvas')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('passes the jwt on and stops the camera', async () => {
    const { lastSocket, props, cameras } = await accepted();
    await act(async () => lastSocket()?.receive({ type: 'success', jwt: 'liveness.jwt' }));
    expect(props.onPassed).toHaveBeenCalledWith('liveness.jwt');
    expect(cameras[0]?.stopped).toBe(true);
  });

  it('Cancel stops the camera and the socket and reports nothing else', async () => {
    const { props, cameras, lastSocket } = await accepted();
    fireEvent.click(screen.getByRole('button', { name: 'Bekor qilish' }));
    await advance(0);
    expect(props.onCancel).toHaveBeenCalledTimes(1);
    expect(props.onFailed).not.toHaveBeenCalled();
    expect(cameras[0]?.stopped).toBe(true);
    expect(lastSocket()?.closedByClient).not.toBeNull();
  });

  it('lists what is missing with a Retry button (spec §8 not-ready)', async () => {
    const { state, deps, lastSocket } = await renderDialog((fakes) => {
      fakes.state.cameraFails = 'camera-blocked';
    });
    await advance(CAMERA_START_DELAY_MS);
    await act(async () => lastSocket()?.accept());
    const alert = within(screen.getByRole('dialog')).getByRole('alert');
    expect(alert.textContent).toContain('Kameradan foydalanishga ruxsat berilmagan');
    state.cameraFails = null;
    fireEvent.click(screen.getByRole('button', { name: 'Qayta urinish' }));
    await advance(0);
    expect(deps.startCamera).toHaveBeenCalledTimes(2);
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).toBeNull();
  });

  it('reports a failure when the server ends the check for good', async () => {
    const { lastSocket, props } = await accepted();
    await act(async () => {
      lastSocket()?.receive({ type: 'error', code: 'session_expired', message: 'Yuzni tekshirish vaqti tugadi' });
      lastSocket()?.serverClose(4440);
    });
    await advance(0);
    expect(props.onFailed).toHaveBeenCalledWith(expect.objectContaining({ name: 'FaceCheckFailedError' }));
  });

  it('goes on with the check under way when its page renders it again with the same person (a room join re-renders with every room change)', async () => {
    const fakes = fakeDeps();
    let renderAgain = () => undefined as void;
    const abort = new AbortController();
    function Host() {
      const [count, setCount] = useState(0);
      renderAgain = () => setCount(count + 1);
      // A new object with the same person on every render, as the room's face check builds it.
      return (
        <FaceCheckDialog
          identity={{ ...identity }}
          signal={abort.signal}
          onPassed={vi.fn()}
          onFailed={vi.fn()}
          onCancel={vi.fn()}
          createDeps={() => fakes.deps}
        />
      );
    }
    await renderWithProviders(<Host />);
    await advance(CAMERA_START_DELAY_MS);
    await act(async () => fakes.lastSocket()?.accept(['tilt-left', 'closer', 'neutral']));
    const socket = fakes.lastSocket();
    await act(async () => renderAgain());
    await advance(CAMERA_START_DELAY_MS);
    expect(fakes.deps.startCamera).toHaveBeenCalledTimes(1);
    expect(fakes.lastSocket()).toBe(socket);
    expect(socket?.closedByClient).toBeNull();
  });

  it('stops quietly when the login is abandoned', async () => {
    const { abort, props, cameras } = await accepted();
    abort.abort();
    await advance(0);
    expect(cameras[0]?.stopped).toBe(true);
    expect(props.onFailed).not.toHaveBeenCalled();
    expect(props.onPassed).not.toHaveBeenCalled();
  });
});
