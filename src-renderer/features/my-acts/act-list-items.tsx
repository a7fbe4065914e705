import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ACT_STATE_NAMES } from '../../../src-domain/acts/act-states.ts';
import { ACT_TYPE_NAMES } from '../../../src-domain/acts/act-types.ts';
import { ACT_STEP_NAMES } from '../../../src-domain/acts/steps.ts';
import { notifyItemPath } from '../../../src-domain/auth/auth-routes.ts';
import type { ActSummary } from '../../../src-domain/http/routes/acts-list.ts';
import { REGTYPE_LABELS } from './act-list-labels.ts';
import { showInstantDate, showIsoDate, showTime } from './display-dates.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

export interface ActListItemsProps {
  items: readonly ActSummary[];
  kiosk: boolean;
  /** The notary's queue names the applicant; the citizen's list names the notary. */
  view: 'mine' | 'notary';
}

/**
 * One card per act: its type as the link (spec §2 screen 7 rule: regsystem 2 opens
 * /my_notarial_act/{rid}, 3 and 4 /enotarial_act/{uuid}; /kiosk before both in kiosk mode), then
 * step, state, registry number and date, visit, notary, and what the act waits for.
 */
export function ActListItems({ items, kiosk, view }: ActListItemsProps) {
  const { t, i18n } = useLingui();
  const locale = useShownLocale();
  const awaitingText = {
    decision: t({ id: 'myActs.awaiting.decision', message: 'Sizning qaroringiz kutilmoqda' }),
    visit: t({ id: 'myActs.awaiting.visit', message: 'Qabul vaqti belgilangan' }),
    invitation: t({ id: 'myActs.awaiting.invitation', message: 'Taklifga javob bering' }),
  } as const;
  return (
    <ul className="act-cards">
      {items.map((item) => {
        const visit = [showIsoDate(item.visitDate), showTime(item.visitTime)].filter(Boolean).join(' ');
        const regdate = showIsoDate(item.regdate);
        return (
          <li key={item.uuid} className="act-card">
            <h3 className="act-card__title">
              <Link to={notifyItemPath({ regsystemid: item.regsystemId, rid: item.id, uuid: item.uuid }, kiosk)}>{ACT_TYPE_NAMES[item.actTypeId][locale]}</Link>
            </h3>
            {item.awaiting ? <p className="act-card__awaiting">{awaitingText[item.awaiting]}</p> : null}
            <dl className="act-card__facts">
              <dt>{t({ id: 'myActs.item.step', message: 'Bosqich' })}</dt>
              <dd>{`${item.step}. ${ACT_STEP_NAMES[item.step][locale]}`}</dd>
              <dt>{t({ id: 'myActs.item.state', message: 'Holati' })}</dt>
              <dd>{ACT_STATE_NAMES[item.state][locale]}</dd>
              {item.regnum ? (
                <>
                  <dt>{t({ id: 'myActs.item.regnum', message: 'Reestr raqami' })}</dt>
                  <dd>{regdate ? `${item.regnum}, ${regdate}` : item.regnum}</dd>
                </>
              ) : null}
              <dt>{t({ id: 'myActs.item.regtype', message: 'Ro‘yxatga olish turi' })}</dt>
              <dd>{i18n._(REGTYPE_LABELS[item.regtypeId])}</dd>
              {visit ? (
                <>
                  <dt>{t({ id: 'myActs.item.visit', message: 'Qabul vaqti' })}</dt>
                  <dd>{visit}</dd>
                </>
              ) : null}
              {view === 'notary' ? (
                <>
                  <dt>{t({ id: 'myActs.item.applicant', message: 'Arizachi' })}</dt>
                  <dd>{item.applicantName}</dd>
                </>
              ) : item.notary ? (
                <>
                  <dt>{t({ id: 'myActs.item.notary', message: 'Notarius' })}</dt>
                  <dd>{item.notary.name[locale]}</dd>
                </>
              ) : null}
              {item.office ? (
                <>
                  <dt>{t({ id: 'myActs.item.office', message: 'Notarial idora' })}</dt>
                  <dd>{item.office.name[locale]}</dd>
                </>
              ) : null}
              <dt>{t({ id: 'myActs.item.created', message: 'Yaratilgan' })}</dt>
              <dd>{showInstantDate(item.createdAt)}</dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
