import { describe, expect, it } from 'vitest';
import type { ActFacts, RegistryFacts } from './act-facts.ts';
import { actFacts, party, PIN, PERSONS, registryFacts } from './act-facts.test-support.ts';
import type { BlockingRule } from './blocking-rule.ts';
import { deceasedPersonRule } from './deceased-person-rule.ts';
import { enforcementDebtRule } from './enforcement-debt-rule.ts';
import { birthRecordRule, familyPartiesRule } from './family-parties-rule.ts';
import { independentTravelRule } from './independent-travel-rule.ts';
import { relationshipRule } from './relationship-rule.ts';

type Row = [what: string, act: ActFacts, registry: RegistryFacts, expected: unknown[]];
const check = (rule: BlockingRule) => (_what: string, act: ActFacts, registry: RegistryFacts, expected: unknown[]) => {
  expect(rule(act, registry, 'send')).toEqual(expected);
};

describe('deceased person (spec §5 "a person recorded deceased in the civil registry blocks the next step"; §8 names the pin)', () => {
  it.each<Row>([
    ['passes living parties', actFacts(1, { parties: [party(PIN.malika, 'buyer')] }), registryFacts(), []],
    [
      'blocks a deceased party, naming the pin',
      actFacts(1, { parties: [party(PIN.kamol, 'buyer')] }),
      registryFacts(),
      [{ code: 'person_deceased', params: { pin: PIN.kamol } }],
    ],
    [
      'blocks a deceased applicant',
      actFacts(12047, { applicantPin: PIN.kamol }, 'heir'),
      registryFacts(),
      [{ code: 'person_deceased', params: { pin: PIN.kamol } }],
    ],
    [
      'names a person in two roles once',
      actFacts(15034, { parties: [party(PIN.kamol, 'companion'), party(PIN.kamol, 'parent')] }, 'parent'),
      registryFacts(),
      [{ code: 'person_deceased', params: { pin: PIN.kamol } }],
    ],
  ])('%s', check(deceasedPersonRule));
});

describe('enforcement debt (spec §5 "blocks continuing until paid in full"; §8 "pay then check the bureau site")', () => {
  it.each<Row>([
    ['passes an applicant who owes nothing', actFacts(1), registryFacts(), []],
    [
      'blocks the indebted applicant with the sum still owed',
      actFacts(1, { applicantPin: PIN.otabek }),
      registryFacts(),
      [{ code: 'enforcement_debt', params: { pin: PIN.otabek, amountTiyin: 450_000_000, amount: '4 500 000,00' } }],
    ],
    [
      'blocks an indebted co-seller',
      actFacts(1, { parties: [party(PIN.otabek, 'seller')] }),
      registryFacts(),
      [{ code: 'enforcement_debt', params: { pin: PIN.otabek, amountTiyin: 450_000_000, amount: '4 500 000,00' } }],
    ],
    ['does not check the buyer, who gives nothing away', actFacts(1, { parties: [party(PIN.otabek, 'buyer')] }), registryFacts(), []],
    ['passes a debt paid in full', actFacts(1, { applicantPin: PIN.otabek }), registryFacts({ outstandingDebtTiyin: { [PIN.otabek]: 0 } }), []],
  ])('%s', check(enforcementDebtRule));
});

describe('spouse and children come from the registry (spec §4 wizards 15003, 15034, 15035; §5; §8 "child or spouse missing, contact helpline 1008")', () => {
  it.each<Row>([
    ['passes the registry spouse in 15003', actFacts(15003, { parties: [party(PIN.dilnoza, 'spouse')] }, 'consenting_spouse'), registryFacts(), []],
    [
      'blocks a spouse the registry does not know',
      actFacts(15003, { parties: [party(PIN.malika, 'spouse')] }, 'consenting_spouse'),
      registryFacts(),
      [{ code: 'child_or_spouse_missing', params: { pin: PIN.malika } }],
    ],
    [
      'blocks 15003 by someone with no spouse at all',
      actFacts(15003, { applicantPin: PIN.malika }, 'consenting_spouse'),
      registryFacts(),
      [{ code: 'child_or_spouse_missing', params: { pin: PIN.malika } }],
    ],
    [
      'passes the applicant’s minor children in 15034',
      actFacts(15034, { parties: [party(PIN.jasur, 'child'), party(PIN.madina, 'child')] }, 'parent'),
      registryFacts(),
      [],
    ],
    [
      'blocks a child who is not the applicant’s',
      actFacts(15035, { parties: [party(PIN.nephew, 'child')] }, 'parent'),
      registryFacts(),
      [{ code: 'child_or_spouse_missing', params: { pin: PIN.nephew } }],
    ],
    [
      'blocks a child who has come of age',
      actFacts(15034, { applicantPin: PIN.alisher, parties: [party(PIN.aziz, 'child')] }, 'parent'),
      registryFacts({
        family: [
          { pin: PIN.alisher, relativePin: PIN.aziz, relation: 'child' },
          { pin: PIN.alisher, relativePin: PIN.jasur, relation: 'child' },
        ],
      }),
      [{ code: 'child_or_spouse_missing', params: { pin: PIN.aziz } }],
    ],
    [
      'blocks 15034 by a parent with no minor child in the registry',
      actFacts(15034, { applicantPin: PIN.otabek }, 'parent'),
      registryFacts(),
      [{ code: 'child_or_spouse_missing', params: { pin: PIN.otabek } }],
    ],
    ['does not apply to other act types', actFacts(1, { parties: [party(PIN.malika, 'spouse')] }), registryFacts(), []],
  ])('%s', check(familyPartiesRule));
});

describe('birth record (spec §5 "consent to travel needs the child’s birth certificate in the civil registry archive")', () => {
  const withoutRecord = registryFacts({ persons: { ...PERSONS, [PIN.madina]: { ...PERSONS[PIN.madina]!, hasBirthRecord: false } } });
  it.each<Row>([
    ['passes a child whose certificate is archived', actFacts(15034, { parties: [party(PIN.madina, 'child')] }, 'parent'), registryFacts(), []],
    [
      'blocks a child without a certificate',
      actFacts(15034, { parties: [party(PIN.madina, 'child')] }, 'parent'),
      withoutRecord,
      [{ code: 'child_birth_record_missing', params: { pin: PIN.madina } }],
    ],
    [
      'blocks it in 15035 too',
      actFacts(15035, { parties: [party(PIN.madina, 'child')] }, 'parent'),
      withoutRecord,
      [{ code: 'child_birth_record_missing', params: { pin: PIN.madina } }],
    ],
    [
      'leaves someone who is not the applicant’s child to the family rule',
      actFacts(15035, { parties: [party(PIN.malika, 'child')] }, 'parent'),
      registryFacts({ persons: { ...PERSONS, [PIN.malika]: { ...PERSONS[PIN.malika]!, hasBirthRecord: false } } }),
      [],
    ],
  ])('%s', check(birthRecordRule));
});

describe('independent travel (spec §5 "a minor of 15 or older may travel independently (no accompanying person)", §9 age 15)', () => {
  const alone = (pin: string, departureDate: ActFacts['travel']['departureDate'] = null) =>
    actFacts(15034, { parties: [party(pin, 'child')], travel: { independent: true, departureDate } }, 'parent');
  it.each<Row>([
    ['lets a 16-year-old travel alone', alone(PIN.jasur), registryFacts(), []],
    ['refuses an 8-year-old travelling alone', alone(PIN.madina), registryFacts(), [{ code: 'travel_independent_under_age', params: { pin: PIN.madina } }]],
    ['counts age on the departure day', alone(PIN.madina, { year: 2033, month: 6, day: 25 }), registryFacts(), []],
    [
      'counts age on the departure day: the day before the 15th birthday is too early',
      alone(PIN.madina, { year: 2033, month: 6, day: 24 }),
      registryFacts(),
      [{ code: 'travel_independent_under_age', params: { pin: PIN.madina } }],
    ],
    [
      'needs an accompanying person for a consent without the flag',
      actFacts(15034, { parties: [party(PIN.madina, 'child')] }, 'parent'),
      registryFacts(),
      [{ code: 'travel_companion_required', params: {} }],
    ],
    [
      'passes a consent with an accompanying person',
      actFacts(15034, { parties: [party(PIN.madina, 'child'), party(PIN.dilnoza, 'companion')] }, 'parent'),
      registryFacts(),
      [],
    ],
    ['in 15035 the applicant accompanies', actFacts(15035, { parties: [party(PIN.madina, 'child')] }, 'parent'), registryFacts(), []],
  ])('%s', check(independentTravelRule));
});

describe('relationship between parties (spec §8 "no relationship found between parties"; §9 close-relative discounts)', () => {
  const related = (pin: string, relationship: NonNullable<ActFacts['parties'][number]['relationship']>) =>
    actFacts(101, { parties: [party(pin, 'attorney', { relationship })] }, 'principal');
  it.each<Row>([
    ['passes a spouse', related(PIN.dilnoza, 'spouse'), registryFacts(), []],
    ['passes a child', related(PIN.jasur, 'child'), registryFacts(), []],
    ['passes a parent', related(PIN.alisher, 'parent'), registryFacts(), []],
    ['passes a brother (a shared parent)', related(PIN.nodir, 'sibling'), registryFacts(), []],
    ['passes a nephew (a sibling’s child)', related(PIN.nephew, 'nephew'), registryFacts(), []],
    ['passes "none": nothing is claimed', related(PIN.malika, 'none'), registryFacts(), []],
    [
      'blocks a stranger declared a sibling',
      related(PIN.malika, 'sibling'),
      registryFacts(),
      [{ code: 'relationship_not_found', params: { pin: PIN.malika, relationship: 'sibling' } }],
    ],
    [
      'blocks the wrong direction: a child is no parent',
      related(PIN.jasur, 'parent'),
      registryFacts(),
      [{ code: 'relationship_not_found', params: { pin: PIN.jasur, relationship: 'parent' } }],
    ],
  ])('%s', check(relationshipRule));
});
