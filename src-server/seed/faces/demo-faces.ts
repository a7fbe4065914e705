import { DEMO_CAST, type DemoKey } from '../demo-cast.ts';
import type { SampleFaceId } from './sample-faces.ts';

/**
 * Whose face each demo person has in the civil registry: every adult of the cast who can log in
 * (README demo logins, the operations engineer Nodira among them, and Dilnoza and Bekzod, who sign in to accept invitations) gets a
 * different face of the sample photos, the same for every seed. The minors cannot log in and
 * the deceased father has none; nor do the generated people, who identify at a notary office.
 * Each face, put in front of the end-to-end tests' camera (tests/support/test-camera.ts),
 * passes the live check's own rules in every pose of the challenge: evenly lit enough, light
 * enough, turned less than 30° (several faces of the photos are not: side-lit, in shadow, in
 * profile). demo-registry-photos.test.ts checks both.
 */
export const DEMO_FACES = {
  aziz: 's3-middle',
  dilnoza: 's4-fourth',
  malika: 's1-right',
  sherzod: 's6-third',
  bekzod: 's5-middle',
  otabek: 's3-left',
  gulnora: 's6-fourth',
  rustam: 's5-top',
  jamshid: 's6-first',
  nodira: 's4-third',
} as const satisfies Partial<Record<DemoKey, SampleFaceId>>;

export type DemoFaceKey = keyof typeof DEMO_FACES;

/** The demo person whose registry photo shows this face, if any. */
export function demoPersonWithFace(face: SampleFaceId): DemoFaceKey | undefined {
  return (Object.keys(DEMO_FACES) as DemoFaceKey[]).find((key) => DEMO_FACES[key] === face);
}

export function demoFacePin(key: DemoFaceKey): string {
  return DEMO_CAST[key].pin;
}
