import { useLingui } from '@lingui/react/macro';
import { CAMERA_START_DELAY_MS } from '../../../src-domain/constants.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { challengeInstruction } from '../../../src-domain/liveness/challenge-steps.ts';
import { hintFor, type HintArrow } from '../../../src-domain/liveness/face-hints.ts';
import type { FaceCheckState } from './face-check-state.ts';

export interface FaceCheckTexts {
  /** Above the preview: what to do now, or what is happening. */
  instruction: string;
  /** "Step 1 of 3" during the check. */
  progress: string | null;
  /** The most important hint of the latest frame, drawn on the overlay. */
  hint: string | null;
  /** The arrows of every hint of the latest frame. */
  arrows: HintArrow[];
  /** For the live region: the hint, else the instruction. */
  announcement: string;
}

/**
 * The words of the face dialog. Spec §2 screen 2 describes the original product's overlay with a
 * Russian hint text; we show hints in the interface locale (oz, uz or ru), from the one table of
 * codes 1–68 the server's hints refer to (src-domain face-hints.ts).
 */
export function useFaceCheckTexts(state: FaceCheckState, locale: Locale): FaceCheckTexts {
  const { t } = useLingui();
  const seconds = CAMERA_START_DELAY_MS / 1000;
  const status = (instruction: string): FaceCheckTexts => ({ instruction, progress: null, hint: null, arrows: [], announcement: instruction });
  switch (state.phase) {
    case 'preparing':
      return status(
        t({ id: 'faceCheck.preparing', message: `Kamera ${seconds} soniyadan so‘ng yoqiladi. Kameraga qarab, yuzingizni ramka ichiga joylashtiring.` }),
      );
    case 'connecting':
      return status(t({ id: 'faceCheck.connecting', message: 'Kamera yoqilmoqda va server bilan bog‘lanilmoqda…' }));
    case 'reconnecting':
      return status(t({ id: 'faceCheck.reconnecting', message: 'Server bilan aloqa uzildi. Qayta ulanmoqda…' }));
    case 'not-ready':
      // The alert under it says what is missing; the live region stays quiet not to repeat it.
      return {
        ...status(t({ id: 'faceCheck.notReady.instruction', message: 'Muammoni bartaraf eting va «Qayta urinish» tugmasini bosing.' })),
        announcement: '',
      };
    case 'passed':
      return status(t({ id: 'faceCheck.passed', message: 'Yuzingiz tasdiqlandi' }));
    case 'checking': {
      const { view } = state;
      const current = view.index + 1;
      const total = view.total;
      const instruction = challengeInstruction(view.step, locale);
      const first = view.errors[0];
      const hint = first === undefined ? null : hintFor(first, locale).text;
      const arrows = view.errors.map((code) => hintFor(code, locale).arrow).filter((arrow): arrow is HintArrow => arrow !== null);
      return {
        instruction,
        progress: t({ id: 'faceCheck.progress', message: `Qadam ${current} / ${total}` }),
        hint,
        arrows,
        announcement: hint ?? instruction,
      };
    }
  }
}
