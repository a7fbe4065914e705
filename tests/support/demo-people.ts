import { DEMO_LOGINS } from '../../src-server/seed/demo-logins.ts';

export interface Person {
  pin: string;
  series: string;
  number: string;
}

function byName(fragment: string): Person {
  const login = DEMO_LOGINS.find((l) => l.fullName.includes(fragment));
  if (!login) throw new Error(`no demo login named ${fragment}`);
  return { pin: login.pin, series: login.passportSeries, number: login.passportNumber };
}

/** Demo citizens of the seed (README, Demo logins). */
export const AZIZ = byName('Aziz'); // terms accepted
export const MALIKA = byName('Malika'); // terms not accepted yet
export const SHERZOD = byName('Sherzod');
export const OTABEK = byName('Otabek');
