import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { REG_TYPES } from '../../../src-domain/acts/act-types.ts';
import { type NotifyItem } from '../../../src-domain/auth/auth-contract.ts';
import { notifyItemPath } from '../../../src-domain/auth/auth-routes.ts';
import { NotifyTypeIcon } from './notify-type-icon.tsx';
import { visitDate, visitTime } from './notify-visit.ts';

export type NotificationListState = { status: 'pending' } | { status: 'error'; retry: () => void } | { status: 'success'; items: readonly NotifyItem[] };

export interface NotificationListProps {
  state: NotificationListState;
  /** Links get the /kiosk prefix (spec §2 screen 7). */
  kiosk: boolean;
  /** A link was followed: the dialog closes. */
  onNavigate: () => void;
}

function Visit({ item }: { item: NotifyItem }) {
  const date = visitDate(item.visitdate);
  const time = visitTime(item.visittime);
  if (item.regtypeid !== REG_TYPES.video || (!date && !time)) return null;
  const when = [date, time].filter(Boolean).join(' ');
  return (
    <span className="notify-item__visit">
      <Trans id="notify.visit">Qabul vaqti: {when}</Trans>
    </span>
  );
}

/** The user's notarial acts with news (spec §2 screen 7), with loading, error and empty states. */
export function NotificationList({ state, kiosk, onNavigate }: NotificationListProps) {
  const { t } = useLingui();
  if (state.status === 'pending') {
    return (
      <p role="status" className="notify-state">
        {t({ id: 'notify.loading', message: 'Yuklanmoqda…' })}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className="notify-state">
        <p>{t({ id: 'notify.error', message: 'Bildirishnomalarni yuklab bo‘lmadi.' })}</p>
        <button type="button" className="button button--secondary" onClick={state.retry}>
          {t({ id: 'notify.retry', message: 'Qayta urinish' })}
        </button>
      </div>
    );
  }
  if (state.items.length === 0) {
    return <p className="notify-state">{t({ id: 'notify.empty', message: 'Qaroringizni kutayotgan notarial harakatlar yo‘q.' })}</p>;
  }
  return (
    <ul className="notify-list">
      {state.items.map((item) => (
        <li key={`${item.regsystemid}-${item.rid}-${item.uuid}`}>
          <Link className="notify-item" to={notifyItemPath(item, kiosk)} onClick={onNavigate}>
            <NotifyTypeIcon type={item.regtypeid} />
            <span className="notify-item__text">
              <span className="notify-item__name">{item.na}</span>
              <Visit item={item} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
