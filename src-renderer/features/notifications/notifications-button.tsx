import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Suspense, lazy, useState } from 'react';
import { userAtom } from '../../state/user.ts';
import { useNotifyList } from './api/get-notify.ts';
import './notification-list.css';

const NotificationListDialog = lazy(() => import('./notification-list-dialog.tsx'));

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
  return (
    <>
      {/* The name is what is seen, "Bildirishnomalar 2" (label in name, WCAG 2.5.3), no aria-label. */}
      <button type="button" className="button button--secondary notify-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t({ id: 'notify.button', message: 'Bildirishnomalar' })}
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
