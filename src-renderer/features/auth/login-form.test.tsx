import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { localeAtom } from '../../state/locale.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { LoginForm } from './login-form.tsx';
import { loginPrefill } from './login-prefill.ts';

const empty = { pin: '', passserial: '', passnum: '' };

async function renderForm(props: Partial<Parameters<typeof LoginForm>[0]> = {}, locale: 'oz' | 'uz' | 'ru' = 'oz') {
  const onSubmit = vi.fn();
  // The store's locale too: LocaleSync would otherwise switch the page back to the default.
  const store = createStore();
  store.set(localeAtom, locale);
  await renderWithProviders(<LoginForm defaultValues={empty} busy={false} onSubmit={onSubmit} {...props} />, { locale, store });
  return {
    onSubmit,
    pin: screen.getByLabelText<HTMLInputElement>(locale === 'ru' ? 'ПИНФЛ (персональный идентификационный номер)' : 'JShShIR (shaxsiy identifikatsiya raqami)'),
    series: screen.getByLabelText<HTMLInputElement>(locale === 'ru' ? 'Серия паспорта' : 'Pasport seriyasi'),
    number: screen.getByLabelText<HTMLInputElement>(locale === 'ru' ? 'Номер паспорта' : 'Pasport raqami'),
  };
}

const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('LoginForm (spec §2 screen 1, §5)', () => {
  it('has labelled, numeric where needed, non-autocompleting fields with the spec placeholders', async () => {
    const { pin, series, number } = await renderForm();
    expect(pin.inputMode).toBe('numeric');
    expect(number.inputMode).toBe('numeric');
    expect(series.placeholder).toBe('AA');
    expect(number.placeholder).toBe('0000000');
    for (const input of [pin, series, number]) expect(input.getAttribute('autocomplete')).toBe('off');
    expect([pin.maxLength, series.maxLength, number.maxLength]).toEqual([14, 2, 7]);
  });

  it('reports the required keys of spec §5, linked to their fields', async () => {
    const { pin, series, number, onSubmit } = await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Identifikatsiyadan o‘tish' }));
    await waitFor(() => expect(series.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(pin)).toBe('JShShIRni kiriting');
    expect(describedText(series)).toBe('Pasport seriyasini kiriting'); // error_required_passserial
    expect(describedText(number)).toBe('Pasport raqamini kiriting'); // error_required_passnum
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reports wrong lengths (error_wrong_passserial_length, error_wrong_passnum_length) in the chosen locale', async () => {
    const { pin, series, number } = await renderForm({}, 'ru');
    await userEvent.type(pin, '12345678901234');
    await userEvent.type(series, 'A');
    await userEvent.type(number, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Пройти идентификацию' }));
    await waitFor(() => expect(describedText(series)).toBe('Серия паспорта должна состоять из 2 букв'));
    expect(describedText(number)).toBe('Номер паспорта должен состоять из 7 цифр');
    expect(pin.getAttribute('aria-invalid')).toBeNull();
  });

  it('upper-cases the series as typed and moves focus to the number at 2 characters', async () => {
    const { series, number } = await renderForm();
    await userEvent.type(series, 'ab');
    expect(series.value).toBe('AB');
    expect(document.activeElement).toBe(number);
  });

  it('warns, live, when the series is typed in Cyrillic, and keeps focus there', async () => {
    const { series } = await renderForm();
    await userEvent.type(series, 'АА');
    const warning = document.getElementById((series.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '');
    expect(warning?.getAttribute('aria-live')).toBe('polite');
    expect(warning?.textContent).toBe('Seriyani lotin harflarida kiriting (klaviatura tilini almashtiring)');
    expect(document.activeElement).toBe(series);
  });

  it('keeps only digits in the pin and the number', async () => {
    const { pin, number } = await renderForm();
    await userEvent.type(pin, '12a3-4');
    await userEvent.type(number, '9x8 7');
    expect(pin.value).toBe('1234');
    expect(number.value).toBe('987');
  });

  it('submits the checked identity', async () => {
    const { pin, series, number, onSubmit } = await renderForm();
    await userEvent.type(pin, '31405901234567');
    await userEvent.type(series, 'aa');
    await userEvent.type(number, '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Identifikatsiyadan o‘tish' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ pin: '31405901234567', passserial: 'AA', passnum: '1234567' });
  });

  it('shows the loading state while the flow runs', async () => {
    await renderForm({ busy: true });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Tekshirilmoqda…' });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.spinner')).not.toBeNull();
  });

  it('starts from the query parameters passserial, passnum and pin', async () => {
    const values = loginPrefill(new URLSearchParams('passserial=ab&passnum=12345678&pin=3140-5901234567'));
    expect(values).toEqual({ pin: '31405901234567', passserial: 'AB', passnum: '1234567' });
    const { series, number } = await renderForm({ defaultValues: values });
    expect(series.value).toBe('AB');
    expect(number.value).toBe('1234567');
  });

  it('takes characters set the way the kiosk keyboard sets them, each exactly once', async () => {
    const { series, number } = await renderForm();
    act(() => series.focus());
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (const value of ['A', 'AB']) {
      act(() => {
        setter?.call(series, value);
        fireEvent.input(series);
      });
    }
    expect(series.value).toBe('AB');
    await waitFor(() => expect(document.activeElement).toBe(number));
  });
});
