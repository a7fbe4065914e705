import { useLingui } from '@lingui/react/macro';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { useActBans } from './api/bans.ts';
import { showIsoDate, showTiyin } from './display.ts';
import { SUBJECT_KIND_NAMES } from '../../../src-domain/acts/documents/party-role-names.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

/**
 * References (spec §2 screen 13): the ban list view of the act's vehicles and real estate —
 * restrictions of the traffic-safety database (bans, arrests, fines) and registered bans, in
 * force and lifted. Nothing found is spec §8 "bans not found".
 */
export function ReferencesTab({ act }: { act: ActDetails }) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const query = useActBans(act.uuid, act.version);
  const subjects = query.data?.subjects ?? [];
  const kinds = {
    ban: t({ id: 'act.bans.kind.ban', message: 'Taqiq' }),
    arrest: t({ id: 'act.bans.kind.arrest', message: 'Hibsga olish' }),
    fine: t({ id: 'act.bans.kind.fine', message: 'Jarima' }),
  } as const;
  const states = {
    active: t({ id: 'act.bans.state.active', message: 'Amalda' }),
    lifted: t({ id: 'act.bans.state.lifted', message: 'Olib tashlangan' }),
    paid: t({ id: 'act.bans.state.paid', message: 'To‘langan' }),
  } as const;
  const empty = query.data && subjects.every((subject) => subject.bans.length === 0 && subject.restrictions.length === 0);
  return (
    <div className="act-tab">
      <h3>{t({ id: 'act.bans.title', message: 'Taqiqlar ro‘yxati' })}</h3>
      <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} />
      {empty ? <p className="notice">{t({ id: 'act.bans.none', message: 'Taqiqlar topilmadi.' })}</p> : null}
      {subjects
        .filter((subject) => subject.bans.length > 0 || subject.restrictions.length > 0)
        .map((subject) => (
          <section key={subject.subjectId} className="act-section" aria-label={`${SUBJECT_KIND_NAMES[subject.kind][locale]} ${subject.ref}`}>
            <h4>{`${SUBJECT_KIND_NAMES[subject.kind][locale]} — ${subject.ref}`}</h4>
            <table className="act-table">
              <thead>
                <tr>
                  <th scope="col">{t({ id: 'act.bans.kind', message: 'Turi' })}</th>
                  <th scope="col">{t({ id: 'act.bans.state', message: 'Holati' })}</th>
                  <th scope="col">{t({ id: 'act.bans.document', message: 'Hujjat' })}</th>
                  <th scope="col">{t({ id: 'act.bans.issuer', message: 'Kim tomonidan' })}</th>
                  <th scope="col">{t({ id: 'act.bans.details', message: 'Tafsilotlar' })}</th>
                </tr>
              </thead>
              <tbody>
                {subject.restrictions.map((item) => (
                  <tr key={`r-${item.id}`}>
                    <td>{kinds[item.kind]}</td>
                    <td>{states[item.state]}</td>
                    <td>{`${item.documentNumber}, ${showIsoDate(item.documentDate) ?? ''}`}</td>
                    <td>{item.issuedBy}</td>
                    <td>{[item.reason, showTiyin(item.amountTiyin, locale)].filter(Boolean).join(', ')}</td>
                  </tr>
                ))}
                {subject.bans.map((ban) => (
                  <tr key={`b-${ban.id}`}>
                    <td>{ban.type}</td>
                    <td>{states[ban.state]}</td>
                    <td>{`${ban.documentNumber}, ${showIsoDate(ban.documentDate) ?? ''}`}</td>
                    <td>{`${ban.official}, ${ban.organisation}`}</td>
                    <td>{showIsoDate(ban.startDate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
    </div>
  );
}
