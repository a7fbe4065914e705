import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link, useSearchParams } from 'react-router';
import { hasRole } from '../../../src-domain/auth/roles.ts';
import { NotaryDayView } from '../../features/notary-queue/notary-day-view.tsx';
import { paths } from '../../shared/paths.ts';
import { userAtom } from '../../state/user.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { BookingFlow } from '../../features/equeue/booking-flow.tsx';
import { BookingList } from '../../features/equeue/booking-list.tsx';
import { useBreadcrumb } from '../../state/breadcrumb.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useMinuteClock } from './use-minute-clock.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import '../../features/equeue/equeue.css';

const parseNotaryId = (text: string | null): number | null => (text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);

/**
 * The electronic queue (spec §2 `equeue`, §3 Equeue): book a slot with a notary, and the list
 * of one's own bookings with cancelling. The same page on the web and at a kiosk, where the
 * kiosk layout adds 64 px targets and the on-screen keyboard for the search and the phone. A
 * notary opens on their day's queue (docs/decisions/0055-notary-queue.md), their own bookings
 * as a citizen one link away (`?view=mine`).
 */
export function EqueueView({ kiosk }: { kiosk: boolean }) {
  const { t, i18n } = useLingui();
  const heading = i18n._(ROUTE_TITLES['route.equeue']);
  useBreadcrumb([{ label: heading }]);
  useDocumentTitle(heading);
  const locale = useShownLocale();
  const [params] = useSearchParams();
  const initialNotaryId = parseNotaryId(params.get('notary'));
  const notary = hasRole(useAtomValue(userAtom), 'notary');
  const desk = notary && params.get('view') !== 'mine';
  const base = kiosk ? paths.kiosk.equeue.href() : paths.equeue.href();

  return (
    <article className="page equeue-page">
      <h1>{heading}</h1>
      {notary ? (
        <nav className="equeue-views" aria-label={t({ id: 'equeue.notary.nav', message: 'Notarius navbati' })}>
          <ul>
            <li>
              <Link className="equeue-views__link" to={base} aria-current={desk ? 'page' : undefined}>
                {t({ id: 'equeue.notary.day', message: 'Kunlik navbat' })}
              </Link>
            </li>
            <li>
              <Link className="equeue-views__link" to={`${base}?view=mine`} aria-current={desk ? undefined : 'page'}>
                {t({ id: 'equeue.notary.mine', message: 'Mening yozilishlarim' })}
              </Link>
            </li>
          </ul>
        </nav>
      ) : null}
      {desk ? <NotaryDayView locale={locale} kiosk={kiosk} /> : <CitizenQueue initialNotaryId={initialNotaryId} />}
    </article>
  );
}

/** Booking a slot and the list of one's own bookings. */
function CitizenQueue({ initialNotaryId }: { initialNotaryId: number | null }) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const now = useMinuteClock();
  return (
    <>
      <p className="equeue-lead">
        {t({
          id: 'equeue.lead',
          message: 'Notarius qabuliga keyingi 14 kun ichidagi bo‘sh vaqtga yoziling. Har bir qabul 30 daqiqa; vaqtlar Toshkent vaqti bo‘yicha.',
        })}
      </p>
      <section className="equeue-section" aria-labelledby="equeue-new-title">
        <h2 id="equeue-new-title">{t({ id: 'equeue.new.title', message: 'Yangi yozilish' })}</h2>
        {/* A new `?notary=` (another sign-up button) starts the flow over with that notary. */}
        <BookingFlow key={initialNotaryId ?? 0} initialNotaryId={initialNotaryId} locale={locale} />
      </section>
      <section className="equeue-section" aria-labelledby="equeue-list-title">
        <h2 id="equeue-list-title">{t({ id: 'equeue.list.title', message: 'Mening yozilishlarim' })}</h2>
        <BookingList locale={locale} now={now} />
      </section>
    </>
  );
}
