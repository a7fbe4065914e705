import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFaceCheckStep } from './use-face-check-step.ts';

const identity = { pin: '31405901234567', passserial: 'AA', passnum: '1234567' };

describe('useFaceCheckStep', () => {
  it('waits for the dialog to finish and passes on its jwt', async () => {
    const { result } = renderHook(() => useFaceCheckStep());
    let pending: Promise<{ jwt: string }> | undefined;
    act(() => {
      pending = result.current.run(identity, new AbortController().signal);
    });
    expect(result.current.request?.identity).toEqual(identity);
    act(() => result.current.request?.finish('liveness.jwt'));
    await expect(pending).resolves.toEqual({ jwt: 'liveness.jwt' });
    expect(result.current.request).toBeNull();
  });

  it('settles once: a closed dialog cancels, later calls change nothing', async () => {
    const { result } = renderHook(() => useFaceCheckStep());
    let pending: Promise<{ jwt: string }> | undefined;
    act(() => {
      pending = result.current.run(identity, new AbortController().signal);
    });
    const request = result.current.request;
    act(() => request?.cancel());
    act(() => request?.finish('late'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('closes when the login is abandoned', async () => {
    const { result } = renderHook(() => useFaceCheckStep());
    const controller = new AbortController();
    let pending: Promise<{ jwt: string }> | undefined;
    act(() => {
      pending = result.current.run(identity, controller.signal);
    });
    act(() => controller.abort());
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(result.current.request).toBeNull();
  });
});
