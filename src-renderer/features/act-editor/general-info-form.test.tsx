import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { actFixture } from '../../test/act-fixture.ts';
import { renderInLocale } from '../../test/render-in-locale.tsx';
import { GeneralInfoForm } from './general-info-form.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

describe('GeneralInfoForm editing an act (PATCH /api/acts/:uuid)', () => {
  const proxy = actFixture({ actTypeId: 101, regtypeId: 2, language: 'ru', extras: { validFrom: '01.12.2026' } });

  it('shows the act’s values; the type is fixed and the notary is chosen on the details page', async () => {
    restore = mockFetch().restore;
    await renderInLocale(<GeneralInfoForm act={proxy} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const type = screen.getByLabelText(/^Notarial harakat turi/) as HTMLSelectElement;
    expect(type.value).toBe('101');
    expect(type.disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Videokonferensiya orqali' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Русский' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Amal qilish boshlanishi/) as HTMLInputElement).value).toBe('01.12.2026');
    expect(screen.queryByRole('group', { name: 'Notariusni tanlash' })).toBeNull();
  });

  it('sends the changes with the act’s version and reports the saved act', async () => {
    const saved = { ...proxy, version: 4 };
    const api = mockFetch(on('PATCH', `/api/acts/${proxy.uuid}`, () => json(saved)));
    restore = api.restore;
    const onSaved = vi.fn();
    await renderInLocale(<GeneralInfoForm act={proxy} onSaved={onSaved} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Amal qilish muddati/), { target: { value: '31122027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(api.calls[0]?.body).toEqual({
      regtype: 2,
      language: 'ru',
      clientPhone: '901234567',
      simplified: false,
      extras: { validFrom: '01.12.2026', validUntil: '31.12.2027' },
      version: 3,
    });
  });

  it('refuses a date the calendar lacks, in Russian', async () => {
    const api = mockFetch();
    restore = api.restore;
    await renderInLocale(<GeneralInfoForm act={proxy} onSaved={vi.fn()} onCancel={vi.fn()} />, 'ru');
    const until = screen.getByLabelText(/^Действует до/);
    fireEvent.change(until, { target: { value: '31.02.2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const error = await screen.findByText('Неверная дата, образец: 31.12.2024');
    expect(until.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(api.calls).toEqual([]);
  });

  it('says the act changed meanwhile (409), keeps the form, and refetches the act', async () => {
    const api = mockFetch(
      on('PATCH', `/api/acts/${proxy.uuid}`, () => json({ code: 'act_version_conflict', message: 'Harakat boshqa joyda o‘zgartirildi' }, 409)),
    );
    restore = api.restore;
    await renderInLocale(<GeneralInfoForm act={proxy} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect((await screen.findByText('Harakat boshqa joyda o‘zgartirildi')).getAttribute('role')).toBe('alert');
  });
});

describe('GeneralInfoForm as a wizard’s first step (docs/decisions/0041-act-wizard-frame.md)', () => {
  it('goes on to the next step; ticking "simplified" makes it create the act instead, which has no wizard', async () => {
    restore = mockFetch().restore;
    await renderInLocale(<GeneralInfoForm initial={{ actTypeId: 11680, simplified: false }} wizard onSaved={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Keyingi' })).toBeDefined();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Soddalashtirilgan notarial harakat/ }));
    expect(await screen.findByRole('button', { name: 'Harakatni yaratish' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Keyingi' })).toBeNull();
  });
});
