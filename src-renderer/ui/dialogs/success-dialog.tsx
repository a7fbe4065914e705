import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { AppDialog } from './app-dialog.tsx';
import { DialogIcon } from './dialog-icon.tsx';

export interface SuccessDialogProps {
  isOpen: boolean;
  title: ReactNode;
  content?: ReactNode;
  /** OK, Escape or a click outside: the login flow goes on from here (spec §4 Login flow 5). */
  onClose: () => void;
  dismissable?: boolean;
}

/** Spec §2 screen 3: title, content, OK. */
export function SuccessDialog({ isOpen, title, content, onClose, dismissable }: SuccessDialogProps) {
  const { t } = useLingui();
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      dismissable={dismissable}
      title={title}
      icon={<DialogIcon name="success" />}
      actions={
        <Button className="button" autoFocus onPress={onClose}>
          {t({ id: 'dialog.ok', message: 'OK' })}
        </Button>
      }
    >
      {content}
    </AppDialog>
  );
}
