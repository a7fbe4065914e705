import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { reportSessionState } from '../platform/terminal.ts';
import { isAuthenticatedAtom } from '../state/token.ts';

/**
 * A signed-in citizen is a session in progress: the kiosk shell holds any downloaded update
 * until the session ends (logout, or the idle wipe clearing the token). docs/architecture.md, Kiosk
 * behaviour: updates are installed only when idle, never during a session.
 */
export function useReportSessionState(): void {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  useEffect(() => {
    reportSessionState(authenticated ? 'in-session' : 'idle').catch(() => undefined);
  }, [authenticated]);
}
