import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { applyMask } from '../../../src-domain/masks/apply-mask.ts';
import { type Mask, maskMaxLength } from '../../../src-domain/masks/mask.ts';

/**
 * A registered field typed through a domain mask (spec §5): what does not fit is dropped as it
 * is typed, separators of a pattern appear by themselves, and the kiosk keyboard stops at the
 * mask's length (it reads `maxLength`).
 */
export function masked<TName extends string>(field: UseFormRegisterReturn<TName>, mask: Mask) {
  return {
    ...field,
    maxLength: maskMaxLength(mask),
    onChange: async (event: ChangeEvent<HTMLInputElement>) => {
      const value = applyMask(mask, event.target.value);
      if (value !== event.target.value) event.target.value = value;
      await field.onChange(event);
    },
  };
}
