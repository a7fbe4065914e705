import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { PASSPORT_NUMBER_LENGTH, PASSPORT_SERIES_LENGTH, PIN_LENGTH } from '../../../src-domain/constants.ts';
import { AuthIdentitySchema, type AuthIdentity } from '../../../src-domain/identity/auth-identity.ts';
import { hasCyrillic } from '../../../src-domain/identity/has-cyrillic.ts';
import { PASSPORT_NUMBER_PLACEHOLDER } from '../../../src-domain/identity/passport-number.ts';
import { PASSPORT_SERIES_PLACEHOLDER } from '../../../src-domain/identity/passport-series.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { LoginField } from './login-field.tsx';
import { sanitizeLoginField, type LoginFormValues } from './login-prefill.ts';
import { useValidationMessage } from '../../shared/use-validation-message.ts';
import './login-form.css';

export interface LoginFormProps {
  defaultValues: LoginFormValues;
  /** The flow is running: the button shows its loading state (spec §2 screen 1). */
  busy: boolean;
  onSubmit: (identity: AuthIdentity) => void;
}

/** Wraps a registered onChange so the field keeps only what it may hold, as it is typed. */
function sanitized(field: UseFormRegisterReturn<keyof LoginFormValues>, clean: (text: string) => string, after?: (value: string) => void) {
  return {
    ...field,
    onChange: async (event: ChangeEvent<HTMLInputElement>) => {
      const value = clean(event.target.value);
      if (value !== event.target.value) event.target.value = value;
      await field.onChange(event);
      after?.(value);
    },
  };
}

/**
 * Passport identification (spec §2 screen 1, §5): pin, series and number validated by the
 * domain schemas. On a kiosk the on-screen keyboard reads `inputMode`, `maxLength` and
 * `data-keyboard` to pick its layout and limit (features/keyboard).
 */
export function LoginForm({ defaultValues, busy, onSubmit }: LoginFormProps) {
  const { t } = useLingui();
  const message = useValidationMessage();
  const {
    register,
    handleSubmit,
    setFocus,
    control,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, AuthIdentity>({
    defaultValues,
    resolver: valibotResolver(AuthIdentitySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const series = useWatch({ control, name: 'passserial' }) ?? '';

  // Spec §5: "Once series has 2 characters focus moves to number". Not while it holds Cyrillic:
  // the warning asks the user to fix the series first.
  const onSeriesTyped = (value: string) => {
    if (value.length === PASSPORT_SERIES_LENGTH && !hasCyrillic(value)) setFocus('passnum');
  };

  return (
    <form className="login-form" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <LoginField
        label={t({ id: 'login.pin.label', message: 'JShShIR (shaxsiy identifikatsiya raqami)' })}
        inputMode="numeric"
        maxLength={PIN_LENGTH}
        error={message(errors.pin?.message)}
        {...sanitized(register('pin'), sanitizeLoginField.pin)}
      />
      <div className="login-form__passport">
        <LoginField
          label={t({ id: 'login.passserial.label', message: 'Pasport seriyasi' })}
          placeholder={PASSPORT_SERIES_PLACEHOLDER}
          maxLength={PASSPORT_SERIES_LENGTH}
          autoCapitalize="characters"
          data-keyboard="latin"
          error={message(errors.passserial?.message)}
          warning={hasCyrillic(series) ? message('error_passserial_latin_only') : undefined}
          {...sanitized(register('passserial'), sanitizeLoginField.passserial, onSeriesTyped)}
        />
        <LoginField
          label={t({ id: 'login.passnum.label', message: 'Pasport raqami' })}
          placeholder={PASSPORT_NUMBER_PLACEHOLDER}
          inputMode="numeric"
          maxLength={PASSPORT_NUMBER_LENGTH}
          error={message(errors.passnum?.message)}
          {...sanitized(register('passnum'), sanitizeLoginField.passnum)}
        />
      </div>
      <button type="submit" className="button login-form__submit" disabled={busy} aria-busy={busy}>
        {busy && <Spinner />}
        {busy ? t({ id: 'login.submit.busy', message: 'Tekshirilmoqda…' }) : t({ id: 'login.submit', message: 'Identifikatsiyadan o‘tish' })}
      </button>
    </form>
  );
}
