import { useLingui } from '@lingui/react/macro';
import type { RequiredDocument } from '../../../src-domain/http/routes/catalogue-service.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';

export interface RequiredDocumentsProps {
  documents: readonly RequiredDocument[];
  locale: Locale;
}

/**
 * Spec screen 10 "required documents (copies, originals)": two lists, what to hand over as
 * copies and what to show in the original, each with how many.
 */
export function RequiredDocuments({ documents, locale }: RequiredDocumentsProps) {
  const { t } = useLingui();
  const lists = [
    {
      key: 'copies',
      title: t({ id: 'catalogue.documents.copies', message: 'Nusxalari' }),
      items: documents.filter((d) => d.copies > 0).map((d) => ({ name: d.name[locale], count: d.copies })),
    },
    {
      key: 'originals',
      title: t({ id: 'catalogue.documents.originals', message: 'Asl nusxalari' }),
      items: documents.filter((d) => d.originals > 0).map((d) => ({ name: d.name[locale], count: d.originals })),
    },
  ];
  return (
    <div className="required-documents">
      {lists.map((list) => (
        <section key={list.key} aria-labelledby={`documents-${list.key}`}>
          <h3 id={`documents-${list.key}`}>{list.title}</h3>
          {list.items.length === 0 ? (
            <p>{t({ id: 'catalogue.documents.none', message: 'Talab qilinmaydi' })}</p>
          ) : (
            <ul>
              {list.items.map((item) => {
                const { name, count } = item;
                return <li key={name}>{t({ id: 'catalogue.documents.item', message: `${name} — ${count} dona` })}</li>;
              })}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
