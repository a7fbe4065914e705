import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type PartyStatusKey = 'awaiting' | 'accepted' | 'declined' | 'exited';

/** Spec §3 party status: null awaiting confirmation, accepted, declined; §4 adds exit from the deal. */
export const PARTY_STATUS_LABELS: Readonly<Record<PartyStatusKey, MessageDescriptor>> = {
  awaiting: msg({ id: 'act.partyStatus.awaiting', message: 'Javob kutilmoqda' }),
  accepted: msg({ id: 'act.partyStatus.accepted', message: 'Qabul qilgan' }),
  declined: msg({ id: 'act.partyStatus.declined', message: 'Rad etgan' }),
  exited: msg({ id: 'act.partyStatus.exited', message: 'Bitimdan chiqqan' }),
};

export function partyStatusKey(status: 'accepted' | 'declined' | 'exited' | null): PartyStatusKey {
  return status ?? 'awaiting';
}
