import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { PROXY_SUMMARY, renderCataloguePage, serviceFixture } from './catalogue-test-support.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

function serve(service = serviceFixture()) {
  const mock = mockFetch(on('GET', `/api/catalogue/${service.id}`, () => json(service)));
  restore = mock.restore;
  return mock;
}

const totalRow = () => within(screen.getByRole('table')).getAllByRole('row').at(-1)?.textContent;

describe('FeeCalculatorPage (spec §2 na_details/calc/{nadid}, §9)', () => {
  it.each([
    ['oz', 'Obyekt qiymati (shartnoma narxi yoki baholash), so‘m', 'Jami to‘lov: 1 500 000,00 so‘m', 'So‘z bilan: bir million besh yuz ming so‘m 00 tiyin'],
    ['uz', 'Объект қиймати (шартнома нархи ёки баҳолаш), сўм', 'Жами тўлов: 1 500 000,00 сўм', 'Сўз билан: бир миллион беш юз минг сўм 00 тийин'],
    ['ru', 'Стоимость объекта (цена договора или оценка), сум', 'Итого к оплате: 1 500 000,00 сум', 'Прописью: один миллион пятьсот тысяч сумов 00 тийинов'],
  ] as const)('in %s: 1 % of a typed price, the total and the total in words', async (locale: Locale, label, total, words) => {
    serve();
    await renderCataloguePage('/na_details/calc/1', locale);
    const value = (await screen.findByLabelText(label)) as HTMLInputElement;
    fireEvent.change(value, { target: { value: '150000000' } });
    expect(value.value).toBe('150 000 000');
    expect(screen.getByText(total)).toBeDefined();
    expect(screen.getByText(words)).toBeDefined();
  });

  it('recomputes live: masked decimals, a close-relative discount, back to a stranger', async () => {
    serve();
    await renderCataloguePage('/na_details/calc/1');
    const value = (await screen.findByLabelText('Obyekt qiymati (shartnoma narxi yoki baholash), so‘m')) as HTMLInputElement;
    fireEvent.change(value, { target: { value: '150000000,567' } });
    expect(value.value).toBe('150 000 000,56');
    expect(totalRow()).toBe('Jami1\u00A0500\u00A0000,01 so‘m');
    const relationship = screen.getByLabelText('Ikkinchi tomon sizga kim bo‘ladi?');
    fireEvent.change(relationship, { target: { value: 'child' } });
    expect(screen.getByRole('row', { name: /Yaqin qarindosh uchun imtiyoz \(stavkaning 5 % to‘lanadi\)/ }).textContent).toContain(
      '− 1\u00A0425\u00A0000,01 so‘m',
    );
    expect(totalRow()).toBe('Jami75\u00A0000,00 so‘m');
    expect(screen.getByText('So‘z bilan: yetmish besh ming so‘m 00 tiyin')).toBeDefined();
    // Transfers do not name nephews (spec §9): full duty.
    fireEvent.change(relationship, { target: { value: 'nephew' } });
    expect(totalRow()).toBe('Jami1\u00A0500\u00A0000,01 so‘m');
  });

  it('handles an empty value: the value part is 0 and the page asks for it', async () => {
    serve();
    await renderCataloguePage('/na_details/calc/1');
    const value = await screen.findByLabelText('Obyekt qiymati (shartnoma narxi yoki baholash), so‘m');
    expect(screen.getByText('Obyekt qiymatini kiriting: davlat bojining bir qismi unga bog‘liq.')).toBeDefined();
    expect(totalRow()).toBe('Jami0,00 so‘m');
    fireEvent.change(value, { target: { value: '10' } });
    expect(screen.queryByText('Obyekt qiymatini kiriting: davlat bojining bir qismi unga bog‘liq.')).toBeNull();
    fireEvent.change(value, { target: { value: 'abc' } });
    expect((value as HTMLInputElement).value).toBe('');
    expect(totalRow()).toBe('Jami0,00 so‘m');
  });

  it('asks no value for a fixed-rate proxy and halves it for a nephew', async () => {
    serve(serviceFixture({ ...PROXY_SUMMARY }));
    await renderCataloguePage('/na_details/calc/4');
    await screen.findByRole('link', { name: 'Transport vositasi bo‘yicha ishonchnoma' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(totalRow()).toBe('Jami206\u00A0000,00 so‘m');
    fireEvent.change(screen.getByRole('combobox', { name: 'Ikkinchi tomon sizga kim bo‘ladi?' }), { target: { value: 'nephew' } });
    expect(totalRow()).toBe('Jami103\u00A0000,00 so‘m');
    expect(screen.getByText('So‘z bilan: bir yuz uch ming so‘m 00 tiyin')).toBeDefined();
  });

  it('asks nothing for a service without value part or discount', async () => {
    serve(serviceFixture({ id: 20, actTypeId: null, fee: { percentOfBcv: 5, permilleOfValue: null } }));
    await renderCataloguePage('/na_details/calc/20');
    expect(await screen.findByText('Bu xizmatning narxi qat’iy: hech narsa kiritish shart emas.')).toBeDefined();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(totalRow()).toBe('Jami20\u00A0600,00 so‘m');
  });
});
