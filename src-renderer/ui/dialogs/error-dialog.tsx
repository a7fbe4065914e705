import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { AppDialog } from './app-dialog.tsx';
import { DialogIcon } from './dialog-icon.tsx';

export interface ErrorDialogProps {
  isOpen: boolean;
  /** "Error" when absent. */
  title?: ReactNode;
  /** The server's message; absent: the default of spec §8 ("identity confirmation failed, try again"). */
  message?: ReactNode;
  /** Retry (spec §2 screen 4, §4 Login flow 3: "its button retries login"); the owner closes the dialog. */
  onRetry: () => void;
  onClose: () => void;
  dismissable?: boolean;
}

/** Spec §2 screen 4: an error with a retry button, announced as an alert dialog. */
export function ErrorDialog({ isOpen, title, message, onRetry, onClose, dismissable }: ErrorDialogProps) {
  const { t } = useLingui();
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      dismissable={dismissable}
      role="alertdialog"
      title={title ?? t({ id: 'dialog.error.title', message: 'Xatolik' })}
      icon={<DialogIcon name="error" />}
      actions={
        <>
          <Button className="button button--secondary" onPress={onClose}>
            {t({ id: 'dialog.close', message: 'Yopish' })}
          </Button>
          <Button className="button" autoFocus onPress={onRetry}>
            {t({ id: 'dialog.retry', message: 'Qayta urinish' })}
          </Button>
        </>
      }
    >
      <p>{message ?? t({ id: 'dialog.error.defaultMessage', message: 'Shaxsingizni tasdiqlab bo‘lmadi. Qayta urinib ko‘ring.' })}</p>
    </AppDialog>
  );
}
