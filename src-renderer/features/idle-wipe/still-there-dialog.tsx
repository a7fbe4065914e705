import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useReadAloud } from '../../ui/use-read-aloud.ts';
import './still-there-dialog.css';

export interface StillThereDialogProps {
  secondsLeft: number;
  /** "Continue", Escape or a press outside: someone is at the terminal. */
  onContinue: () => void;
}

/** Screen readers hear the time left at these seconds; the number itself changes silently. */
const ANNOUNCED_SECONDS: ReadonlySet<number> = new Set([10, 5]);

/**
 * The kiosk idle countdown (docs/decisions/0022-kiosk-idle-wipe.md): an alert dialog, so a screen
 * reader announces its title and text as it opens, with focus on its one large button. The seconds
 * are a `timer` (not read out every second); at 10 and 5 seconds a status line says what is left.
 */
export function StillThereDialog({ secondsLeft, onContinue }: StillThereDialogProps) {
  const { t } = useLingui();
  const textId = useId();
  const title = t({ id: 'idleWipe.title', message: 'Hali shu yerdamisiz?' });
  const text = t({
    id: 'idleWipe.text',
    message: 'Terminalda uzoq vaqt hech narsa bosilmadi. Vaqt tugaganda seans yakunlanadi va ma’lumotlaringiz terminaldan o‘chiriladi.',
  });
  // A citizen who had the screen read aloud hears the question too.
  useReadAloud(`${title} ${text}`);
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onContinue();
      }}
      className="still-there-overlay"
    >
      <Modal className="still-there">
        <Dialog role="alertdialog" className="still-there__body" aria-describedby={textId}>
          <Heading slot="title" className="still-there__title">
            {title}
          </Heading>
          <p className="still-there__count" role="timer">
            <span className="still-there__number">{secondsLeft}</span>
            <span className="still-there__unit">{t({ id: 'idleWipe.secondsUnit', message: 'soniya' })}</span>
          </p>
          <p id={textId} className="still-there__text">
            {text}
          </p>
          <p role="status" className="visually-hidden">
            {ANNOUNCED_SECONDS.has(secondsLeft) ? t({ id: 'idleWipe.secondsLeft', message: `${secondsLeft} soniya qoldi` }) : ''}
          </p>
          <Button className="button still-there__continue" autoFocus onPress={onContinue}>
            {t({ id: 'idleWipe.continue', message: 'Davom etish' })}
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
