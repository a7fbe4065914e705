import { describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_418_TOAST_MS, TOKEN_EXPIRED_TOAST_MS } from '../../src-domain/constants.ts';
import { ApiError } from './api-error.ts';
import { createApiErrorHandler, runErrorActions, type ApiErrorHandlerDeps } from './error-effects.ts';
import { API_MESSAGES } from './error-messages.ts';

function fakeDeps(overrides: Partial<ApiErrorHandlerDeps> = {}) {
  const calls: string[] = [];
  const deps: ApiErrorHandlerDeps = {
    showToast: vi.fn(() => {
      calls.push('toast');
      return 1;
    }),
    clearSession: vi.fn(() => calls.push('clearSession')),
    saveRedirect: vi.fn((path: string) => calls.push(`saveRedirect ${path}`)),
    navigate: vi.fn((to: string) => calls.push(`navigate ${to}`)),
    currentPath: () => '/kiosk/enotarial_act/ab-1?tab=parties',
    log: vi.fn((message: string) => calls.push(`log ${message}`)),
    mode: () => 'kiosk',
    userLabel: () => 'Aliyev Vali',
    ...overrides,
  };
  return { deps, calls };
}

const context = { isDownload: false, uuid: 'ab-1', sessionCurrent: true };

describe('carrying out the error handling (spec §8)', () => {
  it('ends an expired session in order: toast, clear, save the page, go to the kiosk login (spec §4 Token expiry)', () => {
    const { deps, calls } = fakeDeps();
    const error = new ApiError({ kind: 'http', method: 'GET', path: '/x', status: 403, message: 'Access Denied' });
    createApiErrorHandler(deps)(error, context);
    expect(calls).toEqual(['toast', 'clearSession', 'saveRedirect /kiosk/enotarial_act/ab-1?tab=parties', 'navigate /kiosk/auth']);
    expect(deps.showToast).toHaveBeenCalledWith({ message: API_MESSAGES.token_expired, values: undefined, tone: 'error', durationMs: TOKEN_EXPIRED_TOAST_MS });
    expect(error.handled).toBe(true);
  });

  it('names the act and the signed-in user in the 418 toast', () => {
    const { deps } = fakeDeps({ mode: () => 'browser' });
    createApiErrorHandler(deps)(new ApiError({ kind: 'http', method: 'GET', path: '/x', status: 418, code: 'pin_not_found_in_uuid', message: 'x' }), context);
    expect(deps.showToast).toHaveBeenCalledWith({
      message: API_MESSAGES.pin_not_found_in_uuid,
      values: { uuid: 'ab-1', user: 'Aliyev Vali' },
      tone: 'error',
      durationMs: NOT_FOUND_418_TOAST_MS,
    });
    expect(deps.navigate).toHaveBeenCalledWith('/my_notarial_act');
  });

  it('shows server text as it came', () => {
    const { deps } = fakeDeps();
    runErrorActions([{ type: 'toast', message: { text: 'Seriya noto‘g‘ri' }, durationMs: 20_000 }], deps);
    expect(deps.showToast).toHaveBeenCalledWith({ message: 'Seriya noto‘g‘ri', tone: 'error', durationMs: 20_000 });
  });

  it('only logs what the catalogue does not cover, and leaves the error unhandled (spec §7)', () => {
    const { deps, calls } = fakeDeps();
    const error = new ApiError({ kind: 'http', method: 'GET', path: '/x', status: 502, message: 'Bad Gateway' });
    createApiErrorHandler(deps)(error, context);
    expect(calls).toEqual([expect.stringMatching(/^log .*502/)]);
    expect(error.handled).toBe(false);
  });

  it('logs with console.warn when no logger is given', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { deps } = fakeDeps({ log: undefined });
    runErrorActions([{ type: 'log', message: 'GET failed' }], deps);
    expect(warn).toHaveBeenCalledWith('[api] GET failed');
    warn.mockRestore();
  });
});
