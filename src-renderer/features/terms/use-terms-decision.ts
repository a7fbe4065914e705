import { useQueryClient } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { modeAtom } from '../../state/mode.ts';
import { redirectUrlAtom } from '../../state/redirect-url.ts';
import { clearSessionAtom } from '../../state/session.ts';
import { userAtom } from '../../state/user.ts';
import { isTokenValid } from './api/check-token.ts';
import { logoutOnServer } from './api/logout.ts';
import { sendOfferChoice } from './api/offer-accept.ts';
import type { TermsChoice } from './terms-dialog.tsx';

export interface TermsDecisionState {
  pending: TermsChoice | null;
  decide: (choice: TermsChoice) => Promise<void>;
}

/**
 * The choices of the offer (spec §4 Terms): the token is checked first and a failed check ends
 * the session silently; Agree sets termsofuse to 1 and, in browser mode, goes to the saved
 * redirect (cleared) or /my_notarial_act; Disagree declines, logs out and leaves the protected
 * area — the browser to / (unless there already), the kiosk to its login.
 */
export function useTermsDecision(): TermsDecisionState {
  const mode = useAtomValue(modeAtom);
  const setUser = useSetAtom(userAtom);
  const [redirectUrl, setRedirectUrl] = useAtom(redirectUrlAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [pending, setPending] = useState<TermsChoice | null>(null);

  const endSession = () => {
    clearSession();
    queryClient.clear();
  };

  const agree = async () => {
    await sendOfferChoice(true);
    setUser((current) => (current ? { ...current, termsofuse: 1 } : current));
    if (mode !== 'browser') return;
    if (redirectUrl) setRedirectUrl(null);
    await navigate(redirectUrl ?? paths.myActs.href());
  };

  const disagree = async () => {
    // The user is leaving either way: a failed decline or logout call is not worth a toast.
    await sendOfferChoice(false, { silent: true }).catch(() => undefined);
    await logoutOnServer();
    endSession();
    if (mode === 'kiosk') await navigate(paths.kiosk.auth.href(), { replace: true });
    else if (pathname !== paths.home.href()) await navigate(paths.home.href(), { replace: true });
  };

  const decide = async (choice: TermsChoice) => {
    if (pending) return;
    setPending(choice);
    try {
      if (!(await isTokenValid())) return endSession();
      await (choice === 'agree' ? agree() : disagree());
    } catch {
      // The API client already told the user (spec §8); the offer stays open for another try.
    } finally {
      setPending(null);
    }
  };

  return { pending, decide };
}
