import { describe, expect, it } from 'vitest';
import { ACT_TYPE_IDS, DUPLICATE_GUARDED_ACT_TYPES } from '../act-types.ts';
import type { ActFacts, OpenActFacts } from './act-facts.ts';
import { actFacts, estateSubject, party, PIN, registryFacts, vehicleSubject } from './act-facts.test-support.ts';
import { duplicateActRule } from './duplicate-act-rule.ts';
import { DUPLICATE_KEYS } from './duplicate-keys.ts';

const open = (more: Partial<OpenActFacts> & Pick<OpenActFacts, 'actTypeId'>): OpenActFacts => ({
  id: 7,
  uuid: '7b1c2f4e-0000-4000-8000-000000000007',
  regsystemId: 3,
  applicantPin: PIN.aziz,
  vehicleIds: [],
  realEstateIds: [],
  parties: [],
  ...more,
});

const link = (other: OpenActFacts) => ({
  code: 'duplicate_act',
  params: {
    uuid: other.uuid,
    regsystem: other.regsystemId,
    rid: other.id,
    link: other.regsystemId === 2 ? `/my_notarial_act/${other.id}` : `/enotarial_act/${other.uuid}`,
  },
});

const car = vehicleSubject(1, '01A777AA');
const saleOfCar = open({ actTypeId: 1, vehicleIds: [1] });
const proxyToDilnoza = open({ actTypeId: 101, vehicleIds: [1], parties: [{ pin: PIN.dilnoza, role: 'attorney' }] });
const generalToDilnoza = open({ actTypeId: 11651, parties: [{ pin: PIN.dilnoza, role: 'attorney' }] });
const consentForMadina = open({ actTypeId: 15034, regsystemId: 2, id: 41, parties: [{ pin: PIN.madina, role: 'child' }] });

describe('duplicate unfinished act (spec §5: types 1, 101, 105, 11651, 11944, 15003, 15034, 15035 refused "with a link to it")', () => {
  it('keys exactly the guarded types', () => {
    expect(ACT_TYPE_IDS.filter((type) => DUPLICATE_KEYS[type] !== undefined)).toEqual([...DUPLICATE_GUARDED_ACT_TYPES]);
  });

  it.each<[string, ActFacts, OpenActFacts[], unknown[]]>([
    ['refuses a second sale of the same vehicle', actFacts(1, { subjects: [car] }), [saleOfCar], [link(saleOfCar)]],
    [
      'refuses it whoever starts it (a co-owner cannot sell the car twice)',
      actFacts(1, { applicantPin: PIN.bekzod, subjects: [car] }),
      [saleOfCar],
      [link(saleOfCar)],
    ],
    ['passes a sale of another vehicle', actFacts(1, { subjects: [vehicleSubject(2, '01B345CA')] }), [saleOfCar], []],
    ['passes while no vehicle is chosen yet', actFacts(1), [saleOfCar], []],
    ['does not count an act of another type', actFacts(1, { subjects: [car] }), [open({ actTypeId: 4, vehicleIds: [1] })], []],
    [
      'refuses a second proxy for the same car to the same attorney',
      actFacts(101, { subjects: [car], parties: [party(PIN.dilnoza, 'attorney')] }, 'principal'),
      [proxyToDilnoza],
      [link(proxyToDilnoza)],
    ],
    [
      'passes a proxy for the same car to another attorney',
      actFacts(101, { subjects: [car], parties: [party(PIN.nodir, 'attorney')] }, 'principal'),
      [proxyToDilnoza],
      [],
    ],
    [
      'refuses a second real-estate proxy for the same flat and attorney',
      actFacts(105, { subjects: [estateSubject(2, '11:13:02:05:03:0412')], parties: [party(PIN.nodir, 'attorney')] }, 'principal'),
      [open({ actTypeId: 105, realEstateIds: [2], parties: [{ pin: PIN.nodir, role: 'attorney' }] })],
      [link(open({ actTypeId: 105, realEstateIds: [2], parties: [{ pin: PIN.nodir, role: 'attorney' }] }))],
    ],
    [
      'refuses a second general proxy to the same attorney',
      actFacts(11651, { parties: [party(PIN.dilnoza, 'attorney')] }, 'principal'),
      [generalToDilnoza],
      [link(generalToDilnoza)],
    ],
    [
      'passes another principal’s general proxy to that attorney',
      actFacts(11651, { applicantPin: PIN.malika, parties: [party(PIN.dilnoza, 'attorney')] }, 'principal'),
      [generalToDilnoza],
      [],
    ],
    [
      'refuses a second residence consent for the same flat and person',
      actFacts(11944, { applicantPin: PIN.malika, subjects: [estateSubject(1, '11:14:04:01:01:1630')], parties: [party(PIN.nodir, 'registrant')] }, 'owner'),
      [open({ actTypeId: 11944, applicantPin: PIN.malika, realEstateIds: [1], parties: [{ pin: PIN.nodir, role: 'registrant' }] })],
      [link(open({ actTypeId: 11944, applicantPin: PIN.malika, realEstateIds: [1], parties: [{ pin: PIN.nodir, role: 'registrant' }] }))],
    ],
    [
      'refuses a second spouse consent for the same spouse',
      actFacts(15003, { parties: [party(PIN.dilnoza, 'spouse')] }, 'consenting_spouse'),
      [open({ actTypeId: 15003, parties: [{ pin: PIN.dilnoza, role: 'spouse' }] })],
      [link(open({ actTypeId: 15003, parties: [{ pin: PIN.dilnoza, role: 'spouse' }] }))],
    ],
    [
      'refuses a second travel consent for a child, linking a legacy act by number',
      actFacts(15034, { parties: [party(PIN.jasur, 'child'), party(PIN.madina, 'child')] }, 'parent'),
      [consentForMadina],
      [link(consentForMadina)],
    ],
    ['passes a consent for the other child', actFacts(15034, { parties: [party(PIN.jasur, 'child')] }, 'parent'), [consentForMadina], []],
    [
      'passes the other parent’s consent for the same child',
      actFacts(15034, { applicantPin: PIN.dilnoza, parties: [party(PIN.madina, 'child')] }, 'parent'),
      [consentForMadina],
      [],
    ],
    ['never compares an act with itself', actFacts(1, { id: 7, subjects: [car] }), [saleOfCar], []],
    ['does not guard a gift (type 4 is not in the list)', actFacts(4, { subjects: [car] }, 'donor'), [open({ actTypeId: 4, vehicleIds: [1] })], []],
  ])('%s', (_what, act, openActs, expected) => {
    expect(duplicateActRule(act, registryFacts({ openActs }), 'send')).toEqual(expected);
  });
});
