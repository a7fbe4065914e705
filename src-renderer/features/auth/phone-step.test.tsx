import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeAtom } from '../../state/locale.ts';
import { json, mockFetch, on, type Route } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { PhoneStep } from './phone-step.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

const LABELS = {
  oz: { phone: 'Telefon raqami', code: 'SMS dagi kod', go: 'Davom etish', confirm: 'Tasdiqlash' },
  ru: { phone: 'Номер телефона', code: 'Код из SMS', go: 'Продолжить', confirm: 'Подтвердить' },
} as const;

async function renderStep(initialPhone: string | null, routes: Route[], locale: 'oz' | 'uz' | 'ru' = 'oz') {
  const api = mockFetch(...routes);
  restore = api.restore;
  const onDone = vi.fn();
  const store = createStore();
  store.set(localeAtom, locale);
  await renderWithProviders(<PhoneStep initialPhone={initialPhone} onDone={onDone} />, { locale, store });
  return { api, onDone };
}

const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

const sent = (phone: string) => on('POST', '/api/profile/phone', () => json({ status: 'code_sent', phone, expiresAt: '2026-12-02T08:10:00.000Z' }));

describe('PhoneStep (spec §5 login form "Phone required, 9 digits"; docs/decisions/0058-contact-phone-at-login.md)', () => {
  it('offers the person’s own number through the mask; keeping it is one press, without a code', async () => {
    const { api, onDone } = await renderStep('901234567', [on('POST', '/api/profile/phone', () => json({ status: 'confirmed', phone: '901234567' }))]);
    const phone = screen.getByLabelText<HTMLInputElement>(LABELS.oz.phone);
    expect(phone.value).toBe('(90) 123 45 67');
    expect(phone.inputMode).toBe('tel');
    expect(phone.dataset.keyboard).toBe('numeric');
    expect(phone.maxLength).toBe(14);
    expect(describedText(phone)).toBe('Masalan: (90) 123 45 67');
    expect(screen.getByRole('heading', { name: 'Telefon raqamingiz' })).toBe(document.activeElement);
    await userEvent.click(screen.getByRole('button', { name: LABELS.oz.go }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('901234567'));
    expect(api.calls).toEqual([{ method: 'POST', url: '/api/profile/phone', body: { phone: '901234567' } }]);
  });

  it.each([
    ['oz', '', 'Telefon raqamini kiriting'],
    ['oz', '90 123', 'Telefon raqami 9 ta raqamdan iborat bo‘lishi kerak, masalan 901234567'],
    ['uz', '', 'Телефон рақамини киритинг'],
    ['ru', '9012345', 'Номер телефона должен состоять из 9 цифр, например 901234567'],
  ] as const)('in %s, says what is wrong with %j before calling the server', async (locale, typed, text) => {
    const { api, onDone } = await renderStep(null, [], locale);
    const label = locale === 'ru' ? LABELS.ru.phone : locale === 'uz' ? 'Телефон рақами' : LABELS.oz.phone;
    const phone = screen.getByLabelText<HTMLInputElement>(label);
    if (typed) await userEvent.type(phone, typed);
    await userEvent.click(screen.getByRole('button', { name: locale === 'ru' ? LABELS.ru.go : locale === 'uz' ? 'Давом этиш' : LABELS.oz.go }));
    expect(await screen.findByText(text)).toBeDefined();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(phone)).toContain(text);
    expect(api.calls).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('types a new number through the mask, then confirms it by the SMS code; a wrong code keeps what was typed', async () => {
    let codeAnswers = 0;
    const { api, onDone } = await renderStep('901234567', [
      sent('935550011'),
      on('POST', '/api/profile/phone/confirm', () =>
        (codeAnswers += 1) === 1
          ? json({ code: 'phone_code_wrong', message: 'Kod noto‘g‘ri. SMS dagi 6 ta raqamni tekshirib, qayta kiriting' }, 400)
          : json({ status: 'confirmed', phone: '935550011' }),
      ),
    ]);
    const phone = screen.getByLabelText<HTMLInputElement>(LABELS.oz.phone);
    await userEvent.clear(phone);
    await userEvent.type(phone, '935550011');
    expect(phone.value).toBe('(93) 555 00 11');
    await userEvent.click(screen.getByRole('button', { name: LABELS.oz.go }));

    const note = await screen.findByText('Tasdiqlash kodi +998 93 555-00-11 raqamiga SMS orqali yuborildi.');
    expect(note.getAttribute('role')).toBe('status');
    const code = screen.getByLabelText<HTMLInputElement>(LABELS.oz.code);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.inputMode).toBe('numeric');
    expect(code.dataset.keyboard).toBe('numeric');
    expect(code.maxLength).toBe(6);
    await userEvent.type(code, '12a34 56');
    expect(code.value).toBe('123456');
    await userEvent.click(screen.getByRole('button', { name: LABELS.oz.confirm }));
    expect(await screen.findByText('Kod noto‘g‘ri. SMS dagi 6 ta raqamni tekshirib, qayta kiriting')).toBeDefined();
    expect(code.value).toBe('123456');
    expect(onDone).not.toHaveBeenCalled();

    await userEvent.clear(code);
    expect(screen.queryByText('Kod noto‘g‘ri. SMS dagi 6 ta raqamni tekshirib, qayta kiriting')).toBeNull();
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: LABELS.oz.confirm }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('935550011'));
    expect(api.calls.map((call) => [call.url, call.body])).toEqual([
      ['/api/profile/phone', { phone: '935550011' }],
      ['/api/profile/phone/confirm', { phone: '935550011', code: '123456' }],
      ['/api/profile/phone/confirm', { phone: '935550011', code: '654321' }],
    ]);
  });

  it('checks the code’s length in the page’s language before sending it', async () => {
    const { api } = await renderStep('935550011', [sent('977778899')], 'ru');
    const phone = screen.getByLabelText<HTMLInputElement>(LABELS.ru.phone);
    await userEvent.clear(phone);
    await userEvent.type(phone, '977778899');
    await userEvent.click(screen.getByRole('button', { name: LABELS.ru.go }));
    const code = await screen.findByLabelText<HTMLInputElement>(LABELS.ru.code);
    await userEvent.click(screen.getByRole('button', { name: LABELS.ru.confirm }));
    expect(await screen.findByText('Введите код из SMS')).toBeDefined();
    await userEvent.type(code, '123');
    expect(await screen.findByText('Код должен состоять из 6 цифр')).toBeDefined();
    expect(api.calls).toHaveLength(1);
  });

  it('goes back to the number with what was typed, and sends a code again on request', async () => {
    const { api } = await renderStep(null, [sent('935550011')]);
    await userEvent.type(screen.getByLabelText(LABELS.oz.phone), '935550011');
    await userEvent.click(screen.getByRole('button', { name: LABELS.oz.go }));
    await screen.findByLabelText(LABELS.oz.code);
    await userEvent.click(screen.getByRole('button', { name: 'Kodni qayta yuborish' }));
    expect(await screen.findByText('Yangi kod +998 93 555-00-11 raqamiga yuborildi.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Boshqa raqam kiritish' }));
    const phone = await screen.findByLabelText<HTMLInputElement>(LABELS.oz.phone);
    expect(phone.value).toBe('(93) 555 00 11');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(api.calls.map((call) => call.url)).toEqual(['/api/profile/phone', '/api/profile/phone']);
  });

  it('shows the server’s refusal, with the wait, under the number (429), and keeps the number', async () => {
    await renderStep(null, [
      on('POST', '/api/profile/phone', () => json({ code: 'too_many_requests', message: 'Juda ko‘p so‘rov. 60 soniyadan keyin qayta urinib ko‘ring' }, 429)),
    ]);
    const phone = screen.getByLabelText<HTMLInputElement>(LABELS.oz.phone);
    await userEvent.type(phone, '935550011');
    await userEvent.click(screen.getByRole('button', { name: LABELS.oz.go }));
    expect(await screen.findByText(/60 soniyadan keyin/)).toBeDefined();
    expect(phone.value).toBe('(93) 555 00 11');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: LABELS.oz.go }).disabled).toBe(false);
  });
});
