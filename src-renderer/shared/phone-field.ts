import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { applyMask } from '../../src-domain/masks/apply-mask.ts';
import { maskMaxLength } from '../../src-domain/masks/mask.ts';
import { MASKS } from '../../src-domain/masks/masks.ts';

/**
 * The phone field typed through the mask of spec §5, "(99) 999 99 99": separators appear by
 * themselves, and the kiosk's numeric keyboard stops (and closes) at the mask's length.
 */
export function phoneField<TName extends string>(field: UseFormRegisterReturn<TName>) {
  return {
    ...field,
    type: 'tel',
    inputMode: 'tel' as const,
    autoComplete: 'tel',
    'data-keyboard': 'numeric',
    maxLength: maskMaxLength(MASKS.phone),
    onChange: async (event: ChangeEvent<HTMLInputElement>) => {
      const value = applyMask(MASKS.phone, event.target.value);
      if (value !== event.target.value) event.target.value = value;
      await field.onChange(event);
    },
  };
}
