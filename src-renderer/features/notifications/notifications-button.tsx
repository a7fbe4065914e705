import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { userAtom } from '../../state/user.ts';
import { RQKEY, useNotifyList } from './api/get-notify.ts';
import './notification-list.css';
import { loadChunk } from '../../ui/chunk-load.ts';

const NotificationListDialog = lazy(() => loadChunk(() => import('./notification-list-dialog.tsx')));

/**
 * The header stays mounted while the pages change, so its query would never ask again by itself:
 * each move to another page asks once more if the count is older than the list's fresh time (a
 * minute), joining a request already under way instead of cancelling it.
 */
function useRecountOnNavigation(enabled: boolean) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const person = useAtomValue(userAtom)?.pin ?? '';
  useEffect(() => {
    if (enabled) void queryClient.refetchQueries({ queryKey: RQKEY(person), stale: true, type: 'active' }, { cancelRefetch: false });
  }, [enabled, pathname, person, queryClient]);
}

/**
 * The notification list for a signed-in citizen of the web portal (the kiosk shows it after
 * login, spec §4.5–6; decision 0013): a header button naming how many acts await the user, which
 * opens the same list. It counts only once the offer is accepted (the offer comes first).
 */
export default function NotificationsButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const accepted = useAtomValue(userAtom)?.termsofuse === 1;
  const count = useNotifyList(accepted).data?.length;
  useRecountOnNavigation(accepted);
  return (
    <>
      {/* The name is the text, "Bildirishnomalar 2", no aria-label: where the header is tight the
          word is hidden visually (web-header.css) and the bell and the count stay. */}
      <button type="button" className="button button--secondary notify-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg className="notify-button__bell" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zM10 19a2 2 0 0 0 4 0"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
            fill="none"
          />
        </svg>
        <span className="notify-button__label">{t({ id: 'notify.button', message: 'Bildirishnomalar' })}</span>
        {count ? <span className="notify-button__count">{count}</span> : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationListDialog isOpen kiosk={false} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
