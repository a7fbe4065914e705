import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { AppDialog } from './app-dialog.tsx';
import { DialogIcon } from './dialog-icon.tsx';

export interface TechnicalWorkDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The server's own notice, shown under the standard one when it sends one. */
  message?: ReactNode;
  dismissable?: boolean;
}

/** Spec §2 screen 5: the technical-work notice (the login answered resultCode 0, spec §4). */
export function TechnicalWorkDialog({ isOpen, onClose, message, dismissable }: TechnicalWorkDialogProps) {
  const { t } = useLingui();
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      dismissable={dismissable}
      title={t({ id: 'dialog.technicalWork.title', message: 'Texnik ishlar' })}
      icon={<DialogIcon name="warning" />}
      actions={
        <Button className="button" autoFocus onPress={onClose}>
          {t({ id: 'dialog.ok', message: 'OK' })}
        </Button>
      }
    >
      <p>{t({ id: 'dialog.technicalWork.text', message: 'Tizimda texnik ishlar olib borilmoqda. Iltimos, birozdan keyin qayta urinib ko‘ring.' })}</p>
      {message ? <p>{message}</p> : null}
    </AppDialog>
  );
}
