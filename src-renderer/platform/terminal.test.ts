import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFaceCheckLight } from './terminal.ts';

afterEach(() => {
  delete window.kiosk;
});

describe('the face check’s light at a terminal (docs/liveness.md, Presentation attacks)', () => {
  it('asks the kiosk shell to raise the backlight and to restore it', async () => {
    const faceCheckLight = vi.fn(async (on: boolean) => (on ? ('raised' as const) : ('restored' as const)));
    window.kiosk = { faceCheckLight } as unknown as NonNullable<typeof window.kiosk>;
    await setFaceCheckLight(true);
    await setFaceCheckLight(false);
    expect(faceCheckLight.mock.calls).toEqual([[true], [false]]);
  });

  it('does nothing in a browser', async () => {
    await expect(setFaceCheckLight(true)).resolves.toBeUndefined();
  });
});
