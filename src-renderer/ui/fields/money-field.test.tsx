import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { renderInLocale } from '../../test/render-in-locale.tsx';
import type { FieldMessage } from './field-message.ts';
import { MoneyField } from './money-field.tsx';

function PriceForm() {
  const { control } = useForm<{ price: string }>({ defaultValues: { price: '' } });
  const message: FieldMessage = (error) => error?.message;
  return <MoneyField control={control} name="price" label="Narx" required message={message} />;
}

async function renderPrice(locale: Locale = 'oz') {
  await renderInLocale(<PriceForm />, locale);
  return screen.getByLabelText(/Narx/) as HTMLInputElement;
}

describe('MoneyField (spec §5 currency input, §9 amount in words)', () => {
  it('groups by spaces while typing and completes 2 decimals on leaving, with the locales\' decimal comma: "1500000,5" → "1 500 000,50"', async () => {
    const input = await renderPrice();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('1500000,5');
    expect(input.value).toBe('1 500 000,5');
    await user.tab();
    expect(input.value).toBe('1 500 000,50');
  });

  it('keeps at most 2 decimals and reads a point as the comma (a Latin keyboard)', async () => {
    const input = await renderPrice();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('12.345');
    expect(input.value).toBe('12,34');
  });

  it('keeps the caret after the digit typed in the middle when a group space appears', async () => {
    const input = await renderPrice();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('145000');
    expect(input.value).toBe('145 000');
    // Caret after "145", type one more digit there.
    input.setSelectionRange(3, 3);
    await user.keyboard('9');
    expect(input.value).toBe('1 459 000');
    expect(input.selectionStart).toBe(5);
  });

  it.each([
    ['oz', 'So‘z bilan: bir yuz qirq besh million so‘m 00 tiyin'],
    ['uz', 'Сўз билан: бир юз қирқ беш миллион сўм 00 тийин'],
    ['ru', 'Прописью: сто сорок пять миллионов сумов 00 тийинов'],
  ] as const)('shows the amount in words in %s, linked to the field', async (locale, words) => {
    const input = await renderPrice(locale);
    fireEvent.change(input, { target: { value: '145000000' } });
    const shown = screen.getByText(words);
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(shown.id);
  });

  it('shows no words while the field is empty', async () => {
    const input = await renderPrice();
    expect(input.value).toBe('');
    expect(screen.queryByText(/So‘z bilan/)).toBeNull();
  });
});
