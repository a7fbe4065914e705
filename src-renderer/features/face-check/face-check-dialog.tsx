import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { AuthIdentity } from '../../../src-domain/identity/auth-identity.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { useActivityHold } from '../../state/activity-hold.ts';
import { localeAtom } from '../../state/locale.ts';
import { modeAtom } from '../../state/mode.ts';
import { setFaceCheckLight } from '../../platform/terminal.ts';
import { ReadAloudToggle } from '../../ui/read-aloud-toggle.tsx';
import { useReadAloud } from '../../ui/use-read-aloud.ts';
import { linkAbort } from './abort.ts';
import { browserFaceCheckDeps } from './browser-deps.ts';
import { FaceCheckStage } from './face-check-stage.tsx';
import { createFaceCheckController, type FaceCheckController } from './face-check-controller.ts';
import type { FaceCheckDeps } from './face-check-run.ts';
import type { FaceCheckState } from './face-check-state.ts';
import { NotReadyMessage } from './not-ready-message.tsx';
import { useFaceCheckTexts } from './use-face-check-texts.ts';
import { useScreenLightColour } from './use-screen-light-colour.ts';
import { useThrottledAnnouncement } from './use-throttled-announcement.ts';
import './face-check-dialog.css';

/** People expect to see themselves as in a mirror; frames still go out unmirrored (camera.ts). */
const MIRRORED_PREVIEW = true;

export type CreateFaceCheckDeps = (video: () => HTMLVideoElement | null, locale: () => Locale) => FaceCheckDeps;

export interface FaceCheckDialogProps {
  identity: AuthIdentity;
  /** Aborted when the login is abandoned: the check stops and nothing is reported. */
  signal: AbortSignal;
  /** The check passed: the server's jwt for `POST /api/auth` (spec §4.2). */
  onPassed: (jwt: string) => void;
  /** Time-out (123 s), a refused attempt, a final server error: the login shows its error dialog (§4.4). */
  onFailed: (error: unknown) => void;
  /** The Cancel button. */
  onCancel: () => void;
  /** Camera, socket and API; the browser's unless a test passes fakes. */
  createDeps?: CreateFaceCheckDeps;
}

/**
 * The face check of spec §2 screen 2: full screen, labelled by its title, closed only by its
 * Cancel button (no Escape, no outside click) or by the check ending. Runs one
 * `createFaceCheckController` check for as long as it is shown.
 */
export function FaceCheckDialog({ identity, signal, onPassed, onFailed, onCancel, createDeps = browserFaceCheckDeps }: FaceCheckDialogProps) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const kiosk = useAtomValue(modeAtom) === 'kiosk';
  const [state, setState] = useState<FaceCheckState>({ phase: 'preparing' });
  const videoRef = useRef<HTMLVideoElement>(null);
  const latest = useRef({ locale, onPassed, onFailed, createDeps });
  const running = useRef<{ controller: FaceCheckController; cancel: AbortController } | null>(null);
  // A citizen holding still for the camera is not idle: no kiosk idle wipe while the check runs
  // (it has its own 123 s time-out, spec §4.4).
  useActivityHold('face-check');

  useEffect(() => {
    latest.current = { locale, onPassed, onFailed, createDeps };
  });
  // One check per person, not per render: a page that renders the dialog again with an equal
  // identity object (the room's join, at every room change) must not restart the check under way.
  const { pin, passserial, passnum } = identity;

  useEffect(() => {
    const cancel = new AbortController();
    const unlink = linkAbort(signal, cancel);
    const controller = createFaceCheckController(
      latest.current.createDeps(
        () => videoRef.current,
        () => latest.current.locale,
      ),
    );
    running.current = { controller, cancel };
    const unsubscribe = controller.subscribe(() => setState(controller.getState()));
    controller.run({ pin, passserial, passnum }, cancel.signal).then(
      ({ jwt }) => latest.current.onPassed(jwt),
      (error: unknown) => {
        // Cancelled, abandoned or closed: whoever did it already knows.
        if (!cancel.signal.aborted) latest.current.onFailed(error);
      },
    );
    return () => {
      unsubscribe();
      unlink();
      cancel.abort();
      running.current = null;
    };
  }, [pin, passserial, passnum, signal]);

  const texts = useFaceCheckTexts(state, locale);
  const announcement = useThrottledAnnouncement(texts.announcement);
  // At a terminal with read-aloud on, the citizen hears what the live region says (the kiosk's
  // display aids, docs/decisions/0040-kiosk-display-aids-and-read-aloud.md).
  useReadAloud(announcement);
  const view = state.phase === 'checking' ? state.view : null;
  // The screen's colours light the face (docs/liveness.md, Presentation attacks): the whole
  // dialog takes them while frames go out; at a terminal, main turns the backlight up meanwhile.
  const lightColour = useScreenLightColour(state.phase === 'checking' ? state.light : null);
  const lit = lightColour !== null;
  useEffect(() => {
    if (!lit) return;
    setFaceCheckLight(true).catch(() => undefined);
    return () => void setFaceCheckLight(false).catch(() => undefined);
  }, [lit]);
  const overlay = {
    faceRect: view?.faceRect ?? null,
    arrows: texts.arrows,
    hint: texts.hint,
    fine: view !== null && view.errors.length === 0,
    mirrored: MIRRORED_PREVIEW,
    active: state.phase !== 'passed',
  };

  const cancel = () => {
    running.current?.cancel.abort();
    onCancel();
  };

  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled
      className={['face-check-overlay', kiosk ? 'face-check-overlay--kiosk' : '', lit ? 'face-check-overlay--lit' : ''].filter(Boolean).join(' ')}
      style={lit ? ({ '--face-check-light': lightColour } as CSSProperties) : undefined}
      data-screen-light={lightColour ?? undefined}
    >
      <Modal className="face-check">
        <Dialog className="face-check__body" aria-busy={state.phase === 'preparing' || state.phase === 'connecting' || state.phase === 'reconnecting'}>
          <div className="face-check__header">
            <Heading slot="title" className="face-check__title">
              {t({ id: 'faceCheck.title', message: 'Yuzni tekshirish' })}
            </Heading>
            {texts.progress && <p className="face-check__progress">{texts.progress}</p>}
            <p className="face-check__instruction">{texts.instruction}</p>
            {lit && (
              <p className="face-check__light-note">
                {t({ id: 'faceCheck.lightNote', message: 'Ekran rangi sekin o‘zgaradi: yuzingiz uning yorug‘ida ekani tekshiriladi' })}
              </p>
            )}
          </div>
          <div className="face-check__main">
            <FaceCheckStage videoRef={videoRef} overlay={overlay} />
            {state.phase === 'not-ready' && <NotReadyMessage missing={state.missing} />}
          </div>
          <p role="status" className="visually-hidden">
            {announcement}
          </p>
          <div className="face-check__actions">
            {kiosk && <ReadAloudToggle />}
            {state.phase === 'not-ready' && (
              <Button className="button" autoFocus onPress={() => running.current?.controller.retry()}>
                {t({ id: 'faceCheck.retry', message: 'Qayta urinish' })}
              </Button>
            )}
            <Button className="button button--secondary" onPress={cancel}>
              {t({ id: 'faceCheck.cancel', message: 'Bekor qilish' })}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
