import { useLingui } from '@lingui/react/macro';
import { relativeDiscountFor } from '../../../src-domain/fees/relative-discount.ts';
import type { CatalogueServiceResponse } from '../../../src-domain/http/routes/catalogue-service.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { useFeeSummary } from './fee-summary.ts';

export interface ServiceFactsProps {
  service: CatalogueServiceResponse;
  locale: Locale;
}

/** The short facts of screen 10: act group, act, count of acts, price, duration, participants, result. */
export function ServiceFacts({ service, locale }: ServiceFactsProps) {
  const { t } = useLingui();
  const feeSummary = useFeeSummary();
  const payable = relativeDiscountFor(service.actTypeId)?.payablePercent;
  const rows = [
    { key: 'group', label: t({ id: 'catalogue.details.group', message: 'Harakatlar guruhi' }), value: service.group.name[locale] },
    { key: 'act', label: t({ id: 'catalogue.details.act', message: 'Notarial harakat' }), value: service.name[locale] },
    { key: 'count', label: t({ id: 'catalogue.details.count', message: 'Ro‘yxatga olingan harakatlar soni' }), value: String(service.actsCount) },
    { key: 'price', label: t({ id: 'catalogue.details.price', message: 'Narxi (davlat boji)' }), value: feeSummary(service.fee, service.bcvTiyin) },
    ...(payable === undefined
      ? []
      : [
          {
            key: 'discount',
            label: t({ id: 'catalogue.details.discount', message: 'Yaqin qarindoshlar uchun' }),
            value: t({ id: 'catalogue.details.discountValue', message: `davlat bojining ${payable} %` }),
          },
        ]),
    { key: 'duration', label: t({ id: 'catalogue.details.duration', message: 'Bajarilish muddati' }), value: service.duration[locale] },
    {
      key: 'participants',
      label: t({ id: 'catalogue.details.participants', message: 'Ishtirokchilar' }),
      value: service.participants.map((p) => p[locale]).join(', '),
    },
    { key: 'result', label: t({ id: 'catalogue.details.result', message: 'Yakuniy natija' }), value: service.result[locale] },
  ];
  return (
    <dl className="service-facts">
      {rows.map((row) => (
        <div key={row.key} className="service-facts__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
