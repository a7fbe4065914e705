import { useAtomValue } from 'jotai';
import type { CSSProperties, ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { NOTIFICATION_DIALOG_WIDTH_PERCENT } from '../../../src-domain/constants.ts';
import { modeAtom } from '../../state/mode.ts';
import './dialogs.css';

export interface AppDialogProps {
  isOpen: boolean;
  /** Escape, a click outside (when dismissable) or a close button. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** The buttons at the bottom. */
  actions: ReactNode;
  /** False: only the dialog's own buttons close it (no Escape, no click outside). Default true. */
  dismissable?: boolean;
  /** `notification` is 40% wide on desktop (spec §9); every dialog is full width on a phone. */
  size?: 'default' | 'notification';
  /** `alertdialog` for errors: screen readers announce it as urgent. */
  role?: 'dialog' | 'alertdialog';
  icon?: ReactNode;
}

/**
 * The frame of the portal's dialogs (spec §2 screens 3–6), on react-aria-components: a modal
 * that traps focus and hides the page from screen readers, its heading as its label, Escape and
 * outside click closing it unless it is not dismissable. The modal renders at the end of
 * `<body>`, outside the kiosk layout, so it takes the kiosk's 64 px targets from the mode itself.
 */
export function AppDialog({ isOpen, onClose, title, children, actions, dismissable = true, size = 'default', role = 'dialog', icon }: AppDialogProps) {
  const kiosk = useAtomValue(modeAtom) === 'kiosk';
  const width = { '--dialog-notification-width': `${NOTIFICATION_DIALOG_WIDTH_PERCENT}%` } as CSSProperties;
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
      className={kiosk ? 'dialog-overlay dialog-overlay--kiosk' : 'dialog-overlay'}
    >
      <Modal className={`dialog dialog--${size}`} style={width}>
        <Dialog role={role} className="dialog__body">
          <div className="dialog__header">
            {icon}
            <Heading slot="title" className="dialog__title">
              {title}
            </Heading>
          </div>
          {children === undefined ? null : <div className="dialog__content">{children}</div>}
          <div className="dialog__actions">{actions}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
