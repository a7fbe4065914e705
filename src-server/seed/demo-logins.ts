import type { UserRole } from '../db/tables/accounts.ts';
import { DEMO_CAST, DEMO_DEATH_DATE, type DemoKey, fullName } from './demo-cast.ts';

/**
 * The accounts a tester logs in with (README, "Demo logins"): pin + passport series + number,
 * then the live face check with the face of the person's registry photo (faces/demo-faces.ts;
 * docs/liveness.md, face match). The same for every seed.
 */
export interface DemoLogin {
  /** The person's key in the cast: also the name of their face for `npm run face-video`. */
  key: DemoKey;
  role: UserRole;
  fullName: string;
  pin: string;
  passportSeries: string;
  passportNumber: string;
  purpose: string;
}

function login(key: DemoKey, role: UserRole, purpose: string): DemoLogin {
  const person = DEMO_CAST[key];
  return { key, role, fullName: fullName(person), pin: person.pin, passportSeries: person.passportSeries, passportNumber: person.passportNumber, purpose };
}

export const DEMO_LOGINS: readonly DemoLogin[] = [
  login('aziz', 'citizen', 'married to Dilnoza Karimova; children Jasur (16) and Madina (8); owns Chevrolet Cobalt 01A777AA (no restrictions)'),
  login('malika', 'citizen', 'single; owns the apartment 11:14:04:01:01:1630; has not accepted the terms of use yet'),
  login('sherzod', 'citizen', 'co-owns Chevrolet Malibu 01B345CA half and half with his brother Bekzod (co-owner must confirm)'),
  login('otabek', 'citizen', 'open enforcement debt of 4 500 000 sum; his car 01T517KA has an unpaid fine and a ban; his father Kamol is recorded deceased'),
  login('gulnora', 'notary', 'notary Saidova G. A., Yunusobod district of Tashkent city (notary #1, office #1)'),
  login('rustam', 'admin', 'administrator: admin/users pages'),
  login('jamshid', 'technician', 'kiosk technician: diagnostics and terminal settings'),
  login('nodira', 'operations', 'operations: the kiosk fleet and the rollout of updates per channel'),
];

/** The one person the civil registry records as deceased (spec §5: blocks the next step). */
export const DEMO_DECEASED = {
  fullName: fullName(DEMO_CAST.kamol),
  pin: DEMO_CAST.kamol.pin,
  deathDate: DEMO_DEATH_DATE,
  purpose: 'recorded deceased: naming him as a party is refused; an inheritance case is open at notary #1',
} as const;
