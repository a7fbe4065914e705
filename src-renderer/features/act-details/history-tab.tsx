import { useLingui } from '@lingui/react/macro';
import { isActAction } from '../../../src-domain/acts/lifecycle/act-actions.ts';
import { isVideoHistoryAction } from '../../../src-domain/video/video-history.ts';
import type { ActDetails, ActHistoryItem } from '../../../src-domain/http/routes/acts.ts';
import { partyRoleName } from '../../../src-domain/acts/documents/party-role-names.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { ACTION_LABELS } from './action-labels.ts';
import { showInstant } from './display.ts';
import { ACTOR_LABELS, EDIT_ACTION_LABELS, VIDEO_ACTION_LABELS } from './history-labels.ts';

/** The act's audit (spec §4): who did what, when, from which step to which, and why. */
export function HistoryTab({ act }: { act: ActDetails }) {
  const { t, i18n } = useLingui();
  const label = (item: ActHistoryItem) =>
    i18n._(
      isActAction(item.action)
        ? ACTION_LABELS[item.action]
        : isVideoHistoryAction(item.action)
          ? VIDEO_ACTION_LABELS[item.action]
          : EDIT_ACTION_LABELS[item.action],
    );
  const locale = useShownLocale();
  // Sending while some had not answered keeps their roles (src-server/acts/act-actions.ts).
  const reasonText = (item: ActHistoryItem): string => {
    if (item.action !== 'send_to_notary' || !item.reason) return item.reason ?? '';
    const roles = item.reason
      .split(',')
      .map((role) => partyRoleName(role, locale))
      .join(', ');
    return t({ id: 'act.history.unanswered', message: `Javob bermaganlar: ${roles}` });
  };
  if (act.history.length === 0) return <p className="notice">{t({ id: 'act.history.empty', message: 'Tarix hali bo‘sh.' })}</p>;
  return (
    <div className="act-tab">
      <table className="act-table">
        <caption className="visually-hidden">{t({ id: 'act.history.caption', message: 'Notarial harakat tarixi' })}</caption>
        <thead>
          <tr>
            <th scope="col">{t({ id: 'act.history.when', message: 'Vaqt' })}</th>
            <th scope="col">{t({ id: 'act.history.who', message: 'Kim' })}</th>
            <th scope="col">{t({ id: 'act.history.what', message: 'Amal' })}</th>
            <th scope="col">{t({ id: 'act.history.steps', message: 'Bosqich' })}</th>
            <th scope="col">{t({ id: 'act.history.reason', message: 'Sabab' })}</th>
          </tr>
        </thead>
        <tbody>
          {[...act.history].reverse().map((item) => (
            <tr key={item.id}>
              <td>{showInstant(item.at)}</td>
              <td>{item.actorName ? `${item.actorName} (${i18n._(ACTOR_LABELS[item.actorRole])})` : i18n._(ACTOR_LABELS[item.actorRole])}</td>
              <td>{label(item)}</td>
              <td>{item.fromStep === item.toStep ? String(item.toStep) : `${item.fromStep} → ${item.toStep}`}</td>
              <td>{reasonText(item)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
