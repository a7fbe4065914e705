import { useAtomValue } from 'jotai';
import { LoginPanel } from '../../features/auth/login-panel.tsx';
import type { Mode } from '../../state/mode.ts';
import { isAuthenticatedAtom } from '../../state/token.ts';
import { FaceCheckStepDialog } from './face-check-step-dialog.tsx';
import { SignedInNote } from './signed-in-note.tsx';
import { useFaceCheckStep } from './use-face-check-step.ts';
import { useLoginSession } from './use-login-session.ts';

/**
 * The login of spec §4 as pages use it (home `#login`, `/kiosk/auth`): the auth feature's panel,
 * the face-check step it waits for, and what a finished login does to the app.
 */
export function LoginSection({ mode }: { mode: Mode }) {
  const session = useLoginSession(mode);
  const faceCheck = useFaceCheckStep();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  return (
    <>
      <LoginPanel
        runFaceCheck={faceCheck.run}
        onLoggedIn={session.onLoggedIn}
        onPhoneSaved={session.onPhoneSaved}
        onFinished={session.onFinished}
        signedIn={authenticated ? <SignedInNote mode={mode} /> : undefined}
      />
      {faceCheck.request && <FaceCheckStepDialog request={faceCheck.request} />}
    </>
  );
}
