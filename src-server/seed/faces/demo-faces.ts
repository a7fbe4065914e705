import { DEMO_CAST, type DemoKey } from '../demo-cast.ts';
import type { SampleFaceId } from './sample-faces.ts';

/**
 * Whose face each demo person has in the civil registry: every adult of the cast who can log in
 * (README demo logins, and Dilnoza and Bekzod, who sign in to accept invitations) gets a
 * different face of the sample photos, the same for every seed. The minors cannot log in and
 * the deceased father has none; nor do the generated people, who identify at a notary office.
 * The faces are all frontal enough for a camera (|yaw| ≤ 15°), so the end-to-end tests' fake
 * camera can show each of them (tests/support/camera-videos.ts).
 */
export const DEMO_FACES = {
  aziz: 's3-middle',
  dilnoza: 's6-second',
  malika: 's3-right',
  sherzod: 's6-third',
  bekzod: 's5-middle',
  otabek: 's3-left',
  gulnora: 's6-fourth',
  rustam: 's5-front',
  jamshid: 's6-first',
} as const satisfies Partial<Record<DemoKey, SampleFaceId>>;

export type DemoFaceKey = keyof typeof DEMO_FACES;

/** The demo person whose registry photo shows this face, if any. */
export function demoPersonWithFace(face: SampleFaceId): DemoFaceKey | undefined {
  return (Object.keys(DEMO_FACES) as DemoFaceKey[]).find((key) => DEMO_FACES[key] === face);
}

export function demoFacePin(key: DemoFaceKey): string {
  return DEMO_CAST[key].pin;
}
