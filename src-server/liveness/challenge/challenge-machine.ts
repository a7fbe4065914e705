import type { ChallengeStep } from '../../../src-domain/liveness/challenge-steps.ts';
import { HINT, type HintCode } from '../../../src-domain/liveness/hint-codes.ts';
import type { FaceMeasure, FrameAnalysis } from '../analyzer/frame-analysis.ts';
import { rectCentre } from '../analyzer/rect.ts';
import { PRESENTATION } from '../presentation/presentation-thresholds.ts';
import { CHALLENGE } from './challenge-thresholds.ts';
import { cosineSimilarity } from './face-similarity.ts';
import { isTurnStep, stepHints } from './step-hints.ts';

/** Quality hints a turned face gives by being turned, not kept from a turn step. */
/** Quality hints a turn step lets through (below: why). */
export const TURN_ALLOWS: ReadonlySet<number> = new Set<number>([HINT.turnLeft, HINT.turnRight, HINT.unevenLight]);

/** Where one attempt's challenge stands. Plain data: the machine is a pure function of it. */
export interface ChallengeState {
  readonly steps: readonly ChallengeStep[];
  /** Current step; `steps.length` once passed. */
  readonly index: number;
  /** Consecutive frames that satisfied the current step. */
  readonly held: number;
  /** Descriptor of the person who started the challenge. */
  readonly anchor: readonly number[] | null;
  /**
   * Descriptor of the face in the current step: computed once per step (≈ 100 ms), on the frame
   * that may complete it, and kept while that face stays in view, so a hold broken and taken up
   * again does not pay for another one. Dropped when the step ends or the face is lost.
   */
  readonly stepDescriptor: readonly number[] | null;
  /** Centre and height of the face in the previous usable frame. */
  readonly last: { readonly x: number; readonly y: number; readonly size: number } | null;
  /** Frames in a row without exactly one face. */
  readonly missing: number;
  /**
   * Yaw of the latest counted frame of a step that is not a turn: the face before it turns. The
   * session keeps that frame as the flat check's reference (liveness-session.ts).
   */
  readonly referenceYawDeg: number | null;
  /** Frames of turn steps that moved as one plane: a photo or a screen (the flat check). */
  readonly flatVerdicts: number;
}

export type ChallengeInput = Pick<FrameAnalysis, 'faceCount' | 'qualityErrors'> & {
  face: (Pick<FaceMeasure, 'rect' | 'sizeRatio' | 'rollDeg' | 'embedding'> & { yawDeg?: number }) | null;
  /** The flat check against the reference frame, on turn steps (analysis.planarity). */
  planarity?: FrameAnalysis['planarity'];
};

export interface ChallengeUpdate {
  state: ChallengeState;
  /** Hint codes for the stats frame, most important first. */
  hints: HintCode[];
  /** The face did what the current step asks, with no quality problem (identity not yet checked). */
  satisfied: boolean;
  /** This frame counted toward the current step (satisfied and, when it completes the step, the same person). */
  counted: boolean;
  /** The frame completed a step. */
  advanced: boolean;
  /** Analyse the next frame with the face descriptor: it may complete the step, which has none yet. */
  describeNext: boolean;
  /** Progress was lost: face gone too long, a jump, or another person. */
  restarted: boolean;
  passed: boolean;
  /** This frame of a turn step moved as one plane (hint 69). */
  flat: boolean;
}

export function startChallenge(steps: readonly ChallengeStep[]): ChallengeState {
  return { steps, index: 0, held: 0, anchor: null, stepDescriptor: null, last: null, missing: 0, referenceYawDeg: null, flatVerdicts: 0 };
}

export function isPassed(state: ChallengeState): boolean {
  return state.index >= state.steps.length;
}

/** The step the user is asked to perform now (the last one once passed). */
export function currentStep(state: ChallengeState): ChallengeStep {
  const step = state.steps[Math.min(state.index, state.steps.length - 1)];
  if (!step) throw new Error('a challenge has at least one step');
  return step;
}

function restart(state: ChallengeState, keep: Partial<ChallengeState>): ChallengeState {
  // Flat verdicts stay: starting over does not wipe what the attempt has shown.
  return { ...state, index: 0, held: 0, anchor: null, stepDescriptor: null, referenceYawDeg: null, ...keep };
}

function hasProgress(state: ChallengeState): boolean {
  return state.index > 0 || state.held > 0;
}

/** Feeds one analysed frame to the challenge. */
export function advanceChallenge(state: ChallengeState, input: ChallengeInput): ChallengeUpdate {
  if (isPassed(state))
    return { state, hints: [], satisfied: false, counted: false, advanced: false, restarted: false, passed: true, describeNext: false, flat: false };
  const { face } = input;
  if (!face || input.faceCount !== 1) {
    const missing = state.missing + 1;
    const lost = missing >= CHALLENGE.maxMissingFrames && hasProgress(state);
    // Another face may come back into view: its identity is checked afresh.
    const next = lost ? restart(state, { missing, last: null }) : { ...state, missing, held: 0, stepDescriptor: null };
    return {
      state: next,
      hints: input.qualityErrors,
      satisfied: false,
      counted: false,
      advanced: false,
      restarted: lost,
      passed: false,
      describeNext: false,
      flat: false,
    };
  }
  const centre = rectCentre(face.rect);
  const here = { x: centre.x, y: centre.y, size: face.rect.height };
  const jumped = state.last !== null && isJump(state.last, here);
  let next: ChallengeState = jumped ? restart(state, { last: here, missing: 0 }) : { ...state, last: here, missing: 0 };
  const restarted = jumped && hasProgress(state);

  // A descriptor that came with this frame (asked for through describeNext) is the step's newest.
  next = { ...next, stepDescriptor: face.embedding ?? next.stepDescriptor };
  const { stepDescriptor } = next;
  const step = currentStep(next);
  const turn = isTurnStep(step);
  // A turn is asked for: "turned too far" (19/20) is the step's own business there, and a turned
  // face is lit unevenly by nature (6: one cheek faces the screen, the other the room).
  const quality = turn ? input.qualityErrors.filter((code) => !TURN_ALLOWS.has(code)) : input.qualityErrors;
  const hints = [...quality, ...stepHints(step, face, next.referenceYawDeg)];
  const unchanged = { counted: false, advanced: false, restarted, passed: false, describeNext: false, flat: false };
  const planarity = input.planarity ?? null;
  // The flat check: a frame of a turn that one plane explains — turned as far as asked, or
  // visibly out of the image plane — is a picture, whatever else it shows.
  if (turn && quality.length === 0 && planarity && planarity.correlation >= PRESENTATION.flat.correlationAbove) {
    if (hints.length === 0 || planarity.motion >= PRESENTATION.flat.motionMin) {
      return { ...unchanged, state: { ...next, held: 0, flatVerdicts: next.flatVerdicts + 1 }, hints: [HINT.flatPicture], satisfied: false, flat: true };
    }
  }
  if (hints.length > 0) return { ...unchanged, state: { ...next, held: 0 }, hints, satisfied: false };
  // A turn counts only on frames the flat check could judge (and found not flat).
  if (turn && !planarity) return { ...unchanged, state: { ...next, held: 0 }, hints: [HINT.continueShooting], satisfied: true };
  const counted = (state: ChallengeState): ChallengeState => (turn ? state : { ...state, referenceYawDeg: face.yawDeg ?? 0 });

  const held = next.held + 1;
  if (held < CHALLENGE.holdFrames) {
    // The next frame may complete the step: it must carry a descriptor unless the step has one.
    // A turned face's descriptor says little about whose it is (challenge-thresholds.ts): a turn is not described.
    const describeNext = held === CHALLENGE.holdFrames - 1 && !stepDescriptor && !turn;
    return { ...unchanged, state: counted({ ...next, held }), hints: [HINT.continue], satisfied: true, counted: true, describeNext };
  }
  // The frame that completes a step must show the person who started the challenge.
  // A turn completes on its hold alone: the face is followed across it (no jump, not lost), and
  // the steps before and after it are each the performer's (docs/liveness.md, the active challenge).
  if (turn) {
    next = { ...next, index: next.index + 1, held: 0, stepDescriptor: null };
    return { ...unchanged, state: next, hints: [HINT.continue], satisfied: true, counted: true, advanced: true };
  }
  if (!stepDescriptor)
    return { ...unchanged, state: { ...next, held: CHALLENGE.holdFrames - 1 }, hints: [HINT.continueShooting], satisfied: true, describeNext: true };
  if (next.anchor && cosineSimilarity(next.anchor, stepDescriptor) < CHALLENGE.samePersonMin) {
    return { ...unchanged, state: restart(next, { anchor: stepDescriptor }), hints: [HINT.personChanged], satisfied: true, restarted: true };
  }
  next = counted({ ...next, anchor: next.anchor ?? stepDescriptor, index: next.index + 1, held: 0, stepDescriptor: null });
  const passed = isPassed(next);
  return { ...unchanged, state: next, hints: passed ? [] : [HINT.continue], satisfied: true, counted: true, advanced: true, passed };
}

function isJump(last: NonNullable<ChallengeState['last']>, here: NonNullable<ChallengeState['last']>): boolean {
  const distance = Math.hypot(here.x - last.x, here.y - last.y);
  const scale = Math.max(last.size, here.size, 1);
  const growth = Math.max(here.size, 1) / Math.max(last.size, 1);
  return distance / scale > CHALLENGE.maxJumpBoxes || growth > CHALLENGE.maxSizeChange || growth < 1 / CHALLENGE.maxSizeChange;
}
