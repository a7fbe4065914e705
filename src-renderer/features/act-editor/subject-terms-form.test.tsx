import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { actFixture, partyFixture, subjectFixture } from '../../test/act-fixture.ts';
import { renderInLocale } from '../../test/render-in-locale.tsx';
import { SubjectTermsForm } from './subject-terms-form.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

const buyer = partyFixture({ id: 2, role: 'buyer', isApplicant: false, fullName: 'Yusupova Malika' });
const sale = actFixture({ parties: [partyFixture(), buyer], subjects: [subjectFixture()] });
const subjectPath = `/api/acts/${sale.uuid}/subjects/11`;
const type = (form: HTMLElement, label: RegExp, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });

describe('SubjectTermsForm (spec §3 common subject fields, §5 card number and expiry masks)', () => {
  it('asks the card only when paid by card, refuses a wrong number keeping the text, sends the right one', async () => {
    const saved = actFixture({ subjects: [subjectFixture({ data: { 'common.paymentMethod': 'bank_card', 'common.cardLast4': '1111' } })] });
    const api = mockFetch(on('PATCH', subjectPath, () => json(saved)));
    restore = api.restore;
    const onSaved = vi.fn();
    await renderInLocale(<SubjectTermsForm act={sale} subject={sale.subjects[0]!} onSaved={onSaved} onCancel={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Mulk shartlari' });
    expect(within(form).queryByLabelText(/^Karta raqami/)).toBeNull();
    expect(within(form).queryByLabelText(/^Sug‘urta tashkiloti/)).toBeNull();
    fireEvent.change(within(form).getByRole('combobox', { name: /^To‘lov usuli/ }), { target: { value: 'bank_card' } });
    type(form, /^Karta raqami/, '4111111111111112');
    type(form, /^Karta amal qilish muddati/, '1240');
    const cardNumber = within(form).getByLabelText(/^Karta raqami/);
    expect((cardNumber as HTMLInputElement).value).toBe('4111 1111 1111 1112');
    // The kiosk's on-screen keyboard opens its number pad and stops at the mask's length (features/keyboard).
    expect([cardNumber.getAttribute('data-keyboard'), cardNumber.getAttribute('inputmode'), cardNumber.getAttribute('maxlength')]).toEqual([
      'numeric',
      'numeric',
      '19',
    ]);
    fireEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    expect(await within(form).findByText('Karta raqami noto‘g‘ri: 16 ta raqamni tekshirib kiriting')).toBeDefined();
    expect((within(form).getByLabelText(/^Karta raqami/) as HTMLInputElement).value).toBe('4111 1111 1111 1112');
    expect(api.calls).toEqual([]);

    type(form, /^Karta raqami/, '4111111111111111');
    fireEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(api.calls[0]?.body).toEqual({ common: { paymentMethod: 'bank_card', cardNumber: '4111111111111111', cardExpiry: '12/40' }, version: 3 });
  });

  it('refuses a share of 3/2 and names the recipient among the act’s parties', async () => {
    const api = mockFetch();
    restore = api.restore;
    await renderInLocale(<SubjectTermsForm act={sale} subject={sale.subjects[0]!} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Mulk shartlari' });
    type(form, /^Ulush: surat/, '3');
    type(form, /^Ulush: maxraj/, '2');
    expect(within(within(form).getByRole('combobox', { name: /^Ulush oluvchi/ })).getByRole('option', { name: 'Yusupova Malika' })).toBeDefined();
    fireEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    expect(await within(form).findByText('Ulushning surati maxrajidan katta bo‘lmasligi kerak')).toBeDefined();
    expect(api.calls).toEqual([]);
  });

  it('shows the stored card as its last four digits and the server’s refusal next to its field', async () => {
    const stored = subjectFixture({ data: { 'common.paymentMethod': 'bank_card', 'common.cardLast4': '4242', 'common.cardExpiry': '01/29' } });
    const refusal = { code: 'validation_failed', message: 'x', details: [{ path: 'common.cardExpiry', message: 'Срок действия карты истёк' }] };
    restore = mockFetch(on('PATCH', subjectPath, () => json(refusal, 400))).restore;
    await renderInLocale(<SubjectTermsForm act={sale} subject={stored} onSaved={vi.fn()} onCancel={vi.fn()} />, 'ru');
    const form = screen.getByRole('form', { name: 'Условия по имуществу' });
    expect(form.textContent).toContain('Сохранённая карта: •••• •••• •••• 4242');
    expect((within(form).getByLabelText(/^Номер карты/) as HTMLInputElement).value).toBe('');
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Срок действия карты истёк')).toBeDefined();
  });

  it('asks a gift no payment terms, a spouse consent its consent types', async () => {
    restore = mockFetch().restore;
    const gift = actFixture({ actTypeId: 4, subjects: [subjectFixture()] });
    const view = await renderInLocale(<SubjectTermsForm act={gift} subject={gift.subjects[0]!} onSaved={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('combobox', { name: /^To‘lov usuli/ })).toBeNull();
    expect(screen.getByLabelText(/^Mulk huquqi asosi/)).toBeDefined();
    view.unmount();
    const consent = actFixture({ actTypeId: 15003, subjects: [subjectFixture()] });
    await renderInLocale(<SubjectTermsForm act={consent} subject={consent.subjects[0]!} onSaved={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('group', { name: /^Rozilik turlari/ })).toBeDefined();
  });
});
