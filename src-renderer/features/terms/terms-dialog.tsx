import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { CSSProperties } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { TERMS_DIALOG_WIDTH_PERCENT } from '../../../src-domain/constants.ts';
import { modeAtom } from '../../state/mode.ts';
import { TERMS_CLOSING, TERMS_INTRO, TERMS_SECTIONS, TERMS_TITLE } from './terms-text.ts';
import './terms-dialog.css';

export type TermsChoice = 'agree' | 'disagree';

/** The signed-in user's choice (spec §2 screen 8: only authenticated users see the buttons). */
export interface TermsDecision {
  /** Spec §2.8: "Agree (only when termsofuse is 0)". */
  canAgree: boolean;
  /** The choice being sent; both buttons wait while one runs. */
  pending: TermsChoice | null;
  onAgree: () => void;
  onDisagree: () => void;
}

export interface TermsDialogProps {
  isOpen: boolean;
  /** Closing by Escape, outside click or the close button; absent = non-dismissable mode (§2.8). */
  onClose?: () => void;
  decision?: TermsDecision;
}

const width = { '--dialog-width': `${TERMS_DIALOG_WIDTH_PERCENT}%` } as CSSProperties;

/** The public offer (spec §2 screen 8), text in Cyrillic Uzbek whatever the interface locale. */
export function TermsDialog({ isOpen, onClose, decision }: TermsDialogProps) {
  const { t } = useLingui();
  const dismissable = onClose !== undefined;
  // The modal renders at the end of <body>, outside the kiosk layout: it takes the kiosk's touch
  // sizes from the mode itself.
  const kiosk = useAtomValue(modeAtom) === 'kiosk';
  return (
    <ModalOverlay
      className={kiosk ? 'terms-overlay terms-overlay--kiosk' : 'terms-overlay'}
      isOpen={isOpen}
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
    >
      <Modal className="terms-modal" style={width}>
        <Dialog className="terms-dialog" aria-busy={decision?.pending ? true : undefined}>
          <div className="terms-dialog__text" lang="uz-Cyrl">
            <Heading slot="title" className="terms-dialog__title">
              {TERMS_TITLE}
            </Heading>
            <p>{TERMS_INTRO}</p>
            {TERMS_SECTIONS.map((section) => (
              <section key={section.title}>
                <h3>{section.title}</h3>
                {section.paragraphs.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </section>
            ))}
            <p>{TERMS_CLOSING}</p>
          </div>
          <div className="terms-dialog__actions">
            {decision ? (
              <>
                {decision.canAgree && (
                  <button
                    type="button"
                    className="button"
                    disabled={decision.pending !== null}
                    aria-busy={decision.pending === 'agree'}
                    onClick={decision.onAgree}
                  >
                    {t({ id: 'terms.agree', message: 'Roziman' })}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--danger"
                  disabled={decision.pending !== null}
                  aria-busy={decision.pending === 'disagree'}
                  onClick={decision.onDisagree}
                >
                  {t({ id: 'terms.disagree', message: 'Rozi emasman va tizimdan chiqaman' })}
                </button>
              </>
            ) : (
              dismissable && (
                <button type="button" className="button button--secondary" onClick={onClose}>
                  {t({ id: 'terms.close', message: 'Yopish' })}
                </button>
              )
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
