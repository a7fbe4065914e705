import { describe, expect, it } from 'vitest';
import type { ChallengeStep } from '../../../src-domain/liveness/challenge-steps.ts';
import { HINT } from '../../../src-domain/liveness/hint-codes.ts';
import { advanceChallenge, currentStep, startChallenge, type ChallengeInput, type ChallengeState, type ChallengeUpdate } from './challenge-machine.ts';

/** Synthetic analysis results: the machine sees only these numbers. */
const PERSON = Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? 1 : 0.5));
const SOMEONE_ELSE = Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? 0.2 : -1));

type Pose = 'upright' | 'left' | 'right' | 'close' | 'far';
const POSE: Record<Pose, { sizeRatio: number; rollDeg: number; height: number }> = {
  upright: { sizeRatio: 0.9, rollDeg: 1, height: 225 },
  left: { sizeRatio: 0.85, rollDeg: 20, height: 210 },
  right: { sizeRatio: 0.85, rollDeg: -20, height: 210 },
  close: { sizeRatio: 1.5, rollDeg: 0, height: 375 },
  far: { sizeRatio: 0.45, rollDeg: 0, height: 112 },
};

function frame(pose: Pose, options: { embedding?: number[] | null; errors?: number[]; faces?: number; x?: number } = {}): ChallengeInput {
  const { sizeRatio, rollDeg, height } = POSE[pose];
  const x = options.x ?? 320;
  return {
    faceCount: options.faces ?? 1,
    qualityErrors: options.errors ?? [],
    face:
      options.faces === 0
        ? null
        : {
            rect: { x: x - height / 2, y: 240 - height / 2, width: height, height },
            sizeRatio,
            rollDeg,
            embedding: options.embedding === undefined ? PERSON : options.embedding,
          },
  };
}

function run(steps: ChallengeStep[], frames: ChallengeInput[]): { state: ChallengeState; updates: ChallengeUpdate[] } {
  let state = startChallenge(steps);
  const updates: ChallengeUpdate[] = [];
  for (const input of frames) {
    const update = advanceChallenge(state, input);
    updates.push(update);
    state = update.state;
  }
  return { state, updates };
}

const hold = (pose: Pose, count = 2) => Array.from({ length: count }, () => frame(pose));

describe('active challenge state machine (docs/liveness.md)', () => {
  it('passes tilt left → tilt right → neutral, each held for two frames, and says "continue" (37) meanwhile', () => {
    const { updates } = run(['tilt-left', 'tilt-right', 'neutral'], [...hold('left'), ...hold('right'), ...hold('upright')]);
    expect(updates.map((u) => u.hints)).toEqual([[37], [37], [37], [37], [37], []]);
    expect(updates.map((u) => u.advanced)).toEqual([false, true, false, true, false, true]);
    expect(updates.at(-1)?.passed).toBe(true);
  });

  it('passes come closer → move back (neutral), guiding with 12 then 38', () => {
    const { updates } = run(['closer', 'neutral'], [frame('upright'), ...hold('close'), frame('close'), ...hold('upright')]);
    expect(updates.map((u) => u.hints)).toEqual([[HINT.moveCloser], [37], [37], [HINT.moveFarther], [37], []]);
    expect(updates.at(-1)?.passed).toBe(true);
  });

  it.each<[ChallengeStep, number]>([
    ['tilt-left', HINT.tiltLeft],
    ['tilt-right', HINT.tiltRight],
    ['closer', HINT.moveCloser],
  ])('never passes a still photo (upright, normal size): stuck at %s with hint %i', (step, hint) => {
    const { state, updates } = run(
      [step, 'neutral'],
      Array.from({ length: 30 }, () => frame('upright')),
    );
    expect(state.index).toBe(0);
    expect(updates.every((u) => u.hints.includes(hint) && !u.passed)).toBe(true);
  });

  it('asks for a descriptor on the frame that can complete a step, and waits for it (32)', () => {
    const { state, updates } = run(['tilt-left', 'neutral'], [frame('left', { embedding: null }), frame('left', { embedding: null })]);
    expect(updates[0]).toMatchObject({ hints: [HINT.continue], counted: true, describeNext: true });
    expect(updates[1]).toMatchObject({ hints: [HINT.continueShooting], satisfied: true, counted: false, describeNext: true });
    expect(state).toMatchObject({ index: 0, held: 1 });
  });

  it('describes a step once: a hold broken after the described frame completes later with that descriptor', () => {
    const { updates } = run(
      ['tilt-left', 'neutral'],
      [frame('left', { embedding: null }), frame('left', { errors: [HINT.blurred] }), frame('left', { embedding: null }), frame('left', { embedding: null })],
    );
    expect(updates.map((u) => u.describeNext)).toEqual([true, false, false, false]);
    expect(updates.map((u) => u.hints)).toEqual([[HINT.continue], [HINT.blurred], [HINT.continue], [HINT.continue]]);
    expect(updates.at(-1)).toMatchObject({ advanced: true, state: { index: 1, anchor: PERSON, stepDescriptor: null } });
  });

  it('asks for a new descriptor when the face left the view during the step (another face may be back)', () => {
    const { updates } = run(
      ['tilt-left', 'neutral'],
      [
        frame('left', { embedding: null }),
        frame('left', { errors: [HINT.blurred] }),
        frame('left', { faces: 0, errors: [HINT.noFace] }),
        frame('left', { embedding: null }),
        frame('left', { embedding: null }),
      ],
    );
    expect(updates.map((u) => u.describeNext)).toEqual([true, false, false, true, true]);
    expect(updates.at(-1)).toMatchObject({ hints: [HINT.continueShooting], advanced: false });
  });

  it('checks the kept step descriptor against the performer: another person described mid-step starts over (40)', () => {
    const { updates } = run(
      ['tilt-left', 'tilt-right', 'neutral'],
      [
        ...hold('left'),
        frame('right', { embedding: null }),
        frame('right', { embedding: SOMEONE_ELSE, errors: [HINT.blurred] }),
        frame('right', { embedding: null }),
        frame('right', { embedding: null }),
      ],
    );
    expect(updates.at(-1)).toMatchObject({ hints: [HINT.personChanged], restarted: true, state: { index: 0 } });
  });

  it('lists quality problems before the step hint and does not count the frame', () => {
    const { updates } = run(['tilt-left', 'neutral'], [frame('left', { errors: [HINT.blurred] }), frame('upright', { errors: [HINT.tooDark] })]);
    expect(updates.map((u) => u.hints)).toEqual([[HINT.blurred], [HINT.tooDark, HINT.tiltLeft]]);
    expect(updates.every((u) => !u.counted)).toBe(true);
  });

  it('starts over when another person finishes the challenge (a photo swapped in for the bestshot): 40', () => {
    const { state, updates } = run(['tilt-left', 'neutral'], [...hold('left'), frame('upright'), frame('upright', { embedding: SOMEONE_ELSE })]);
    expect(updates.at(-1)).toMatchObject({ hints: [HINT.personChanged], restarted: true, passed: false });
    expect(currentStep(state)).toBe('tilt-left');
  });

  it('starts over when the face jumps across the image between two frames', () => {
    const { state, updates } = run(['tilt-left', 'neutral'], [...hold('left'), frame('upright', { x: 720 })]);
    expect(updates.at(-1)?.restarted).toBe(true);
    expect(state.index).toBe(0);
  });

  it('starts over after four frames without exactly one face, keeps progress for fewer', () => {
    const gone = (count: number) => Array.from({ length: count }, () => frame('upright', { faces: 0, errors: [HINT.noFace] }));
    expect(run(['tilt-left', 'neutral'], [...hold('left'), ...gone(3)]).state.index).toBe(1);
    const lost = run(['tilt-left', 'neutral'], [...hold('left'), ...gone(4)]);
    expect(lost.state.index).toBe(0);
    expect(lost.updates.at(-1)).toMatchObject({ hints: [HINT.noFace], restarted: true });
  });

  it('treats two faces as no usable face (9 is passed through)', () => {
    const { updates } = run(['tilt-left', 'neutral'], [frame('left', { faces: 2, errors: [HINT.severalFaces] })]);
    expect(updates[0]).toMatchObject({ hints: [HINT.severalFaces], counted: false });
  });

  it('follows a head leaning in from a tilt (size ×2) without starting over', () => {
    const { updates } = run(['tilt-left', 'closer', 'neutral'], [...hold('left'), ...hold('close')]);
    expect(updates.map((u) => u.restarted)).toEqual([false, false, false, false]);
    expect(updates.at(-1)?.advanced).toBe(true);
  });

  it('needs the steps in order: a right tilt first does not count for "left then right"', () => {
    const { state } = run(['tilt-left', 'tilt-right', 'neutral'], [...hold('right', 3), ...hold('upright', 3)]);
    expect(state.index).toBe(0);
  });

  it('asks a far-away face to come closer during a tilt step', () => {
    const { updates } = run(['tilt-right', 'neutral'], [frame('far')]);
    expect(updates[0]?.hints).toEqual([HINT.moveCloser, HINT.tiltRight]);
  });
});
