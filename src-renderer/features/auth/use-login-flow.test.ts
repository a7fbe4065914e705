import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AuthResponse } from '../../../src-domain/auth/auth-contract.ts';
import { ApiError } from '../../api/api-error.ts';
import { userFixture } from '../../test/user-fixture.ts';
import type { LoginFlowDeps } from './login-flow.ts';
import { useLoginFlow } from './use-login-flow.ts';

const identity = { pin: '31405901234567', passserial: 'AA', passnum: '1234567' };
const user = userFixture();

function deps(overrides: Partial<LoginFlowDeps> = {}) {
  return {
    precheck: vi.fn<LoginFlowDeps['precheck']>().mockResolvedValue('Ok'),
    runFaceCheck: vi.fn<LoginFlowDeps['runFaceCheck']>().mockResolvedValue({ jwt: 'liveness.jwt' }),
    auth: vi.fn<LoginFlowDeps['auth']>().mockResolvedValue({ resultCode: 1, token: 'session-token', user } satisfies AuthResponse),
    onSuccess: vi.fn<LoginFlowDeps['onSuccess']>(),
    ...overrides,
  };
}

const httpError = (status: number, message: string, code?: 'too_many_requests' | 'service_unavailable' | 'validation_failed') =>
  new ApiError({ kind: 'http', method: 'POST', path: '/auth', status, message, ...(code ? { code } : {}) });

async function run(d: ReturnType<typeof deps>) {
  const hook = renderHook(() => useLoginFlow(d));
  act(() => hook.result.current.start(identity));
  await waitFor(() => expect(hook.result.current.state.status).not.toBe('running'));
  return hook;
}

describe('useLoginFlow (spec §4 Login flow)', () => {
  it('runs pre-check, face check and auth, then stores the session (resultCode 1)', async () => {
    const d = deps();
    const { result } = await run(d);
    expect(d.precheck).toHaveBeenCalledWith(identity, expect.any(AbortSignal));
    expect(d.runFaceCheck).toHaveBeenCalledWith(identity, expect.any(AbortSignal));
    expect(d.auth).toHaveBeenCalledWith({ ...identity, jwt: 'liveness.jwt' }, expect.any(AbortSignal));
    expect(d.onSuccess).toHaveBeenCalledWith({ token: 'session-token', user });
    expect(result.current.state).toEqual({ status: 'done', result: { kind: 'success', session: { token: 'session-token', user } } });
    // The button stays busy behind the success dialog until it closes.
    expect(result.current.busy).toBe(true);
    act(() => result.current.dismiss());
    expect(result.current.busy).toBe(false);
  });

  it('is busy from submit until the flow ends, and ignores a second submit', async () => {
    let finishFaceCheck: (value: { jwt: string }) => void = () => undefined;
    const d = deps({ runFaceCheck: vi.fn(() => new Promise<{ jwt: string }>((resolve) => (finishFaceCheck = resolve))) });
    const { result } = renderHook(() => useLoginFlow(d));
    act(() => result.current.start(identity));
    expect(result.current.busy).toBe(true);
    await waitFor(() => expect(result.current.state).toEqual({ status: 'running', step: 'face-check' }));
    act(() => result.current.start(identity));
    expect(d.precheck).toHaveBeenCalledTimes(1);
    await act(async () => finishFaceCheck({ jwt: 'j' }));
    await waitFor(() => expect(result.current.state.status).toBe('done'));
  });

  it('stops with an error toast when the pre-check does not answer Ok (spec §7)', async () => {
    const onPrecheckRejected = vi.fn();
    const d = deps({ precheck: vi.fn().mockResolvedValue('Passport not found'), onPrecheckRejected });
    const { result } = await run(d);
    expect(onPrecheckRejected).toHaveBeenCalledWith('Passport not found');
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(d.runFaceCheck).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
  });

  it('leaves a pre-check HTTP error to the API client toast and frees the form', async () => {
    const d = deps({ precheck: vi.fn().mockRejectedValue(httpError(400, 'Pasport topilmadi', 'validation_failed')) });
    const { result } = await run(d);
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(d.runFaceCheck).not.toHaveBeenCalled();
  });

  it('shows the technical-work notice for resultCode 0', async () => {
    const d = deps({ auth: vi.fn().mockResolvedValue({ resultCode: 0 }) });
    const { result } = await run(d);
    expect(result.current.state).toEqual({ status: 'done', result: { kind: 'maintenance' } });
    expect(d.onSuccess).not.toHaveBeenCalled();
  });

  it('shows the error dialog with the server message for any other resultCode', async () => {
    const d = deps({ auth: vi.fn().mockResolvedValue({ resultCode: 2, message: 'Shaxs tasdiqlanmadi' }) });
    const { result } = await run(d);
    expect(result.current.state).toEqual({ status: 'done', result: { kind: 'failed', message: 'Shaxs tasdiqlanmadi' } });
  });

  it('uses the default message when the server sends none', async () => {
    const d = deps({ auth: vi.fn().mockResolvedValue({ resultCode: -1 }) });
    const { result } = await run(d);
    expect(result.current.state).toEqual({ status: 'done', result: { kind: 'failed' } });
  });

  it('treats resultCode 1 without token or user as a failure', async () => {
    const d = deps({ auth: vi.fn().mockResolvedValue({ resultCode: 1, token: 't' }) });
    const { result } = await run(d);
    expect(result.current.state).toEqual({ status: 'done', result: { kind: 'failed' } });
    expect(d.onSuccess).not.toHaveBeenCalled();
  });

  it('shows the error dialog when the face check fails or times out (spec §4.4)', async () => {
    const d = deps({ runFaceCheck: vi.fn().mockRejectedValue(new Error('face check timed out')) });
    const { result } = await run(d);
    expect(result.current.state).toEqual({ status: 'done', result: { kind: 'failed' } });
    expect(d.auth).not.toHaveBeenCalled();
  });

  it('shows the face check’s own reason when it gives one (an oversized frame, in the person’s language)', async () => {
    const failed = Object.assign(new Error('The face check failed: frame_too_large'), { userMessage: 'Kadr hajmi juda katta' });
    const d = deps({ runFaceCheck: vi.fn().mockRejectedValue(failed) });
    const { result } = await run(d);
    expect(result.current.state).toEqual({ status: 'done', result: { kind: 'failed', message: 'Kadr hajmi juda katta' } });
  });

  it('ends quietly when the user cancels the face check', async () => {
    const d = deps({ runFaceCheck: vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')) });
    const { result } = await run(d);
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('shows the server message of a 429 with the wait time', async () => {
    const d = deps({ auth: vi.fn().mockRejectedValue(httpError(429, 'Juda ko‘p urinish. 60 soniyadan keyin qayta urinib ko‘ring', 'too_many_requests')) });
    const { result } = await run(d);
    expect(result.current.state).toEqual({
      status: 'done',
      result: { kind: 'rate-limited', message: 'Juda ko‘p urinish. 60 soniyadan keyin qayta urinib ko‘ring' },
    });
  });

  it('shows nothing more for an error the API client already reported (spec §8)', async () => {
    const error = httpError(429, 'Juda ko‘p urinish', 'too_many_requests');
    error.handled = true;
    const { result } = await run(deps({ auth: vi.fn().mockRejectedValue(error) }));
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('uses the contract message of other HTTP errors but never a proxy page', async () => {
    const withCode = await run(deps({ auth: vi.fn().mockRejectedValue(httpError(503, 'Texnik ishlar', 'service_unavailable')) }));
    expect(withCode.result.current.state).toEqual({ status: 'done', result: { kind: 'failed', message: 'Texnik ishlar' } });
    const proxy = await run(deps({ auth: vi.fn().mockRejectedValue(httpError(502, '<html>Bad gateway</html>')) }));
    expect(proxy.result.current.state).toEqual({ status: 'done', result: { kind: 'failed' } });
  });

  it('retries the whole login from the error dialog (spec §4.3)', async () => {
    const auth = vi.fn<LoginFlowDeps['auth']>().mockResolvedValueOnce({ resultCode: 2 }).mockResolvedValueOnce({ resultCode: 1, token: 't2', user });
    const d = deps({ auth });
    const { result } = await run(d);
    expect(result.current.state).toEqual({ status: 'done', result: { kind: 'failed' } });
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    expect(d.precheck).toHaveBeenCalledTimes(2);
    expect(d.runFaceCheck).toHaveBeenCalledTimes(2);
    expect(d.onSuccess).toHaveBeenCalledWith({ token: 't2', user });
  });

  it('cancels the attempt when the page goes away', async () => {
    let signal: AbortSignal | undefined;
    const d = deps({
      runFaceCheck: vi.fn((_identity, s: AbortSignal) => {
        signal = s;
        return new Promise<{ jwt: string }>(() => undefined);
      }),
    });
    const { result, unmount } = renderHook(() => useLoginFlow(d));
    act(() => result.current.start(identity));
    await waitFor(() => expect(signal).toBeDefined());
    unmount();
    expect(signal?.aborted).toBe(true);
    expect(d.auth).not.toHaveBeenCalled();
  });
});
