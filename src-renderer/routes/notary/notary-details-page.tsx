import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { useNotary } from '../../features/notary-registry/api/get-notary.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { TimetableTable } from '../../features/notary-registry/timetable-table.tsx';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { useBreadcrumb } from '../../state/breadcrumb.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { NotaryFacts } from './notary-facts.tsx';
import { NotaryOfficeSection } from './notary-office-section.tsx';
import { NotaryQueueLink } from './notary-queue-link.tsx';
import { NotaryReviewsSection } from './notary-reviews-section.tsx';
import '../../features/catalogue/catalogue.css';
import '../../features/notary-registry/notary.css';

const parseId = (text: string | undefined): number | null => (text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);

/**
 * One notary (spec §2 `notary/{id}`, screen 17): rating, presence and leave, licence, queue
 * sign-up, the office with its map, the week's timetable in Tashkent time, and reviews.
 */
export function NotaryDetailsPage() {
  const { t, i18n } = useLingui();
  const locale = useShownLocale();
  const id = parseId(useParams().id);
  const query = useNotary(id);
  const notary = query.data;
  const heading = notary ? notary.name[locale] : i18n._(ROUTE_TITLES['route.notaryDetails']);
  useBreadcrumb([{ label: i18n._(ROUTE_TITLES['route.notaries']), href: paths.notaries.href() }, { label: heading }]);
  useDocumentTitle(heading);

  return (
    <article className="page notary-details">
      <h1>{heading}</h1>
      {id === null ? (
        <p className="notice" role="alert">
          {t({ id: 'notary.details.unknown', message: 'Bunday notarius topilmadi.' })}
        </p>
      ) : (
        <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} />
      )}
      {notary ? (
        <>
          <NotaryFacts notary={notary} officeName={notary.office.name[locale]} />
          <NotaryQueueLink notary={notary} />
          <NotaryOfficeSection notary={notary} name={notary.name[locale]} address={notary.office.address[locale]} />
          <section aria-labelledby="notary-timetable-title">
            <h2 id="notary-timetable-title">{t({ id: 'notary.details.timetable', message: 'Ish jadvali' })}</h2>
            <TimetableTable timetable={notary.timetable} now={new Date()} />
          </section>
          <NotaryReviewsSection notaryId={notary.id} />
        </>
      ) : null}
    </article>
  );
}
