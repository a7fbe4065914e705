import { useAtom, useAtomValue } from 'jotai';
import { Suspense, lazy, useEffect } from 'react';
import { isAuthenticatedAtom } from '../../state/token.ts';
import { userAtom } from '../../state/user.ts';
import { useNotifyList } from './api/get-notify.ts';
import { notificationsRequestAtom } from './notifications-request.ts';
import { loadChunk } from '../../ui/chunk-load.ts';

const NotificationListDialog = lazy(() => loadChunk(() => import('./notification-list-dialog.tsx')));

/**
 * Mounted in the kiosk layout, so the list shows over whatever page the login led to (spec §4.5:
 * "go to the saved redirect, then show the notification list"). It waits while the offer is
 * pending (termsofuse ≠ 1) and shows only a non-empty list (§4.6).
 */
export function NotificationListHost() {
  const [requested, setRequested] = useAtom(notificationsRequestAtom);
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const accepted = useAtomValue(userAtom)?.termsofuse === 1;
  const ready = requested && authenticated && accepted;
  const { data, isError } = useNotifyList(ready);
  const nothing = isError || (data !== undefined && data.length === 0);

  useEffect(() => {
    // A session that ended, an empty list or a failed call (only logged, spec §7): nothing to show.
    if (requested && (!authenticated || (ready && nothing))) setRequested(false);
  }, [requested, authenticated, ready, nothing, setRequested]);

  if (!ready || !data || data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NotificationListDialog isOpen kiosk onClose={() => setRequested(false)} />
    </Suspense>
  );
}
