import { describe, expect, it } from 'vitest';
import type { ActParty } from '../../../src-domain/http/routes/acts.ts';
import type { ActDeviceTest } from '../../../src-domain/http/routes/device-tests.ts';
import { partyFixture } from '../../test/act-fixture.ts';
import { deviceTestLines } from './device-test-lines.ts';

const party = (id: number, pin: string, participationType: 1 | 2, status: ActParty['status'] = 'accepted'): ActParty =>
  partyFixture({ id, pin, fullName: `P${id}`, participationType, status, isApplicant: false });

const attached = (partyId: number | null): ActDeviceTest => ({
  role: partyId === null ? 'notary' : 'party',
  partyId,
  name: { oz: 'x', uz: 'x', ru: 'x' },
  attachedAt: '2026-11-26T05:31:00.000Z',
  result: {
    id: partyId ?? 0,
    testedAt: '2026-11-26T05:30:00.000Z',
    passed: true,
    camera: { error: null, width: 640, height: 480, frameRate: 30, passed: true, failure: null },
    microphone: { error: null, level: -20, passed: true, failure: null },
    speaker: { heard: true, passed: true, failure: null },
    connection: { error: null, downloadMbps: 10, uploadMbps: 5, passed: true, failure: null },
    userAgent: 'Chrome 140 · Linux',
  },
});

/** Each line as `result:<party id or notary>` or `missing:<party id>`. */
const shape = (items: ActDeviceTest[], parties: ActParty[]) =>
  deviceTestLines(items, parties).map((line) => (line.kind === 'result' ? `result:${line.item.partyId ?? 'notary'}` : `missing:${line.party.id}`));

/**
 * Spec §2 screen 13 (the video conference tab shows the device test results) with §3 "participation
 * type (1 meeting the notary, 2 video)": who the tab lists, with a result or none yet.
 */
describe('deviceTestLines', () => {
  const cases: [string, ActDeviceTest[], ActParty[], string[]][] = [
    ['nothing attached, nobody by video', [], [party(1, 'a', 1)], []],
    ['a party by video with no result is named', [], [party(1, 'a', 2)], ['missing:1']],
    ['so is one who has not answered the invitation yet', [], [party(1, 'a', 2, null)], ['missing:1']],
    ['a party who declined or left is not', [], [party(1, 'a', 2, 'declined'), party(2, 'b', 2, 'exited')], []],
    ['a party in person is not expected to test', [], [party(1, 'a', 1)], []],
    [
      'the notary and a party in person who attached one come first',
      [attached(1), attached(null)],
      [party(1, 'a', 1), party(2, 'b', 2)],
      ['result:1', 'result:notary', 'missing:2'],
    ],
    ['parties by video in the act’s order, with or without a result', [attached(3)], [party(2, 'b', 2), party(3, 'c', 2)], ['missing:2', 'result:3']],
    ['a person with two rows by video and a result on one is listed once', [attached(5)], [party(4, 'd', 2), party(5, 'd', 2)], ['result:5']],
    ['a person with two rows by video and no result is named once', [], [party(4, 'd', 2), party(5, 'd', 2)], ['missing:4']],
    ['a person in person on one row and by video on another, with a result, is listed once', [attached(6)], [party(6, 'e', 1), party(7, 'e', 2)], ['result:6']],
  ];
  it.each(cases)('%s', (_name, items, parties, expected) => {
    expect(shape(items, parties)).toEqual(expected);
  });
});
