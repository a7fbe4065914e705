import { useLingui } from '@lingui/react/macro';
import { ErrorDialog } from '../../ui/dialogs/error-dialog.tsx';
import { SuccessDialog } from '../../ui/dialogs/success-dialog.tsx';
import { TechnicalWorkDialog } from '../../ui/dialogs/technical-work-dialog.tsx';
import type { LoginSession } from './login-flow.ts';
import type { LoginResult } from './use-login-flow.ts';

export interface LoginDialogsProps {
  result: LoginResult;
  /** Closes the dialog; the form is shown again. */
  onDismiss: () => void;
  /** "Try again" of the error dialog (spec §4.4). */
  onRetry: () => void;
  /** The success dialog closed: the caller leads on (spec §4.5). */
  onFinished: (session: LoginSession) => void;
}

/**
 * The dialog a finished login shows (spec §2 screens 3–5): success, technical work, or the error
 * with retry. Its own chunk (login-panel.tsx loads it once a login starts), so the login page's
 * first download does not carry react-aria's modal machinery.
 */
export function LoginDialogs({ result, onDismiss, onRetry, onFinished }: LoginDialogsProps) {
  const { t } = useLingui();
  const name = result.kind === 'success' ? result.session.user.fullname : '';
  return (
    <>
      <SuccessDialog
        isOpen={result.kind === 'success'}
        title={t({ id: 'login.success.title', message: 'Shaxsingiz tasdiqlandi' })}
        content={name ? <p>{t({ id: 'login.success.text', message: `Xush kelibsiz, ${name}!` })}</p> : undefined}
        dismissable={false}
        onClose={() => {
          onDismiss();
          if (result.kind === 'success') onFinished(result.session);
        }}
      />
      <TechnicalWorkDialog isOpen={result.kind === 'maintenance'} message={result.kind === 'maintenance' ? result.message : undefined} onClose={onDismiss} />
      <ErrorDialog
        isOpen={result.kind === 'failed' || result.kind === 'rate-limited'}
        message={result.kind === 'failed' || result.kind === 'rate-limited' ? result.message : undefined}
        onRetry={onRetry}
        onClose={onDismiss}
      />
    </>
  );
}
