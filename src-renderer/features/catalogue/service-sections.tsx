import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { CatalogueServiceResponse } from '../../../src-domain/http/routes/catalogue-service.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { RequiredDocuments } from './required-documents.tsx';

export interface ServiceSectionsProps {
  service: CatalogueServiceResponse;
  locale: Locale;
  hrefFor: (id: number) => string;
}

/** The long parts of screen 10, one headed section each, so a screen reader can jump between them. */
export function ServiceSections({ service, locale, hrefFor }: ServiceSectionsProps) {
  const { t } = useLingui();
  return (
    <>
      <section className="service-section" aria-labelledby="service-simple">
        <h2 id="service-simple">{t({ id: 'catalogue.details.simple', message: 'Soddalashtirilgan tavsif' })}</h2>
        <p>{service.simplifiedDescription[locale]}</p>
      </section>
      <section className="service-section" aria-labelledby="service-law">
        <h2 id="service-law">{t({ id: 'catalogue.details.law', message: 'Qonun bo‘yicha tavsif' })}</h2>
        <p>{service.descriptionByLaw[locale]}</p>
      </section>
      <section className="service-section" aria-labelledby="service-documents">
        <h2 id="service-documents">{t({ id: 'catalogue.details.documents', message: 'Kerakli hujjatlar' })}</h2>
        <RequiredDocuments documents={service.requiredDocuments} locale={locale} />
      </section>
      <section className="service-section" aria-labelledby="service-conditions">
        <h2 id="service-conditions">{t({ id: 'catalogue.details.conditions', message: 'Boshqa shartlar' })}</h2>
        <p>{service.conditions[locale]}</p>
      </section>
      {service.related.length > 0 ? (
        <section className="service-section" aria-labelledby="service-related">
          <h2 id="service-related">{t({ id: 'catalogue.details.related', message: 'Tegishli xizmatlar' })}</h2>
          <ul className="service-related">
            {service.related.map((related) => (
              <li key={related.id}>
                <Link to={hrefFor(related.id)}>{related.name[locale]}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
