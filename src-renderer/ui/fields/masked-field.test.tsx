import { fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { Mask } from '../../../src-domain/masks/mask.ts';
import { MASKS } from '../../../src-domain/masks/masks.ts';
import { renderInLocale } from '../../test/render-in-locale.tsx';
import { MaskedField } from './masked-field.tsx';

function OneField({ mask }: { mask: Mask }) {
  const { register } = useForm<{ value: string }>({ defaultValues: { value: '' } });
  return <MaskedField label="Qiymat" mask={mask} registration={register('value')} />;
}

async function field(mask: Mask, locale: 'oz' | 'ru' = 'oz') {
  await renderInLocale(<OneField mask={mask} />, locale);
  return screen.getByLabelText('Qiymat') as HTMLInputElement;
}

function type(input: HTMLInputElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  return input.value;
}

describe('MaskedField (spec §5 masks)', () => {
  it.each<[string, Mask, string, string]>([
    ['pin: 14 digits', MASKS.pin, '3120-4842 6410 14 99', '31204842641014'],
    ['inn: 9 digits', MASKS.inn, '123 456 789 0', '123456789'],
    ['phone: (99) 999 99 99', MASKS.phone, '901234567', '(90) 123 45 67'],
    ['date: dd.mm.yyyy', MASKS.date, '05031990', '05.03.1990'],
    ['tech passport series: 5 letters, upper-cased', MASKS.techPassportSeries, 'aaf12bcd', 'AAFBC'],
    ['state number: letters or digits, ≤ 15, upper-cased', MASKS.vehicleNumber, '01 a 777 aa', '01A777AA'],
    ['cadastre: digits, colon and slash', MASKS.cadastreNumber, '11:14:04:01:01:1630a', '11:14:04:01:01:1630'],
  ])('%s', async (_name, mask, typed, shown) => {
    const input = await field(mask);
    expect(type(input, typed)).toBe(shown);
  });

  it('gives the kiosk keyboard its layout and limit: numeric for digits, Latin capitals for letters', async () => {
    const pin = await field(MASKS.pin);
    expect(pin.maxLength).toBe(14);
    expect(pin.inputMode).toBe('numeric');
    expect(pin.dataset.keyboard).toBe('numeric');
  });

  it('a Latin field: Latin keyboard in capitals, limit 15', async () => {
    const plate = await field(MASKS.vehicleNumber);
    expect(plate.maxLength).toBe(15);
    expect(plate.dataset.keyboard).toBe('latin');
    expect(plate.getAttribute('autocapitalize')).toBe('characters');
  });

  it('an incomplete date: the Latin keyboard in capitals, for the X of an unknown day or month (XX.05.1990)', async () => {
    const date = await field(MASKS.incompleteDate);
    expect(date.dataset.keyboard).toBe('latin');
    expect(date.maxLength).toBe('XX.05.1990'.length);
    expect(type(date, 'xx051990')).toBe('XX.05.1990');
  });

  it('a phone field asks for the telephone pad', async () => {
    const phone = await field(MASKS.phone);
    expect(phone.inputMode).toBe('tel');
    expect(phone.maxLength).toBe('(99) 999 99 99'.length);
  });

  it('warns when Cyrillic is typed where Latin is needed, and the warning is linked to the field (spec §5)', async () => {
    const input = await field(MASKS.vehicleNumber);
    expect(type(input, '01А777АА')).toBe('01777');
    const warning = screen.getByText('Lotin harflarida kiriting (klaviatura tilini almashtiring)');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(warning.id);
    type(input, '01A777AA');
    expect(screen.queryByText('Lotin harflarida kiriting (klaviatura tilini almashtiring)')).toBeNull();
  });

  it('the warning is translated (ru)', async () => {
    const input = await field(MASKS.techPassportSeries, 'ru');
    type(input, 'ААФ');
    expect(screen.getByText('Вводите латинскими буквами (переключите раскладку клавиатуры)')).toBeDefined();
  });

  it('a digits field does not warn about Cyrillic: nothing but digits fit there anyway', async () => {
    const input = await field(MASKS.pin);
    type(input, 'абв');
    expect(input.value).toBe('');
    expect(screen.queryByText(/Lotin/)).toBeNull();
  });
});
