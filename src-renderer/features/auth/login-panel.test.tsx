import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderAt } from '../../test/render-at.tsx';
import { userFixture } from '../../test/user-fixture.ts';
import { toastsAtom } from '../../ui/toast/toast-store.ts';
import type { LoginPanelProps } from './login-panel.tsx';
import { LoginPanel } from './login-panel.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

const user = userFixture({ fullname: 'Karimov Aziz' });
const text = (body: string) => () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/plain' } });

async function renderPanel(path = '/?passserial=AA&passnum=1234567') {
  const props = {
    runFaceCheck: vi.fn<LoginPanelProps['runFaceCheck']>().mockResolvedValue({ jwt: 'liveness.jwt' }),
    onLoggedIn: vi.fn<LoginPanelProps['onLoggedIn']>(),
    onPhoneSaved: vi.fn<NonNullable<LoginPanelProps['onPhoneSaved']>>(),
    onFinished: vi.fn<LoginPanelProps['onFinished']>(),
  };
  const store = createStore();
  await renderAt(<LoginPanel {...props} />, { path, store });
  return { props, store };
}

async function submit() {
  await userEvent.type(screen.getByLabelText('JShShIR (shaxsiy identifikatsiya raqami)'), '31405901234567');
  await userEvent.click(screen.getByRole('button', { name: 'Identifikatsiyadan o‘tish' }));
}

describe('LoginPanel (spec §4 Login flow)', () => {
  it('prefills from the query, runs the whole login and shows the success dialog (resultCode 1)', async () => {
    const api = mockFetch(
      on('POST', '/api/check_before_auth', text('Ok')),
      on('POST', '/api/auth', () => json({ resultCode: 1, token: 'session', user })),
      on('POST', '/api/profile/phone', () => json({ status: 'confirmed', phone: '901234567' })),
    );
    restore = api.restore;
    const { props } = await renderPanel();
    await submit();
    expect(await screen.findByRole('dialog', { name: 'Shaxsingiz tasdiqlandi' })).toBeDefined();
    expect(screen.getByText('Xush kelibsiz, Karimov Aziz!')).toBeDefined();
    const identity = { pin: '31405901234567', passserial: 'AA', passnum: '1234567' };
    expect(api.calls.map((call) => [call.url, call.body])).toEqual([
      ['/api/check_before_auth', identity],
      ['/api/auth', { ...identity, jwt: 'liveness.jwt' }],
    ]);
    expect(props.runFaceCheck).toHaveBeenCalledWith(identity, expect.any(AbortSignal));
    expect(props.onLoggedIn).toHaveBeenCalledWith({ token: 'session', user });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Tekshirilmoqda…' }).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    // Then the login form's phone (spec §5), prefilled only now that the person is known.
    expect(props.onFinished).not.toHaveBeenCalled();
    const phone = await screen.findByLabelText<HTMLInputElement>('Telefon raqami');
    expect(phone.value).toBe('(90) 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Davom etish' }));
    await waitFor(() => expect(props.onFinished).toHaveBeenCalledWith({ token: 'session', user }));
    expect(props.onPhoneSaved).toHaveBeenCalledWith('901234567');
    expect(api.calls.at(-1)).toEqual({ method: 'POST', url: '/api/profile/phone', body: { phone: '901234567' } });
  });

  it('never shows a phone on the form before the face check', async () => {
    await renderPanel();
    expect(screen.queryByLabelText('Telefon raqami')).toBeNull();
    expect(document.body.textContent).not.toContain('123 45 67');
  });

  it('shows the pre-check refusal as an error toast and does not open the face check', async () => {
    restore = mockFetch(on('POST', '/api/check_before_auth', text('Pasportning amal qilish muddati tugagan'))).restore;
    const { props, store } = await renderPanel();
    await submit();
    await waitFor(() =>
      expect(store.get(toastsAtom).map((toast) => [toast.message, toast.tone])).toEqual([['Pasportning amal qilish muddati tugagan', 'error']]),
    );
    expect(props.runFaceCheck).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Identifikatsiyadan o‘tish' }).disabled).toBe(false);
  });

  it('shows the technical-work notice for resultCode 0', async () => {
    restore = mockFetch(
      on('POST', '/api/check_before_auth', text('Ok')),
      on('POST', '/api/auth', () => json({ resultCode: 0 })),
    ).restore;
    await renderPanel();
    await submit();
    expect(await screen.findByRole('dialog', { name: 'Texnik ishlar' })).toBeDefined();
  });

  it('shows the error dialog with the server message; its button retries the login', async () => {
    const api = mockFetch(
      on('POST', '/api/check_before_auth', text('Ok')),
      on('POST', '/api/auth', () => json({ resultCode: 3, message: 'Yuz tasviri mos kelmadi' })),
    );
    restore = api.restore;
    const { props } = await renderPanel();
    await submit();
    expect(await screen.findByRole('alertdialog')).toBeDefined();
    expect(screen.getByText('Yuz tasviri mos kelmadi')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Qayta urinish' }));
    await waitFor(() => expect(props.runFaceCheck).toHaveBeenCalledTimes(2));
    expect(api.calls.filter((call) => call.url === '/api/check_before_auth')).toHaveLength(2);
  });

  it('uses the default message when the face check fails (spec §4.4, §8)', async () => {
    restore = mockFetch(on('POST', '/api/check_before_auth', text('Ok'))).restore;
    const { props } = await renderPanel();
    props.runFaceCheck.mockRejectedValue(new Error('time-out'));
    await submit();
    expect(await screen.findByText('Shaxsingizni tasdiqlab bo‘lmadi. Qayta urinib ko‘ring.')).toBeDefined();
  });
});
