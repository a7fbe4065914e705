import { randomInt } from 'node:crypto';
import type { ChallengeStep } from '../../../src-domain/liveness/challenge-steps.ts';

const ACTIONS = ['tilt-left', 'tilt-right', 'closer'] as const satisfies readonly ChallengeStep[];
const TURNS = ['turn-left', 'turn-right'] as const satisfies readonly ChallengeStep[];

/**
 * An action (tilt left, tilt right or come closer), then a turn to either side (6 variants),
 * then `neutral` for the bestshot. The turn comes second: its flat check compares it with the
 * face of the action before it, whose descriptor matched the performer (docs/liveness.md,
 * Presentation attacks). The draw uses the CSPRNG so the next challenge cannot be predicted
 * from earlier ones.
 */
export function drawChallenge(pick: (max: number) => number = randomInt): ChallengeStep[] {
  const action = ACTIONS[pick(ACTIONS.length)] ?? 'closer';
  const turn = TURNS[pick(TURNS.length)] ?? 'turn-left';
  return [action, turn, 'neutral'];
}
