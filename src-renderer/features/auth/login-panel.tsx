import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { loadChunk } from '../../ui/chunk-load.ts';
import { useToast } from '../../ui/toast/use-toast.ts';
import { authenticate } from './api/auth.ts';
import { checkBeforeAuth } from './api/check-before-auth.ts';
import { LoginForm } from './login-form.tsx';
import type { LoginSession, RunFaceCheck } from './login-flow.ts';
import { loginPrefill } from './login-prefill.ts';
import { PhoneStep } from './phone-step.tsx';
import { useLoginFlow } from './use-login-flow.ts';

const loadDialogs = () => import('./login-dialogs.tsx');
const LoginDialogs = lazy(() => loadChunk(loadDialogs).then((module) => ({ default: module.LoginDialogs })));

export interface LoginPanelProps {
  /** The face check step (spec §4.1–4.2), another feature's dialog, handed in by the route. */
  runFaceCheck: RunFaceCheck;
  /** resultCode 1: store the session (spec §4.3). */
  onLoggedIn: (session: LoginSession) => void;
  /** The contact phone is confirmed or kept: the stored user takes it. */
  onPhoneSaved?: (phone: string) => void;
  /** The success dialog closed and the phone step is done: the caller leads on (spec §4.5). */
  onFinished: (session: LoginSession) => void;
  /** Shown instead of the form while no login runs, e.g. for a user already signed in. */
  signedIn?: ReactNode;
}

/**
 * The whole login of spec §4 on a page: the form, the flow, and its dialogs — success, technical
 * work, error with retry (login-dialogs.tsx, loaded once a login starts) — plus the pre-check's
 * error toast; after the success dialog, the phone step (docs/decisions/0058-contact-phone-at-login.md).
 */
export function LoginPanel({ runFaceCheck, onLoggedIn, onPhoneSaved, onFinished, signedIn }: LoginPanelProps) {
  const [params] = useSearchParams();
  // After the success dialog: the login form's phone (spec §5), asked once the person is known.
  const [phoneFor, setPhoneFor] = useState<LoginSession | null>(null);
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
  const started = flow.state.status !== 'idle';
  // The dialogs' chunk is fetched while the face check runs, so the result does not wait for it.
  useEffect(() => {
    if (started) void loadDialogs().catch(() => undefined); // a failed prefetch is retried when a dialog is shown
  }, [started]);

  return (
    <>
      {phoneFor ? (
        <PhoneStep
          initialPhone={phoneFor.user.phone}
          onDone={(phone) => {
            onPhoneSaved?.(phone);
            setPhoneFor(null);
            onFinished({ ...phoneFor, user: { ...phoneFor.user, phone } });
          }}
        />
      ) : signedIn && flow.state.status === 'idle' ? (
        signedIn
      ) : (
        <LoginForm defaultValues={defaultValues} busy={flow.busy} onSubmit={flow.start} />
      )}
      {result && (
        <Suspense fallback={null}>
          <LoginDialogs result={result} onDismiss={flow.dismiss} onRetry={flow.retry} onFinished={setPhoneFor} />
        </Suspense>
      )}
    </>
  );
}
