import { DEFAULT_LOCALE, type Locale } from '../../src-domain/i18n/locale.ts';
import type { ErrorFrame, StatsFrame } from '../../src-domain/liveness/server-frames.ts';
import { livenessSocketErrorText, type LivenessSocketErrorCode } from '../../src-domain/liveness/socket-errors.ts';
import type { FrameAnalysis } from './analyzer/frame-analysis.ts';
import { currentStep, type ChallengeUpdate } from './challenge/challenge-machine.ts';

/** Builds the server frames of the liveness protocol (src-domain/liveness/server-frames.ts). */
export function statsFrame(seq: number, analysis: FrameAnalysis, update: Pick<ChallengeUpdate, 'state' | 'hints' | 'restarted'>, dropped: number): StatsFrame {
  const { state } = update;
  return {
    type: 'stats',
    seq,
    errors: update.hints,
    details: { faceFramePosition: analysis.face ? { faceRect: analysis.face.rect } : null },
    isOk: false,
    challenge: { index: Math.min(state.index, state.steps.length - 1), total: state.steps.length, step: currentStep(state), restarted: update.restarted },
    dropped,
  };
}

export function errorFrame(code: LivenessSocketErrorCode, locale: Locale = DEFAULT_LOCALE): ErrorFrame {
  return { type: 'error', code, message: livenessSocketErrorText(code, locale) };
}
