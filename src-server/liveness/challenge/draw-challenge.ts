import { randomInt } from 'node:crypto';
import type { ChallengeStep } from '../../../src-domain/liveness/challenge-steps.ts';

const ACTIONS = ['tilt-left', 'tilt-right', 'closer'] as const satisfies readonly ChallengeStep[];

/**
 * Two different actions in random order (6 variants), then `neutral` for the bestshot. The
 * draw uses the CSPRNG so the next challenge cannot be predicted from earlier ones.
 */
export function drawChallenge(pick: (max: number) => number = randomInt): ChallengeStep[] {
  const remaining: ChallengeStep[] = [...ACTIONS];
  const first = remaining.splice(pick(remaining.length), 1);
  const second = remaining.splice(pick(remaining.length), 1);
  return [...first, ...second, 'neutral'];
}
