import type { ActTypeId } from '../act-types.ts';
import type { ActFacts, FamilyEdge, PartyFacts, PersonRecordFacts, RegistryFacts, SubjectFacts } from './act-facts.ts';

/**
 * A small world for the blocking-rule tests, shaped like the demo cast (README): Aziz with
 * his wife Dilnoza and children Jasur (16) and Madina (8) on the seed's today, 22.11.2026.
 */
export const PIN = {
  aziz: '31204842641014',
  dilnoza: '40307872641019',
  jasur: '51403102641012',
  madina: '62506182641018',
  malika: '40211922651010',
  sherzod: '32501792661019',
  bekzod: '30908832661017',
  otabek: '31806902701012',
  kamol: '31002512701015',
  alisher: '30101552641011',
  nodir: '30202882641013',
  nephew: '51111122641014',
} as const;

export const TODAY = { year: 2026, month: 11, day: 22 };

const born = (iso: string, more: Partial<PersonRecordFacts> = {}): PersonRecordFacts => {
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
  return { birthDate: { year, month, day }, deceased: false, hasBirthRecord: true, ...more };
};

export const PERSONS: RegistryFacts['persons'] = {
  [PIN.aziz]: born('1984-04-12', { hasBirthRecord: false }),
  [PIN.dilnoza]: born('1987-07-03', { hasBirthRecord: false }),
  [PIN.jasur]: born('2010-03-14'),
  [PIN.madina]: born('2018-06-25'),
  [PIN.malika]: born('1992-11-02'),
  [PIN.sherzod]: born('1979-01-25'),
  [PIN.bekzod]: born('1983-08-09'),
  [PIN.otabek]: born('1990-06-18'),
  [PIN.kamol]: born('1951-02-10', { deceased: true }),
  [PIN.alisher]: born('1955-01-15'),
  [PIN.nodir]: born('1981-02-02'),
  [PIN.nephew]: born('2005-05-05'),
};

const both = (a: string, b: string, ab: FamilyEdge['relation'], ba: FamilyEdge['relation']): FamilyEdge[] => [
  { pin: a, relativePin: b, relation: ab },
  { pin: b, relativePin: a, relation: ba },
];

/** Aziz's family: Alisher is his father, Nodir his brother, whose son is the nephew. */
export const FAMILY: readonly FamilyEdge[] = [
  ...both(PIN.aziz, PIN.dilnoza, 'spouse', 'spouse'),
  ...both(PIN.aziz, PIN.jasur, 'child', 'parent'),
  ...both(PIN.aziz, PIN.madina, 'child', 'parent'),
  ...both(PIN.alisher, PIN.aziz, 'child', 'parent'),
  ...both(PIN.alisher, PIN.nodir, 'child', 'parent'),
  ...both(PIN.nodir, PIN.nephew, 'child', 'parent'),
  ...both(PIN.kamol, PIN.otabek, 'child', 'parent'),
];

export function party(pin: string, role: string, more: Partial<PartyFacts> = {}): PartyFacts {
  return { id: Number(pin.slice(-4)), pin, role, kind: 'individual', status: null, isApplicant: false, relationship: null, ...more };
}

export function vehicleSubject(vehicleId: number | null, stateNumber: string, id = 1): SubjectFacts {
  return { id, kind: 'vehicle', vehicleId, realEstateId: null, stateNumber, cadastreNumber: null };
}

export function estateSubject(realEstateId: number | null, cadastreNumber: string, id = 2): SubjectFacts {
  return { id, kind: 'real_estate', vehicleId: null, realEstateId, stateNumber: null, cadastreNumber };
}

/** An act of `type` by Aziz with only his own party row, plus `more`. */
export function actFacts(type: ActTypeId, more: Partial<ActFacts> = {}, applicantRole = 'seller'): ActFacts {
  const applicantPin = more.applicantPin ?? PIN.aziz;
  return {
    id: 100,
    actTypeId: type,
    applicantPin,
    applicantInn: null,
    subjects: [],
    proxy: { rights: [], validUntil: null, baseProxyRegnum: null },
    travel: { independent: false, departureDate: null },
    ...more,
    parties: [party(applicantPin, applicantRole, { status: 'accepted', isApplicant: true }), ...(more.parties ?? [])],
  };
}

export const VEHICLES: RegistryFacts['vehicles'] = {
  1: { stateNumber: '01A777AA', ownerPins: [PIN.aziz], ownerInn: null, activeRestrictions: [] },
  2: { stateNumber: '01B345CA', ownerPins: [PIN.bekzod, PIN.sherzod], ownerInn: null, activeRestrictions: [] },
  3: {
    stateNumber: '01T517KA',
    ownerPins: [PIN.otabek],
    ownerInn: null,
    activeRestrictions: [
      { kind: 'ban', amountTiyin: null },
      { kind: 'fine', amountTiyin: 103_000_000 },
    ],
  },
  4: { stateNumber: '01K100KA', ownerPins: [PIN.otabek, PIN.kamol], ownerInn: null, activeRestrictions: [] },
  5: { stateNumber: '01777ABC', ownerPins: [], ownerInn: '301234567', activeRestrictions: [] },
};

export const ESTATES: RegistryFacts['realEstate'] = {
  1: { cadastreNumber: '11:14:04:01:01:1630', ownerPins: [PIN.malika] },
  2: { cadastreNumber: '11:13:02:05:03:0412', ownerPins: [PIN.aziz, PIN.dilnoza] },
};

export function registryFacts(more: Partial<RegistryFacts> = {}): RegistryFacts {
  return {
    today: TODAY,
    persons: PERSONS,
    outstandingDebtTiyin: { [PIN.otabek]: 450_000_000 },
    vehicles: VEHICLES,
    realEstate: ESTATES,
    family: FAMILY,
    baseProxy: null,
    openActs: [],
    ...more,
  };
}
