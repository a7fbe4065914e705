import { Trans, useLingui } from '@lingui/react/macro';
import { PASSPORT_NUMBER_LENGTH, PASSPORT_SERIES_LENGTH, PIN_LENGTH } from '../../../src-domain/constants.ts';
import { LoginField } from '../../features/auth/login-field.tsx';
import type { LoginFormValues } from '../../features/auth/login-prefill.ts';
import { Spinner } from '../../ui/spinner.tsx';
import '../../features/auth/login-form.css';

/**
 * Placeholders of the real form (src-domain/identity: PASSPORT_SERIES_PLACEHOLDER,
 * PASSPORT_NUMBER_PLACEHOLDER), repeated because importing those modules would bring their
 * validation schemas and valibot into the home page; a test keeps them equal.
 */
export const SHELL_PLACEHOLDERS = { passserial: 'AA', passnum: '0000000' } as const;

export interface LoginShellProps {
  defaults: LoginFormValues;
  /** A submit waits for the real form: the button shows it is busy. */
  busy: boolean;
  onSubmit: () => void;
}

/**
 * The passport form as it looks before its code is loaded (spec §2 screen 1): the same fields,
 * labels and button as `features/auth/login-form.tsx`, without validation, react-hook-form or
 * dialogs. It is what the prerendered page shows and what the home page hydrates; the first
 * sign of a login (pointer, focus, submit) loads the real form, which takes over what was typed.
 * The inputs have no `name` (`data-login-field` names them for the hand-over, see
 * `login-handoff.ts`), so a submit without JavaScript sends nothing anywhere.
 */
export function LoginShell({ defaults, busy, onSubmit }: LoginShellProps) {
  const { t } = useLingui();
  return (
    <form
      className="login-form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <LoginField
        label={t({ id: 'login.pin.label', message: 'JShShIR (shaxsiy identifikatsiya raqami)' })}
        inputMode="numeric"
        maxLength={PIN_LENGTH}
        data-login-field="pin"
        defaultValue={defaults.pin}
      />
      <div className="login-form__passport">
        <LoginField
          label={t({ id: 'login.passserial.label', message: 'Pasport seriyasi' })}
          placeholder={SHELL_PLACEHOLDERS.passserial}
          maxLength={PASSPORT_SERIES_LENGTH}
          autoCapitalize="characters"
          data-keyboard="latin"
          data-login-field="passserial"
          defaultValue={defaults.passserial}
        />
        <LoginField
          label={t({ id: 'login.passnum.label', message: 'Pasport raqami' })}
          placeholder={SHELL_PLACEHOLDERS.passnum}
          inputMode="numeric"
          maxLength={PASSPORT_NUMBER_LENGTH}
          data-login-field="passnum"
          defaultValue={defaults.passnum}
        />
      </div>
      <button type="submit" className="button login-form__submit" disabled={busy} aria-busy={busy}>
        {busy && <Spinner />}
        {busy ? t({ id: 'login.submit.busy', message: 'Tekshirilmoqda…' }) : t({ id: 'login.submit', message: 'Identifikatsiyadan o‘tish' })}
      </button>
      <noscript>
        <p className="notice notice--warning">
          <Trans id="home.login.noscript">Tizimga kirish va yuzni tekshirish uchun brauzeringizda JavaScript yoqilgan bo‘lishi kerak.</Trans>
        </p>
      </noscript>
    </form>
  );
}
