import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { forgetCitizenAtom } from '../../state/citizen-state.ts';
import { clearServerCache } from '../../state/server-cache.ts';
import { logoutOnServer } from '../../features/terms/api/logout.ts';
import { signedOutHref } from '../../shared/paths.ts';
import { clearSessionAtom } from '../../state/session.ts';
import { clearAllDrafts } from '../../state/step-drafts.ts';

/**
 * Ends the session and leaves the protected area (spec §4 Terms, "Disagree" does the same):
 * the server revokes it (best effort: the request leaves with the token before it is
 * forgotten here), the browser goes to the main page, a kiosk to its auth page. Cached server
 * data of the user and the wizard drafts typed in this tab go with the session; in a kiosk every
 * citizen atom too (state/citizen-state.ts).
 */
export function useLogout(mode: 'browser' | 'kiosk'): () => void {
  const clearSession = useSetAtom(clearSessionAtom);
  const forgetCitizen = useSetAtom(forgetCitizenAtom);
  const navigate = useNavigate();
  return () => {
    void logoutOnServer();
    clearSession();
    // What was typed and never sent stays with nobody (docs/decisions/0060-wizard-step-drafts.md).
    clearAllDrafts();
    // A kiosk's next citizen starts afresh: display aids, read-aloud, where the last one was going.
    if (mode === 'kiosk') forgetCitizen();
    clearServerCache();
    void navigate(signedOutHref(mode === 'kiosk'), { replace: true });
  };
}
