import { describe, expect, it } from 'vitest';
import type { ActFacts, RegistryFacts } from './act-facts.ts';
import { actFacts, estateSubject, party, PIN, registryFacts, vehicleSubject } from './act-facts.test-support.ts';
import type { BlockingStage } from './blocking-issue.ts';
import type { BlockingRule } from './blocking-rule.ts';
import { coOwnersRule } from './co-owners-rule.ts';
import { deceasedCoOwnerRule } from './deceased-co-owner-rule.ts';
import { registryDataRule } from './registry-data-rule.ts';
import { residenceCreationIssue, residenceOwnerRule, subjectOwnershipRule } from './subject-ownership-rule.ts';
import { vehicleRestrictionsRule } from './vehicle-restrictions-rule.ts';

type Row = [what: string, act: ActFacts, registry: RegistryFacts, expected: unknown[]];
const check =
  (rule: BlockingRule, stage: BlockingStage = 'send') =>
  (_what: string, act: ActFacts, registry: RegistryFacts, expected: unknown[]) => {
    expect(rule(act, registry, stage)).toEqual(expected);
  };

const nexia = vehicleSubject(3, '01T517KA');
const malibu = vehicleSubject(2, '01B345CA');

describe('vehicle restrictions (spec §5 "restrictions, arrests, bans or fines block continuing until lifted and fines paid"; §8)', () => {
  it.each<Row>([
    ['passes a vehicle with nothing in force', actFacts(1, { subjects: [vehicleSubject(1, '01A777AA')] }), registryFacts(), []],
    [
      'blocks a vehicle with a ban and an unpaid fine',
      actFacts(1, { applicantPin: PIN.otabek, subjects: [nexia] }),
      registryFacts(),
      [{ code: 'vehicle_restricted', params: { stateNumber: '01T517KA', bans: 1, fines: 1, fineAmount: '1 030 000,00' } }],
    ],
    [
      'blocks it in a power of attorney too',
      actFacts(101, { applicantPin: PIN.otabek, subjects: [nexia] }, 'principal'),
      registryFacts(),
      [{ code: 'vehicle_restricted', params: { stateNumber: '01T517KA', bans: 1, fines: 1, fineAmount: '1 030 000,00' } }],
    ],
    [
      'passes once the ban is lifted and the fine paid',
      actFacts(1, { applicantPin: PIN.otabek, subjects: [nexia] }),
      registryFacts({ vehicles: { 3: { stateNumber: '01T517KA', ownerPins: [PIN.otabek], ownerInn: null, activeRestrictions: [] } } }),
      [],
    ],
  ])('%s', check(vehicleRestrictionsRule));
});

describe('registry data (spec §8 "vehicle or property data missing, contact the traffic safety service or real-estate register")', () => {
  it.each<Row>([
    [
      'passes subjects found in their registries',
      actFacts(9, { subjects: [vehicleSubject(1, '01A777AA'), estateSubject(2, '11:13:02:05:03:0412')] }, 'pledgor'),
      registryFacts(),
      [],
    ],
    [
      'blocks a vehicle the database does not have',
      actFacts(1, { subjects: [vehicleSubject(99, '01Z999ZZ')] }),
      registryFacts(),
      [{ code: 'registry_data_missing', params: { kind: 'vehicle', ref: '01Z999ZZ' } }],
    ],
    [
      'blocks a vehicle subject with no registry record at all',
      actFacts(1, { subjects: [vehicleSubject(null, '01Z999ZZ')] }),
      registryFacts(),
      [{ code: 'registry_data_missing', params: { kind: 'vehicle', ref: '01Z999ZZ' } }],
    ],
    [
      'blocks real estate the cadastre does not have',
      actFacts(105, { subjects: [estateSubject(99, '11:01:01')] }, 'principal'),
      registryFacts(),
      [{ code: 'registry_data_missing', params: { kind: 'real_estate', ref: '11:01:01' } }],
    ],
    [
      'never asks a registry about other property',
      actFacts(11962, { subjects: [{ id: 3, kind: 'other', vehicleId: null, realEstateId: null, stateNumber: null, cadastreNumber: null }] }, 'applicant'),
      registryFacts(),
      [],
    ],
  ])('%s', check(registryDataRule));
});

describe('shared ownership (spec §5 "co-owners must be added as sellers or givers and confirm")', () => {
  const sale = (parties: ActFacts['parties']) => actFacts(1, { applicantPin: PIN.sherzod, subjects: [malibu], parties });
  it.each<Row>([
    [
      'blocks sending without the co-owner',
      sale([party(PIN.malika, 'buyer')]),
      registryFacts(),
      [{ code: 'co_owner_missing', params: { pin: PIN.bekzod, stateNumber: '01B345CA' } }],
    ],
    [
      'blocks the co-owner as a buyer: he must sell',
      sale([party(PIN.bekzod, 'buyer')]),
      registryFacts(),
      [{ code: 'co_owner_missing', params: { pin: PIN.bekzod, stateNumber: '01B345CA' } }],
    ],
    ['passes sending with the co-owner as a seller, before he answers', sale([party(PIN.bekzod, 'seller'), party(PIN.malika, 'buyer')]), registryFacts(), []],
    [
      'needs givers in a gift',
      actFacts(4, { applicantPin: PIN.sherzod, subjects: [malibu], parties: [party(PIN.bekzod, 'donor')] }, 'donor'),
      registryFacts(),
      [],
    ],
    ['passes a vehicle of one owner', actFacts(1, { subjects: [vehicleSubject(1, '01A777AA')] }), registryFacts(), []],
  ])('%s', check(coOwnersRule));

  it.each<Row>([
    [
      'blocks registering before the co-owner accepts',
      sale([party(PIN.bekzod, 'seller')]),
      registryFacts(),
      [{ code: 'co_owner_not_confirmed', params: { pin: PIN.bekzod, stateNumber: '01B345CA' } }],
    ],
    [
      'blocks registering after the co-owner declined',
      sale([party(PIN.bekzod, 'seller', { status: 'declined' })]),
      registryFacts(),
      [{ code: 'co_owner_not_confirmed', params: { pin: PIN.bekzod, stateNumber: '01B345CA' } }],
    ],
    ['registers once the co-owner accepted', sale([party(PIN.bekzod, 'seller', { status: 'accepted' })]), registryFacts(), []],
  ])('%s (stage register)', check(coOwnersRule, 'register'));
});

describe('deceased co-owner (spec §1 "joint-property cases where one owner has died must be handled in person at a notary office")', () => {
  it.each<Row>([
    [
      'blocks a car owned with a deceased person',
      actFacts(1, { applicantPin: PIN.otabek, subjects: [vehicleSubject(4, '01K100KA')] }),
      registryFacts(),
      [{ code: 'co_owner_deceased', params: { pin: PIN.kamol, ref: '01K100KA' } }],
    ],
    ['passes a car whose co-owners are alive', actFacts(1, { applicantPin: PIN.sherzod, subjects: [malibu] }), registryFacts(), []],
  ])('%s', check(deceasedCoOwnerRule));

  it('does not ask the co-owner rule to add the deceased as a seller', () => {
    expect(coOwnersRule(actFacts(1, { applicantPin: PIN.otabek, subjects: [vehicleSubject(4, '01K100KA')] }), registryFacts(), 'send')).toEqual([]);
  });
});

describe('the applicant owns what they dispose of (spec §6 owner; lookups show only one’s own property)', () => {
  it.each<Row>([
    ['passes the owner’s own car', actFacts(1, { subjects: [vehicleSubject(1, '01A777AA')] }), registryFacts(), []],
    ['passes a co-owner', actFacts(101, { applicantPin: PIN.bekzod, subjects: [malibu] }, 'principal'), registryFacts(), []],
    ['blocks someone else’s car', actFacts(1, { subjects: [malibu] }), registryFacts(), [{ code: 'subject_not_owned', params: { ref: '01B345CA' } }]],
    [
      'blocks someone else’s flat in a real-estate proxy',
      actFacts(105, { subjects: [estateSubject(1, '11:14:04:01:01:1630')] }, 'principal'),
      registryFacts(),
      [{ code: 'subject_not_owned', params: { ref: '11:14:04:01:01:1630' } }],
    ],
    [
      'passes a company car for the company’s representative',
      actFacts(1, { applicantInn: '301234567', subjects: [vehicleSubject(5, '01777ABC')] }),
      registryFacts(),
      [],
    ],
    [
      'leaves a sub-delegated proxy to the base one',
      actFacts(101, { subjects: [malibu], proxy: { rights: [], validUntil: null, baseProxyRegnum: 'N-1' } }, 'principal'),
      registryFacts(),
      [],
    ],
    ['does not apply to a spouse consent', actFacts(15003, { subjects: [malibu] }, 'consenting_spouse'), registryFacts(), []],
  ])('%s', check(subjectOwnershipRule));
});

describe('residence registration consent (spec §5 "11944 covers only consent by the property owner")', () => {
  it.each<Row>([
    ['passes the owner', actFacts(11944, { applicantPin: PIN.malika, subjects: [estateSubject(1, '11:14:04:01:01:1630')] }, 'owner'), registryFacts(), []],
    ['passes a joint owner', actFacts(11944, { applicantPin: PIN.dilnoza, subjects: [estateSubject(2, '11:13:02:05:03:0412')] }, 'owner'), registryFacts(), []],
    [
      'blocks someone who does not own the flat',
      actFacts(11944, { subjects: [estateSubject(1, '11:14:04:01:01:1630')] }, 'owner'),
      registryFacts(),
      [{ code: 'residence_not_owner', params: { cadastreNumber: '11:14:04:01:01:1630' } }],
    ],
  ])('%s', check(residenceOwnerRule));
});

describe('creating a residence registration consent (spec §6 "A property owner only may create the residence-registration consent act")', () => {
  it.each<[what: string, type: 11944 | 15034, owned: number, expected: unknown]>([
    ['refuses an applicant the cadastre records no property of', 11944, 0, { code: 'residence_owner_only', params: {} }],
    ['lets an owner of one property create it', 11944, 1, undefined],
    ['lets an owner of several create it', 11944, 3, undefined],
    ['does not apply to other types', 15034, 0, undefined],
  ])('%s', (_what, type, owned, expected) => {
    expect(residenceCreationIssue(type, owned)).toEqual(expected);
  });
});
