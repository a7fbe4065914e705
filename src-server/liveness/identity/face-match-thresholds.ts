/**
 * When the live face is the person of the registry photo: cosine similarity of Human's face
 * descriptors (FaceRes) of the best frame and of the photo. Chosen from measurements over every
 * face of the sample photos (tests/fixtures/faces/measure-face-match.ts; figures, false accepts
 * and false rejects in docs/liveness.md).
 */
export const FACE_MATCH = {
  /**
   * Same person: 0.67–0.99 (p1 0.77); different people: 0.21–0.66 (p99 0.61). At 0.70 no
   * pair of different people was accepted (0 of 8253) and one same-person pair was refused
   * (1 of 393: a face turned 37° and darkened, which the camera rules refuse anyway).
   */
  minSimilarity: 0.7,
} as const;
