import { describe, expect, it } from 'vitest';
import { CallTimeoutError, withTimeout } from './call-timeout.ts';

describe('a bound on every device call of main (docs/kiosk-devices.md)', () => {
  it('passes the answer or the error of a call that settles', async () => {
    await expect(withTimeout(Promise.resolve(3), 'a quick call', 1_000)).resolves.toBe(3);
    await expect(withTimeout(Promise.reject(new Error('no device')), 'a failing call', 1_000)).rejects.toThrow('no device');
  });

  it('gives up on a call that never settles, naming it', async () => {
    const error = await withTimeout(new Promise(() => undefined), 'the camera tool', 20).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallTimeoutError);
    expect(error).toMatchObject({ what: 'the camera tool', ms: 20, message: 'the camera tool did not answer within 0.02 s' });
  });
});
