import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { applyMask } from '../../../src-domain/masks/apply-mask.ts';
import { type Mask, maskMaxLength } from '../../../src-domain/masks/mask.ts';

/**
 * A registered field typed through a domain mask (spec §5): what does not fit is dropped as it
 * is typed, separators of a pattern appear by themselves, and the kiosk keyboard stops at the
 * mask's length (it reads `maxLength`). What a visitor typed into the prerendered page before
 * the app took it over (src-renderer/app/prerender-mark.ts) is put through the mask once the
 * field is attached, and the form is told: "10122025" typed early reads "10.12.2025", as if the
 * app had been there.
 */
export function masked<TName extends string>(field: UseFormRegisterReturn<TName>, mask: Mask) {
  return {
    ...field,
    maxLength: maskMaxLength(mask),
    ref: (element: HTMLInputElement | null) => {
      field.ref(element);
      if (element === null || element.value === '') return;
      const value = applyMask(mask, element.value);
      if (value === element.value) return;
      element.value = value;
      void field.onChange({ target: element, type: 'change' });
    },
    onChange: async (event: ChangeEvent<HTMLInputElement>) => {
      const value = applyMask(mask, event.target.value);
      if (value !== event.target.value) event.target.value = value;
      await field.onChange(event);
    },
  };
}
