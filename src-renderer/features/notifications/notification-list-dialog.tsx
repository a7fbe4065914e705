import { useLingui } from '@lingui/react/macro';
import { Button } from 'react-aria-components';
import { AppDialog } from '../../ui/dialogs/app-dialog.tsx';
import { useNotifyList } from './api/get-notify.ts';
import { NotificationList, type NotificationListState } from './notification-list.tsx';
import './notification-list.css';

export interface NotificationListDialogProps {
  isOpen: boolean;
  onClose: () => void;
  kiosk: boolean;
}

/** The notification list (spec §2 screen 7) in the notification-size dialog: 40% wide on desktop (§9). */
export default function NotificationListDialog({ isOpen, onClose, kiosk }: NotificationListDialogProps) {
  const { t } = useLingui();
  const query = useNotifyList(isOpen);
  const state: NotificationListState =
    query.status === 'success'
      ? { status: 'success', items: query.data }
      : query.status === 'error'
        ? { status: 'error', retry: () => void query.refetch() }
        : { status: 'pending' };
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      size="notification"
      title={t({ id: 'notify.title', message: 'Notarial harakatlaringiz bo‘yicha bildirishnomalar' })}
      actions={
        <Button className="button button--secondary" onPress={onClose}>
          {t({ id: 'notify.close', message: 'Yopish' })}
        </Button>
      }
    >
      <NotificationList state={state} kiosk={kiosk} onNavigate={onClose} />
    </AppDialog>
  );
}
