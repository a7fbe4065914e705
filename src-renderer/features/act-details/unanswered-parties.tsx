import { useLingui } from '@lingui/react/macro';
import { partyRoleName } from '../../../src-domain/acts/documents/party-role-names.ts';
import type { ActParty } from '../../../src-domain/http/routes/acts.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

/**
 * The parties that have not answered their invitation (spec §3 "null awaiting confirmation"),
 * each with its role and whether it was even invited: what the applicant confirms sending
 * without, and what the notary reads once the act has come.
 */
export function UnansweredParties({ parties, lead }: { parties: readonly ActParty[]; lead?: string }) {
  const { t } = useLingui();
  const locale = useShownLocale();
  return (
    <div className="unanswered-parties">
      <p>{lead ?? t({ id: 'act.unanswered.lead', message: 'Quyidagi ishtirokchilar hali javob bermagan. Notarius ham buni ko‘radi.' })}</p>
      <ul>
        {parties.map((party) => {
          const name = party.fullName;
          const role = partyRoleName(party.role, locale);
          return (
            <li key={party.id}>
              {party.invited
                ? t({ id: 'act.unanswered.invited', message: `${name} (${role}): taklif yuborilgan, javob yo‘q` })
                : t({ id: 'act.unanswered.notInvited', message: `${name} (${role}): hali taklif qilinmagan` })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
