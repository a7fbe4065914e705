import type { ActParty } from '../../../../src-domain/http/routes/acts.ts';
import { ChosenItemList } from './chosen-item-list.tsx';

export interface ChosenPartyListProps {
  label: string;
  parties: readonly ActParty[];
  busy: boolean;
  onRemove: (partyId: number) => void;
}

/** The people a step added (companions, persons registered), each with its remove button. */
export function ChosenPartyList({ label, parties, busy, onRemove }: ChosenPartyListProps) {
  return <ChosenItemList label={label} items={parties.map((party) => ({ id: party.id, label: party.fullName }))} busy={busy} onRemove={onRemove} />;
}
