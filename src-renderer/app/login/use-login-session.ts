import { useAtom, useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { afterLoginTarget } from '../../features/auth/after-login-target.ts';
import type { LoginSession } from '../../features/auth/login-flow.ts';
import { notificationsRequestAtom } from '../../features/notifications/notifications-request.ts';
import { termsDeferredAtom } from '../../features/terms/terms-deferred.ts';
import type { Mode } from '../../state/mode.ts';
import { redirectUrlAtom } from '../../state/redirect-url.ts';
import { keepOnlyDraftsOf } from '../../state/step-drafts.ts';
import { tokenAtom } from '../../state/token.ts';
import { userAtom } from '../../state/user.ts';

export interface LoginSessionHandlers {
  onLoggedIn: (session: LoginSession) => void;
  /** The phone step kept or confirmed the contact phone (docs/decisions/0058-contact-phone-at-login.md). */
  onPhoneSaved: (phone: string) => void;
  onFinished: (session: LoginSession) => void;
}

/**
 * What a login does to the app (spec §4 Login flow 3, 5, 6), composed here because it joins three
 * features: the session is stored at resultCode 1 while the offer waits behind the success dialog;
 * when that dialog closes, `afterLoginTarget` decides where to go, whether the offer opens (the
 * terms gate does it once the wait ends) and whether the kiosk's notification list follows.
 */
export function useLoginSession(mode: Mode): LoginSessionHandlers {
  const setToken = useSetAtom(tokenAtom);
  const setUser = useSetAtom(userAtom);
  const setTermsDeferred = useSetAtom(termsDeferredAtom);
  const setNotificationsRequested = useSetAtom(notificationsRequestAtom);
  const [redirectUrl, setRedirectUrl] = useAtom(redirectUrlAtom);
  const navigate = useNavigate();
  const { search } = useLocation();

  return {
    onLoggedIn: ({ token, user }) => {
      setTermsDeferred(true);
      setToken(token);
      setUser(user);
      // A session that ran out here may have left its person's drafts: nobody else gets to hold them.
      keepOnlyDraftsOf(user.id);
    },
    onPhoneSaved: (phone) => setUser((user) => (user ? { ...user, phone } : user)),
    onFinished: ({ user }) => {
      const target = afterLoginTarget({ mode, user, query: search, redirectUrl });
      if (target.clearRedirect) setRedirectUrl(null);
      setNotificationsRequested(target.showNotifications);
      setTermsDeferred(false);
      if (target.navigateTo) void navigate(target.navigateTo);
    },
  };
}
