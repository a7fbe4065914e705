import { useLingui } from '@lingui/react/macro';
import { useState, type ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { hasCyrillic } from '../../../src-domain/identity/has-cyrillic.ts';
import { applyMask } from '../../../src-domain/masks/apply-mask.ts';
import type { Mask } from '../../../src-domain/masks/mask.ts';
import { EditorField, type EditorFieldProps } from './editor-field.tsx';
import { maskInputProps, maskTakesLetters } from './mask-input-props.ts';

export interface MaskedFieldProps extends Omit<EditorFieldProps, 'warning' | 'maxLength' | 'inputMode' | 'name' | 'onChange' | 'onBlur' | 'ref'> {
  mask: Mask;
  /** `register(name)` of react-hook-form. */
  registration: UseFormRegisterReturn;
  /** Called with the masked text after each change (a lookup resets its answer). */
  onTyped?: (value: string) => void;
}

/**
 * A field typed through a domain mask (spec §5, `src-domain/masks/masks.ts`): what does not fit
 * is dropped as it is typed, the separators of a pattern appear by themselves, and the kiosk
 * keyboard gets its layout and limit. Letters typed in the Cyrillic layout into a Latin field are
 * dropped too, and the field says why (the login form's rule, `hasCyrillic`).
 */
export function MaskedField({ mask, registration, onTyped, ...field }: MaskedFieldProps) {
  const { t } = useLingui();
  const [cyrillicTyped, setCyrillicTyped] = useState(false);
  const takesLetters = maskTakesLetters(mask);

  const typed = (raw: string, value: string) => {
    if (takesLetters) setCyrillicTyped(hasCyrillic(raw));
    onTyped?.(value);
  };

  return (
    <EditorField
      {...maskInputProps(mask)}
      {...field}
      {...masked(registration, mask, typed)}
      warning={cyrillicTyped ? t({ id: 'act.editor.latinOnly', message: 'Lotin harflarida kiriting (klaviatura tilini almashtiring)' }) : undefined}
    />
  );
}

/**
 * The registered field with its change handler typing through the mask. `typed` runs before
 * react-hook-form's (asynchronous) handling, so a lookup started right after typing stays started.
 */
function masked(registration: UseFormRegisterReturn, mask: Mask, typed: (raw: string, value: string) => void) {
  return {
    ...registration,
    onChange: async (event: ChangeEvent<HTMLInputElement>) => {
      const raw = event.target.value;
      const value = applyMask(mask, raw);
      if (value !== raw) event.target.value = value;
      typed(raw, value);
      await registration.onChange(event);
    },
  };
}
