import { CHALLENGE } from '../challenge/challenge-thresholds.ts';
import { cosineSimilarity } from '../challenge/face-similarity.ts';
import { FACE_MATCH } from './face-match-thresholds.ts';

export interface FaceMatchInput {
  /** Descriptor of the best frame; null when it did not show exactly one face. */
  live: readonly number[] | null;
  /** Descriptor of the person who performed the challenge (its first completed step). */
  anchor: readonly number[] | null;
  /** Descriptor of the registry photo of the attempt's pin; null when there is no usable photo. */
  reference: readonly number[] | null;
}

export type FaceMatch =
  | { matched: true; similarity: number }
  | { matched: false; similarity: number | null; reason: 'no_reference' | 'no_live_face' | 'not_the_performer' | 'other_person' };

/**
 * Whether the face check identified the person of the pin (docs/architecture.md, Trust): the best
 * frame must show the one who performed the challenge, and that face must be the registry
 * photo's. The first rule stops a photo of the victim held up for the last still frame after
 * someone else did the moves.
 */
export function matchRegistryFace({ live, anchor, reference }: FaceMatchInput): FaceMatch {
  if (!reference) return { matched: false, similarity: null, reason: 'no_reference' };
  if (!live) return { matched: false, similarity: null, reason: 'no_live_face' };
  const similarity = cosineSimilarity(live, reference);
  if (anchor && cosineSimilarity(live, anchor) < CHALLENGE.samePersonMin) return { matched: false, similarity, reason: 'not_the_performer' };
  return similarity >= FACE_MATCH.minSimilarity ? { matched: true, similarity } : { matched: false, similarity, reason: 'other_person' };
}
