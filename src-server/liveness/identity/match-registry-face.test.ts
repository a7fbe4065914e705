import { describe, expect, it } from 'vitest';
import { matchRegistryFace, type FaceMatchInput } from './match-registry-face.ts';

/** Unit vectors at a chosen cosine from [1, 0]: cos θ = x. */
const at = (cosine: number): number[] => [cosine, Math.sqrt(1 - cosine * cosine)];
const ME = at(1);

describe('matchRegistryFace (docs/architecture.md Trust: a live face matched to the registry photo)', () => {
  it.each<[string, FaceMatchInput, ReturnType<typeof matchRegistryFace>['matched'], string | undefined]>([
    ["the registry photo's face, the one who did the challenge", { live: ME, anchor: ME, reference: at(0.9) }, true, undefined],
    ['just at the threshold (0.70)', { live: ME, anchor: ME, reference: at(0.7) }, true, undefined],
    ['just under the threshold', { live: ME, anchor: ME, reference: at(0.69) }, false, 'other_person'],
    ['someone else (the measured median of different people, 0.42)', { live: ME, anchor: ME, reference: at(0.42) }, false, 'other_person'],
    ['no registry photo to compare with', { live: ME, anchor: ME, reference: null }, false, 'no_reference'],
    ['no single face in the best frame', { live: null, anchor: ME, reference: ME }, false, 'no_live_face'],
    ["the photo's face held up after someone else did the moves", { live: ME, anchor: at(0.5), reference: ME }, false, 'not_the_performer'],
  ])('%s', (_case, input, matched, reason) => {
    const result = matchRegistryFace(input);
    expect(result.matched).toBe(matched);
    expect(result.matched ? undefined : result.reason).toBe(reason);
  });
});
