import type { Page } from '@playwright/test';
import { DEMO_CAST } from '../../src-server/seed/demo-cast.ts';
import { claimPerson } from './claim-person.ts';
import { openE2eDb } from './e2e-db.ts';
import { signInSeededPerson } from './seeded-session.ts';

export interface Family {
  parentPin: string;
  childPin: string;
  /** The child as the civil registry names them (surname, first name, patronymic). */
  childName: string;
}

/**
 * A signed-in parent of the seeded world (not a demo person) with a child born after
 * `bornAfter` whose birth record is archived and whom no act names yet: the travel consent tests
 * need a child no other test consents for (spec §5 refuses a second unfinished consent). Each
 * test claims a child, not a parent: the seed has few parents without acts, and two parents of
 * one child, so a test run later in a shuffled order found none left. A parent may have acts of
 * their own; two tests may sign in as one parent, each for another child. `pick` chooses among
 * the children, so tests running side by side take different ones. The account is made as a
 * first login would make it, with the terms accepted.
 */
export async function openFamilySession(page: Page, mode: 'browser' | 'kiosk', pick: number, bornAfter: string): Promise<Family> {
  const db = await openE2eDb();
  try {
    const demo = Object.values(DEMO_CAST).map((person) => person.pin);
    const candidates = await db
      .selectFrom('family_links as link')
      .innerJoin('persons as parent', 'parent.pin', 'link.pin')
      .innerJoin('persons as child', 'child.pin', 'link.relative_pin')
      .select(['parent.pin as parentPin', 'parent.phone as phone', 'child.pin as childPin', 'child.surname', 'child.first_name', 'child.patronymic'])
      .where('link.relation', '=', 'child')
      .where('child.birth_date', '>', bornAfter)
      .where('child.death_date', 'is', null)
      .where('child.birth_certificate_number', 'is not', null)
      .where('parent.death_date', 'is', null)
      .where('parent.pin', 'not in', demo)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('act_parties as party').select('party.id').whereRef('party.pin', '=', 'child.pin'))))
      .orderBy('child.pin')
      .orderBy('parent.pin')
      .execute();
    const found = await claimPerson(db, candidates, (candidate) => candidate.childPin, pick);
    await signInSeededPerson(page, db, { pin: found.parentPin, phone: found.phone }, mode);
    return { parentPin: found.parentPin, childPin: found.childPin, childName: `${found.surname} ${found.first_name} ${found.patronymic}` };
  } finally {
    await db.destroy();
  }
}

/** The same parent signed in on another channel (another page): an act carried from one to the other. */
export async function openParentSession(page: Page, parentPin: string, mode: 'browser' | 'kiosk'): Promise<void> {
  const db = await openE2eDb();
  try {
    const person = await db.selectFrom('persons').select('phone').where('pin', '=', parentPin).executeTakeFirstOrThrow();
    await signInSeededPerson(page, db, { pin: parentPin, phone: person.phone }, mode);
  } finally {
    await db.destroy();
  }
}

export interface Couple {
  applicantPin: string;
  spousePin: string;
  /** The spouse as the civil registry names them. */
  spouseName: string;
}

/**
 * A signed-in married person of the seeded world (not a demo person), both spouses living, with no
 * act yet and a spouse no act names: the spouse consent tests need a spouse no other test consents
 * for (spec §5 refuses a second unfinished consent for the same spouse). Each couple is counted
 * once, so `pick` gives tests running side by side different couples.
 */
export async function openSpouseSession(page: Page, mode: 'browser' | 'kiosk', pick: number): Promise<Couple> {
  const db = await openE2eDb();
  try {
    const demo = Object.values(DEMO_CAST).map((person) => person.pin);
    const candidates = await db
      .selectFrom('family_links as link')
      .innerJoin('persons as applicant', 'applicant.pin', 'link.pin')
      .innerJoin('persons as spouse', 'spouse.pin', 'link.relative_pin')
      .select([
        'applicant.pin as applicantPin',
        'applicant.phone as phone',
        'spouse.pin as spousePin',
        'spouse.surname',
        'spouse.first_name',
        'spouse.patronymic',
      ])
      .where('link.relation', '=', 'spouse')
      .whereRef('link.pin', '<', 'link.relative_pin')
      .where('applicant.death_date', 'is', null)
      .where('spouse.death_date', 'is', null)
      .where('applicant.pin', 'not in', demo)
      .where('spouse.pin', 'not in', demo)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('notarial_acts as act').select('act.id').whereRef('act.applicant_pin', '=', 'applicant.pin'))))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('act_parties as party').select('party.id').whereRef('party.pin', '=', 'spouse.pin'))))
      .orderBy('applicant.pin')
      .execute();
    const found = await claimPerson(db, candidates, (candidate) => candidate.applicantPin, pick);
    await signInSeededPerson(page, db, { pin: found.applicantPin, phone: found.phone }, mode);
    return { applicantPin: found.applicantPin, spousePin: found.spousePin, spouseName: `${found.surname} ${found.first_name} ${found.patronymic}` };
  } finally {
    await db.destroy();
  }
}
