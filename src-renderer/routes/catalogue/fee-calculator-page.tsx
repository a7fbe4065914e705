import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { useCatalogueService } from '../../features/catalogue/api/get-catalogue-service.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { parseServiceId } from '../../features/catalogue/service-id.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { FeeCalculator } from '../../features/fee-calculator/fee-calculator.tsx';
import { useBreadcrumb, type BreadcrumbItem } from '../../state/breadcrumb.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { UnknownService } from './unknown-service.tsx';
import '../../features/catalogue/catalogue.css';

/**
 * The fee calculator of one service (spec §2 `na_details/calc/{nadid}`): the service's rate and
 * the base calculation value come with the service; the figures are computed in the page by the
 * domain rule, the same one `GET /api/catalogue/:id/fee` answers with.
 */
export function FeeCalculatorPage() {
  const { i18n } = useLingui();
  const locale = useShownLocale();
  const id = parseServiceId(useParams().nadid);
  const query = useCatalogueService(id);
  const service = query.data;
  const heading = i18n._(ROUTE_TITLES['route.feeCalculator']);
  const trail: BreadcrumbItem[] = [{ label: i18n._(ROUTE_TITLES['route.catalogue']), href: paths.catalogue.href() }];
  if (service) trail.push({ label: service.name[locale], href: paths.catalogueDetails.href(service.id) });
  trail.push({ label: heading });
  useBreadcrumb(trail);
  useDocumentTitle(service ? `${heading}: ${service.name[locale]}` : heading);

  return (
    <article className="page fee-calculator-page">
      <h1>{heading}</h1>
      {id === null ? <UnknownService /> : <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} />}
      {service ? (
        <>
          <p className="catalogue__lead">
            <Link to={paths.catalogueDetails.href(service.id)}>{service.name[locale]}</Link>
          </p>
          <FeeCalculator rate={service.fee} bcvTiyin={service.bcvTiyin} actTypeId={service.actTypeId} locale={locale} />
        </>
      ) : null}
    </article>
  );
}
