import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ACT_TYPE_NAMES } from '../../src-domain/acts/act-types.ts';
import type { BookingAct } from '../../src-domain/http/routes/equeue-bookings.ts';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import { paths } from './paths.ts';
import './booking-act-picker.css';

export interface BookingActPickerProps {
  /** The act the visit is for, if linked. */
  act: BookingAct | null;
  /** The holder's open acts with the booking's notary. */
  linkable: readonly BookingAct[];
  locale: Locale;
  kiosk: boolean;
  pending: boolean;
  /** A uuid links it; null unlinks. */
  onLink: (actUuid: string | null) => void;
}

/**
 * The act a booking is for (docs/decisions/0055-notary-queue.md): a link that opens it, or a
 * choice among the citizen's open acts with that notary to link it to. The citizen's list and
 * the notary's day use the same control.
 */
export function BookingActPicker({ act, linkable, locale, kiosk, pending, onLink }: BookingActPickerProps) {
  const { t } = useLingui();
  const selectId = useId();
  const [chosen, setChosen] = useState(linkable[0]?.uuid ?? '');
  const nameOf = (item: BookingAct) => `${ACT_TYPE_NAMES[item.actTypeId][locale]} № ${item.id}`;
  if (act) {
    const name = nameOf(act);
    return (
      <div className="booking-act">
        <Link className="button button--secondary" to={kiosk ? paths.kiosk.actDetails.href(act.uuid) : paths.actDetails.href(act.uuid)}>
          {t({ id: 'bookingAct.open', message: `Notarial harakatni ochish: ${name}` })}
        </Link>
        <button type="button" className="button button--secondary" disabled={pending} aria-busy={pending || undefined} onClick={() => onLink(null)}>
          {t({ id: 'bookingAct.unlink', message: 'Harakat bilan bog‘lanishni olib tashlash' })}
        </button>
      </div>
    );
  }
  if (linkable.length === 0) return null;
  const selected = linkable.some((item) => item.uuid === chosen) ? chosen : (linkable[0]?.uuid ?? '');
  return (
    <div className="booking-act">
      <label htmlFor={selectId}>{t({ id: 'bookingAct.choose', message: 'Tashrif qaysi notarial harakat uchun' })}</label>
      <select id={selectId} className="booking-act__select" value={selected} onChange={(event) => setChosen(event.target.value)}>
        {linkable.map((item) => (
          <option key={item.uuid} value={item.uuid}>
            {nameOf(item)}
          </option>
        ))}
      </select>
      <button type="button" className="button" disabled={pending || selected === ''} aria-busy={pending || undefined} onClick={() => onLink(selected)}>
        {t({ id: 'bookingAct.link', message: 'Harakat bilan bog‘lash' })}
      </button>
    </div>
  );
}
