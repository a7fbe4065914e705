import type { ChallengeStep } from '../../../src-domain/liveness/challenge-steps.ts';
import { HINT, type HintCode } from '../../../src-domain/liveness/hint-codes.ts';
import type { FaceMeasure, FrameAnalysis } from '../analyzer/frame-analysis.ts';
import { rectCentre } from '../analyzer/rect.ts';
import { CHALLENGE } from './challenge-thresholds.ts';
import { cosineSimilarity } from './face-similarity.ts';
import { stepHints } from './step-hints.ts';

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
}

export type ChallengeInput = Pick<FrameAnalysis, 'faceCount' | 'qualityErrors'> & {
  face: Pick<FaceMeasure, 'rect' | 'sizeRatio' | 'rollDeg' | 'embedding'> | null;
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
}

export function startChallenge(steps: readonly ChallengeStep[]): ChallengeState {
  return { steps, index: 0, held: 0, anchor: null, stepDescriptor: null, last: null, missing: 0 };
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
  return { ...state, index: 0, held: 0, anchor: null, stepDescriptor: null, ...keep };
}

function hasProgress(state: ChallengeState): boolean {
  return state.index > 0 || state.held > 0;
}

/** Feeds one analysed frame to the challenge. */
export function advanceChallenge(state: ChallengeState, input: ChallengeInput): ChallengeUpdate {
  if (isPassed(state)) return { state, hints: [], satisfied: false, counted: false, advanced: false, restarted: false, passed: true, describeNext: false };
  const { face } = input;
  if (!face || input.faceCount !== 1) {
    const missing = state.missing + 1;
    const lost = missing >= CHALLENGE.maxMissingFrames && hasProgress(state);
    // Another face may come back into view: its identity is checked afresh.
    const next = lost ? restart(state, { missing, last: null }) : { ...state, missing, held: 0, stepDescriptor: null };
    return { state: next, hints: input.qualityErrors, satisfied: false, counted: false, advanced: false, restarted: lost, passed: false, describeNext: false };
  }
  const centre = rectCentre(face.rect);
  const here = { x: centre.x, y: centre.y, size: face.rect.height };
  const jumped = state.last !== null && isJump(state.last, here);
  let next: ChallengeState = jumped ? restart(state, { last: here, missing: 0 }) : { ...state, last: here, missing: 0 };
  const restarted = jumped && hasProgress(state);

  // A descriptor that came with this frame (asked for through describeNext) is the step's newest.
  next = { ...next, stepDescriptor: face.embedding ?? next.stepDescriptor };
  const { stepDescriptor } = next;
  const hints = [...input.qualityErrors, ...stepHints(currentStep(next), face)];
  const unchanged = { counted: false, advanced: false, restarted, passed: false, describeNext: false };
  if (hints.length > 0) return { ...unchanged, state: { ...next, held: 0 }, hints, satisfied: false };

  const held = next.held + 1;
  if (held < CHALLENGE.holdFrames) {
    // The next frame may complete the step: it must carry a descriptor unless the step has one.
    const describeNext = held === CHALLENGE.holdFrames - 1 && !stepDescriptor;
    return { ...unchanged, state: { ...next, held }, hints: [HINT.continue], satisfied: true, counted: true, describeNext };
  }
  // The frame that completes a step must show the person who started the challenge.
  if (!stepDescriptor)
    return { ...unchanged, state: { ...next, held: CHALLENGE.holdFrames - 1 }, hints: [HINT.continueShooting], satisfied: true, describeNext: true };
  if (next.anchor && cosineSimilarity(next.anchor, stepDescriptor) < CHALLENGE.samePersonMin) {
    return { ...unchanged, state: restart(next, { anchor: stepDescriptor }), hints: [HINT.personChanged], satisfied: true, restarted: true };
  }
  next = { ...next, anchor: next.anchor ?? stepDescriptor, index: next.index + 1, held: 0, stepDescriptor: null };
  const passed = isPassed(next);
  return { ...unchanged, state: next, hints: passed ? [] : [HINT.continue], satisfied: true, counted: true, advanced: true, passed };
}

function isJump(last: NonNullable<ChallengeState['last']>, here: NonNullable<ChallengeState['last']>): boolean {
  const distance = Math.hypot(here.x - last.x, here.y - last.y);
  const scale = Math.max(last.size, here.size, 1);
  const growth = Math.max(here.size, 1) / Math.max(last.size, 1);
  return distance / scale > CHALLENGE.maxJumpBoxes || growth > CHALLENGE.maxSizeChange || growth < 1 / CHALLENGE.maxSizeChange;
}
