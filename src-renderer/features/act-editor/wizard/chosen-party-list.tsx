import { useLingui } from '@lingui/react/macro';
import type { ActParty } from '../../../../src-domain/http/routes/acts.ts';

export interface ChosenPartyListProps {
  label: string;
  parties: readonly ActParty[];
  busy: boolean;
  onRemove: (partyId: number) => void;
}

/** The people a step added (companions, persons registered), each with its remove button. */
export function ChosenPartyList({ label, parties, busy, onRemove }: ChosenPartyListProps) {
  const { t } = useLingui();
  if (parties.length === 0) return null;
  return (
    <ul className="act-wizard__choices" aria-label={label}>
      {parties.map((party) => (
        <li key={party.id} className="act-wizard__choice">
          <span>{party.fullName}</span>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => onRemove(party.id)}>
            {t({ id: 'act.wizard.companion.remove', message: 'Olib tashlash' })}
          </button>
        </li>
      ))}
    </ul>
  );
}
