import { DEMO_CAST } from '../../src-server/seed/demo-cast.ts';
import { DEMO_FACES, type DemoFaceKey } from '../../src-server/seed/faces/demo-faces.ts';
import type { SampleFaceId } from '../../src-server/seed/faces/sample-faces.ts';

export interface Person {
  pin: string;
  series: string;
  number: string;
  /** The face of the person's civil registry photo (the seed's): what their fake camera shows. */
  face: SampleFaceId;
  /** The civil registry's phone: the login's phone step offers it (docs/decisions/0058-contact-phone-at-login.md). */
  phone?: string | null;
}

function person(key: DemoFaceKey): Person {
  const cast = DEMO_CAST[key];
  return { pin: cast.pin, series: cast.passportSeries, number: cast.passportNumber, face: DEMO_FACES[key], phone: cast.phone };
}

/** Demo people of the seed (README, Demo logins), each with their own face. */
export const AZIZ = person('aziz'); // terms accepted
export const MALIKA = person('malika'); // terms not accepted yet
export const SHERZOD = person('sherzod');
export const OTABEK = person('otabek');
/** The demo notary: notary #1, Yunusobod district of Tashkent. */
export const GULNORA = person('gulnora');
/** The administrator and the technician. */
export const RUSTAM = person('rustam');
export const JAMSHID = person('jamshid');
/**
 * Sherzod's brother: only the video registration test signs in as him, and one refused
 * stranger's face for his pin (login-identity.camera.spec.ts) is far below the lockout of
 * repeated failures (docs/security.md), so the two tests do not disturb each other.
 */
export const BEKZOD = person('bekzod');
/**
 * Aziz's wife (seeded, ID card): she has never signed in, so her first login creates her account
 * with the terms of use not accepted. The journey invites her rather than Malika, whose first
 * acceptance of the terms is what login.camera.spec.ts tests in the same database.
 */
export const DILNOZA = person('dilnoza');

/** Everyone an end-to-end test signs in as through the test camera (global setup makes their heads). */
export const CAMERA_PEOPLE: readonly Person[] = [AZIZ, MALIKA, SHERZOD, OTABEK, GULNORA, DILNOZA, RUSTAM, JAMSHID];

/**
 * Whose photo the presentation-attack tests hold up (login-presentation-attacks.camera.spec.ts).
 * Each refused attempt counts as a failed login of the pin (5 lock it, docs/security.md), so the
 * attacks are spread over people the other tests sign in as, which clears the count.
 */
export const ATTACKED_PEOPLE: readonly Person[] = [OTABEK, RUSTAM, SHERZOD];
