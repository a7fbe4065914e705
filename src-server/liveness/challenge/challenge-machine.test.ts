import { describe, expect, it } from 'vitest';
import type { ChallengeStep } from '../../../src-domain/liveness/challenge-steps.ts';
import { HINT } from '../../../src-domain/liveness/hint-codes.ts';
import { advanceChallenge, currentStep, startChallenge, type ChallengeInput, type ChallengeState, type ChallengeUpdate } from './challenge-machine.ts';

/** Synthetic analysis results: the machine sees only these numbers. */
const PERSON = Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? 1 : 0.5));
const SOMEONE_ELSE = Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? 0.2 : -1));

type Pose = 'upright' | 'left' | 'right' | 'close' | 'far' | 'turned-left' | 'turned-right';
const POSE: Record<Pose, { sizeRatio: number; rollDeg: number; yawDeg: number; height: number }> = {
  upright: { sizeRatio: 0.9, rollDeg: 1, yawDeg: 4, height: 225 },
  left: { sizeRatio: 0.85, rollDeg: 20, yawDeg: 4, height: 210 },
  right: { sizeRatio: 0.85, rollDeg: -20, yawDeg: 4, height: 210 },
  close: { sizeRatio: 1.5, rollDeg: 0, yawDeg: 4, height: 375 },
  far: { sizeRatio: 0.45, rollDeg: 0, yawDeg: 4, height: 112 },
  // The user's own left is a negative yaw.
  'turned-left': { sizeRatio: 0.88, rollDeg: 0, yawDeg: -25, height: 220 },
  'turned-right': { sizeRatio: 0.88, rollDeg: 0, yawDeg: 25, height: 220 },
};

/** The flat check's measure of a head that turned (parallax) and of a picture turned by hand (one plane). */
const HEAD = { correlation: 0.9, motion: 0.3 };
const PICTURE = { correlation: 0.995, motion: 0.2 };

function frame(
  pose: Pose,
  options: {
    embedding?: number[] | null;
    errors?: number[];
    faces?: number;
    x?: number;
    yawDeg?: number;
    planarity?: { correlation: number; motion: number } | null;
  } = {},
): ChallengeInput {
  const { sizeRatio, rollDeg, height } = POSE[pose];
  const yawDeg = options.yawDeg ?? POSE[pose].yawDeg;
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
            yawDeg,
            embedding: options.embedding === undefined ? PERSON : options.embedding,
          },
    planarity: options.planarity === undefined ? (pose.startsWith('turned') ? HEAD : null) : options.planarity,
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

  it('passes a tilt, then a turn of the head whose face shows parallax (the flat check), then neutral', () => {
    const { updates } = run(['tilt-left', 'turn-left', 'neutral'], [...hold('left'), ...hold('turned-left'), ...hold('upright')]);
    expect(updates.map((u) => u.hints)).toEqual([[37], [37], [37], [37], [37], []]);
    expect(updates.at(-1)?.passed).toBe(true);
    // The turn is measured from the face before it: the tilt's yaw.
    expect(updates[1]?.state.referenceYawDeg).toBe(4);
  });

  it('asks to turn (65 left, 64 right) until the face turned 15° and 10° further than before the turn', () => {
    const { updates } = run(
      ['closer', 'turn-right', 'neutral'],
      [...hold('close'), frame('upright'), frame('turned-right', { yawDeg: 12 }), frame('turned-right', { yawDeg: 16 }), frame('turned-right', { yawDeg: 25 })],
    );
    expect(updates.slice(2).map((u) => u.hints)).toEqual([[HINT.turnRightStep], [HINT.turnRightStep], [37], [37]]);
    expect(run(['tilt-left', 'turn-left', 'neutral'], [...hold('left'), frame('turned-right')]).updates.at(-1)?.hints).toEqual([HINT.turnLeftStep]);
  });

  it('asks to turn back a little past 45° (the other side’s hint), and does not ask to face the camera (19/20) or for even light (6) during a turn', () => {
    const tooFar = run(['tilt-left', 'turn-right', 'neutral'], [...hold('left'), frame('turned-right', { yawDeg: 50 })]);
    expect(tooFar.updates.at(-1)?.hints).toEqual([HINT.turnLeftStep]);
    const turned = run(['tilt-left', 'turn-right', 'neutral'], [...hold('left'), frame('turned-right', { yawDeg: 35, errors: [HINT.turnLeft] })]);
    expect(turned.updates.at(-1)?.hints).toEqual([HINT.continue]);
    // Nor that it is lit unevenly (6): one cheek faces the screen, the other the room.
    const halfLit = run(['tilt-left', 'turn-right', 'neutral'], [...hold('left'), frame('turned-right', { yawDeg: 35, errors: [HINT.unevenLight] })]);
    expect(halfLit.updates.at(-1)?.hints).toEqual([HINT.continue]);
  });

  it('refuses a turn that one plane explains — a picture turned by hand: 69, counted as a flat verdict, never as the step', () => {
    const { state, updates } = run(
      ['tilt-left', 'turn-left', 'neutral'],
      [...hold('left'), ...Array.from({ length: 3 }, () => frame('turned-left', { planarity: PICTURE }))],
    );
    expect(updates.slice(2).map((u) => u.hints)).toEqual([[69], [69], [69]]);
    expect(updates.slice(2).every((u) => u.flat && !u.counted)).toBe(true);
    expect(state).toMatchObject({ index: 1, flatVerdicts: 3 });
  });

  it('judges a picture turned out of the image plane flat even when the mesh reads no turn (a print turned about its axis)', () => {
    const { updates } = run(
      ['tilt-left', 'turn-left', 'neutral'],
      [...hold('left'), frame('upright', { planarity: PICTURE }), frame('upright', { planarity: { correlation: 0.995, motion: 0.02 } })],
    );
    expect(updates.slice(2).map((u) => [u.hints, u.flat])).toEqual([
      [[69], true],
      [[HINT.turnLeftStep], false],
    ]);
  });

  it('keeps flat verdicts when the challenge starts over', () => {
    const { state } = run(['tilt-left', 'turn-left', 'neutral'], [...hold('left'), frame('turned-left', { planarity: PICTURE }), frame('upright', { x: 720 })]);
    expect(state).toMatchObject({ index: 0, flatVerdicts: 1 });
  });

  it('does not count a turned frame the flat check could not judge (32)', () => {
    const { updates } = run(['tilt-left', 'turn-left', 'neutral'], [...hold('left'), frame('turned-left', { planarity: null })]);
    expect(updates.at(-1)).toMatchObject({ hints: [HINT.continueShooting], counted: false });
  });

  it('completes a turn on its hold without a descriptor (a turned face’s says little), and the neutral step after it is checked against the performer', () => {
    const { updates } = run(
      ['tilt-left', 'turn-left', 'neutral'],
      [...hold('left'), ...hold('turned-left'), frame('upright'), frame('upright', { embedding: SOMEONE_ELSE })],
    );
    expect(updates.slice(2, 4).map((u) => [u.describeNext, u.advanced])).toEqual([
      [false, false],
      [false, true],
    ]);
    expect(updates.at(-1)).toMatchObject({ hints: [HINT.personChanged], restarted: true });
  });

  it('asks a far-away face to come closer during a tilt step', () => {
    const { updates } = run(['tilt-right', 'neutral'], [frame('far')]);
    expect(updates[0]?.hints).toEqual([HINT.moveCloser, HINT.tiltRight]);
  });
});
