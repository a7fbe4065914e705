import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorDialog } from '../../ui/dialogs/error-dialog.tsx';
import { SuccessDialog } from '../../ui/dialogs/success-dialog.tsx';
import { TechnicalWorkDialog } from '../../ui/dialogs/technical-work-dialog.tsx';
import { useToast } from '../../ui/toast/use-toast.ts';
import { authenticate } from './api/auth.ts';
import { checkBeforeAuth } from './api/check-before-auth.ts';
import { LoginForm } from './login-form.tsx';
import type { LoginSession, RunFaceCheck } from './login-flow.ts';
import { loginPrefill } from './login-prefill.ts';
import { useLoginFlow } from './use-login-flow.ts';

export interface LoginPanelProps {
  /** The face check step (spec §4.1–4.2), another feature's dialog, handed in by the route. */
  runFaceCheck: RunFaceCheck;
  /** resultCode 1: store the session (spec §4.3). */
  onLoggedIn: (session: LoginSession) => void;
  /** The success dialog closed: the caller leads on (spec §4.5). */
  onFinished: (session: LoginSession) => void;
  /** Shown instead of the form while no login runs, e.g. for a user already signed in. */
  signedIn?: ReactNode;
}

/**
 * The whole login of spec §4 on a page: the form, the flow, and its dialogs — success, technical
 * work, error with retry — plus the pre-check's error toast.
 */
export function LoginPanel({ runFaceCheck, onLoggedIn, onFinished, signedIn }: LoginPanelProps) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const [defaultValues] = useState(() => loginPrefill(params));
  const toast = useToast();
  const flow = useLoginFlow({
    precheck: checkBeforeAuth,
    runFaceCheck,
    auth: authenticate,
    onSuccess: onLoggedIn,
    onPrecheckRejected: (message) => toast.show({ message, tone: 'error' }),
  });
  const result = flow.state.status === 'done' ? flow.state.result : null;
  const name = result?.kind === 'success' ? result.session.user.fullname : '';

  return (
    <>
      {signedIn && flow.state.status === 'idle' ? signedIn : <LoginForm defaultValues={defaultValues} busy={flow.busy} onSubmit={flow.start} />}
      <SuccessDialog
        isOpen={result?.kind === 'success'}
        title={t({ id: 'login.success.title', message: 'Shaxsingiz tasdiqlandi' })}
        content={name ? <p>{t({ id: 'login.success.text', message: `Xush kelibsiz, ${name}!` })}</p> : undefined}
        dismissable={false}
        onClose={() => {
          flow.dismiss();
          if (result?.kind === 'success') onFinished(result.session);
        }}
      />
      <TechnicalWorkDialog
        isOpen={result?.kind === 'maintenance'}
        message={result?.kind === 'maintenance' ? result.message : undefined}
        onClose={flow.dismiss}
      />
      <ErrorDialog
        isOpen={result?.kind === 'failed' || result?.kind === 'rate-limited'}
        message={result?.kind === 'failed' || result?.kind === 'rate-limited' ? result.message : undefined}
        onRetry={flow.retry}
        onClose={flow.dismiss}
      />
    </>
  );
}
