import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { REG_TYPES } from '../../../src-domain/acts/act-types.ts';
import { partyRoleName } from '../../../src-domain/acts/documents/party-role-names.ts';
import type { ActDetails, ActParty } from '../../../src-domain/http/routes/acts.ts';
import { formatPhone } from '../../../src-domain/identity/format-phone.ts';
import { showInstant } from './display.ts';
import { FactList } from '../../ui/fact-list.tsx';
import { PartyDetailsFacts } from './party-details-facts.tsx';
import { PARTY_STATUS_LABELS, partyStatusKey } from './party-labels.ts';
import { RemoveItemButton } from './remove-item-button.tsx';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

export interface PartiesTabProps {
  act: ActDetails;
  onAct: (act: ActDetails) => void;
  /** Reloads the act: the parties' answers arrive from their own sessions (spec §4 wizards 1, 4: "refresh"). */
  onRefresh: () => void;
  refreshing: boolean;
  /** The party a `/my_notarial_act/{rid}/member/{id}` address points at. */
  focusId?: number | undefined;
  /** Invitation controls of one party (SMS, link, QR), for the applicant. */
  renderInvite?: (party: ActParty) => ReactNode;
  /** The act editor's add-party form, while the act may be edited. */
  editor?: ReactNode;
  /** The act editor's form for one party (its role and §3 fields), while the act may be edited. */
  renderEdit?: (party: ActParty) => ReactNode;
}

/** Parties of the act (spec §2 screen 13) with their answers; the applicant sees who has not answered (spec §3). */
export function PartiesTab({ act, onAct, onRefresh, refreshing, focusId, renderInvite, editor, renderEdit }: PartiesTabProps) {
  const { t, i18n } = useLingui();
  const waiting = act.parties.filter((party) => !party.isApplicant && party.status === null);
  const names = waiting.map((party) => party.fullName).join(', ');
  const focused = useRef<HTMLLIElement>(null);
  useEffect(() => {
    focused.current?.scrollIntoView?.({ block: 'center' });
    focused.current?.focus();
  }, [focusId]);
  const locale = useShownLocale();
  const roleName = (role: string) => partyRoleName(role, locale);

  return (
    <div className="act-tab">
      <div className="act-tab__bar">
        <p role="status" className="act-waiting">
          {waiting.length === 0
            ? t({ id: 'act.parties.allAnswered', message: 'Barcha ishtirokchilar javob bergan.' })
            : t({ id: 'act.parties.waiting', message: `Javob bermaganlar: ${names}` })}
        </p>
        <button type="button" className="button button--secondary" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing || undefined}>
          {t({ id: 'act.parties.refresh', message: 'Holatlarni yangilash' })}
        </button>
      </div>
      {act.parties.length === 0 ? <p className="notice">{t({ id: 'act.parties.empty', message: 'Ishtirokchilar hali qo‘shilmagan.' })}</p> : null}
      <ul className="act-items">
        {act.parties.map((party) => {
          const name = party.fullName;
          return (
            <li
              key={party.id}
              ref={party.id === focusId ? focused : undefined}
              tabIndex={party.id === focusId ? -1 : undefined}
              className={party.id === focusId ? 'act-item act-item--focused' : 'act-item'}
            >
              <h3 className="act-item__title">
                {party.fullName}
                <span className="act-item__role">{` — ${roleName(party.role)}`}</span>
              </h3>
              <p className={`act-badge act-badge--${partyStatusKey(party.status)}`}>
                {party.isApplicant ? t({ id: 'act.parties.applicant', message: 'Arizachi' }) : i18n._(PARTY_STATUS_LABELS[partyStatusKey(party.status)])}
              </p>
              <FactList
                className="act-facts"
                facts={[
                  party.kind === 'legal' ? { label: t({ id: 'act.parties.inn', message: 'Tashkilot STIR' }), value: party.inn } : null,
                  { label: t({ id: 'act.parties.pin', message: 'JShShIR' }), value: party.pin },
                  {
                    label: t({ id: 'act.parties.participation', message: 'Ishtirok turi' }),
                    value:
                      party.participationType === REG_TYPES.inPerson
                        ? t({ id: 'act.parties.meeting', message: 'Notarius huzurida' })
                        : t({ id: 'act.parties.video', message: 'Videokonferensiya orqali' }),
                  },
                  party.isPayer
                    ? { label: t({ id: 'act.parties.payer', message: 'To‘lovchi' }), value: t({ id: 'act.parties.payerYes', message: 'Ha' }) }
                    : null,
                  { label: t({ id: 'act.parties.phone', message: 'Telefon' }), value: party.phone ? formatPhone(party.phone) : null },
                  { label: t({ id: 'act.parties.representative', message: 'Vakil JShShIR' }), value: party.representativePin },
                  { label: t({ id: 'act.parties.decided', message: 'Javob vaqti' }), value: showInstant(party.decidedAt) },
                  !party.isApplicant && party.status === null
                    ? {
                        label: t({ id: 'act.parties.invitation', message: 'Taklif' }),
                        value: party.smsSent
                          ? t({ id: 'act.parties.smsSent', message: 'SMS yuborilgan' })
                          : party.invited
                            ? t({ id: 'act.parties.invited', message: 'Havola yaratilgan' })
                            : t({ id: 'act.parties.notInvited', message: 'Hali taklif qilinmagan' }),
                      }
                    : null,
                ]}
              />
              <PartyDetailsFacts party={party} />
              {renderEdit && act.editable ? renderEdit(party) : null}
              {renderInvite && !party.isApplicant && party.status !== 'accepted' ? renderInvite(party) : null}
              {act.editable && !party.isApplicant ? (
                <RemoveItemButton
                  act={act}
                  item={{ party: party.id }}
                  label={t({ id: 'act.parties.remove', message: `${name}ni olib tashlash` })}
                  onAct={onAct}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {act.editable && editor ? editor : null}
    </div>
  );
}
