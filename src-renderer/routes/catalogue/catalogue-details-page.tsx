import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { useCatalogueService } from '../../features/catalogue/api/get-catalogue-service.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { parseServiceId } from '../../features/catalogue/service-id.ts';
import { ServiceFacts } from '../../features/catalogue/service-facts.tsx';
import { ServiceSections } from '../../features/catalogue/service-sections.tsx';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { useBreadcrumb } from '../../state/breadcrumb.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { UnknownService } from './unknown-service.tsx';
import '../../features/catalogue/catalogue.css';

/**
 * One service (spec §2 `na_details/{id}`, screen 10): every field of the screen, the calculator
 * button and the create-act button. Creating an act needs a login: the route guard of
 * `/enotarial_act` saves the address and sends a visitor to log in first (spec §2).
 */
export function CatalogueDetailsPage() {
  const { t, i18n } = useLingui();
  const locale = useShownLocale();
  const id = parseServiceId(useParams().id);
  const query = useCatalogueService(id);
  const service = query.data;
  const heading = service ? service.name[locale] : i18n._(ROUTE_TITLES['route.catalogueDetails']);
  useBreadcrumb([{ label: i18n._(ROUTE_TITLES['route.catalogue']), href: paths.catalogue.href() }, { label: heading }]);
  useDocumentTitle(heading);

  return (
    <article className="page catalogue-details">
      <h1>{heading}</h1>
      {id === null ? <UnknownService /> : <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} />}
      {service ? (
        <>
          <div className="catalogue-actions">
            <Link className="button" to={paths.feeCalculator.href(service.id)}>
              {t({ id: 'catalogue.details.calculate', message: 'Narxini hisoblash' })}
            </Link>
            {service.actTypeId !== null ? (
              <Link className="button button--secondary" to={`${paths.actDetails.href('-1')}?service=${service.id}`}>
                {t({ id: 'catalogue.details.createAct', message: 'Notarial harakatni boshlash' })}
              </Link>
            ) : (
              <p className="catalogue-actions__note">
                {t({ id: 'catalogue.details.inPerson', message: 'Bu xizmat notarial idorada shaxsan ko‘rsatiladi.' })}{' '}
                <Link to={paths.notaries.href()}>{t({ id: 'catalogue.details.findNotary', message: 'Notariusni tanlash' })}</Link>
              </p>
            )}
          </div>
          <ServiceFacts service={service} locale={locale} />
          <ServiceSections service={service} locale={locale} hrefFor={paths.catalogueDetails.href} />
        </>
      ) : null}
    </article>
  );
}
