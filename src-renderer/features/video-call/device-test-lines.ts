import type { ActParty } from '../../../src-domain/http/routes/acts.ts';
import type { ActDeviceTest } from '../../../src-domain/http/routes/device-tests.ts';
import { seatRefusal } from '../../../src-domain/video/room-admission.ts';

/** One line of the list: a participant's attached result, or a party by video who has none yet. */
export type DeviceTestLine = { kind: 'result'; item: ActDeviceTest } | { kind: 'missing'; party: ActParty };

/**
 * A party expected in the room (src-domain/video/room-admission.ts): by video, and not declined
 * or gone. One still to answer the invitation is expected too, so their missing test shows.
 */
function expectedByVideo(party: ActParty): boolean {
  const refusal = seatRefusal({ kind: 'party', participationType: party.participationType, status: party.status });
  return refusal === null || refusal === 'invitation_not_answered';
}

/**
 * What the tab lists: the results attached by people who are not parties by video (the notary,
 * a party in person) as the server orders them, then every party by video in the act's order,
 * with their result or none yet. A person is listed once however many rows they have.
 */
export function deviceTestLines(items: readonly ActDeviceTest[], parties: readonly ActParty[]): DeviceTestLine[] {
  const byVideo = parties.filter(expectedByVideo);
  const videoIds = new Set(byVideo.map((party) => party.id));
  const pinOf = new Map(parties.map((party) => [party.id, party.pin]));
  const listedPins = new Set(items.flatMap((item) => (item.partyId === null ? [] : [pinOf.get(item.partyId)])));
  const others: DeviceTestLine[] = items.filter((item) => item.partyId === null || !videoIds.has(item.partyId)).map((item) => ({ kind: 'result', item }));
  const lines: DeviceTestLine[] = [];
  for (const party of byVideo) {
    const item = items.find((candidate) => candidate.partyId === party.id);
    if (item) lines.push({ kind: 'result', item });
    else if (!listedPins.has(party.pin)) {
      listedPins.add(party.pin);
      lines.push({ kind: 'missing', party });
    }
  }
  return [...others, ...lines];
}
