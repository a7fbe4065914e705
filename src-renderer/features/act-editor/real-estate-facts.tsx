import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { RegistryRealEstate } from '../../../src-domain/http/routes/registry-lookups.ts';
import { formatDecimal, formatMoney } from '../../../src-domain/i18n/format-number.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { OwnerList } from './owner-list.tsx';

const KIND_LABELS: Readonly<Record<RegistryRealEstate['kind'], MessageDescriptor>> = {
  apartment: msg({ id: 'act.editor.realEstate.kind.apartment', message: 'Kvartira' }),
  house: msg({ id: 'act.editor.realEstate.kind.house', message: 'Uy' }),
  land: msg({ id: 'act.editor.realEstate.kind.land', message: 'Yer uchastkasi' }),
  non_residential: msg({ id: 'act.editor.realEstate.kind.nonResidential', message: 'Noturar joy' }),
};

/** What the cadastre says of the object found (spec §3 Real estate): address, areas, rooms, owners, prices. */
export function RealEstateFacts({ estate }: { estate: RegistryRealEstate }) {
  const locale = useShownLocale();
  const { t, i18n } = useLingui();
  return (
    <section className="editor-lookup__result" aria-label={t({ id: 'act.editor.realEstate.found', message: 'Topilgan ko‘chmas mulk' })}>
      <h3 className="editor-facts__title">
        {i18n._(KIND_LABELS[estate.kind])}, {estate.cadastreNumber}
      </h3>
      <dl className="editor-facts">
        <dt>{t({ id: 'act.editor.realEstate.address', message: 'Manzili' })}</dt>
        <dd>{estate.address}</dd>
        <dt>{t({ id: 'act.editor.realEstate.totalArea', message: 'Umumiy maydoni, m²' })}</dt>
        <dd>{formatDecimal(estate.totalArea, locale, 2)}</dd>
        {estate.livingArea !== null && (
          <>
            <dt>{t({ id: 'act.editor.realEstate.livingArea', message: 'Yashash maydoni, m²' })}</dt>
            <dd>{formatDecimal(estate.livingArea, locale, 2)}</dd>
          </>
        )}
        {estate.rooms !== null && (
          <>
            <dt>{t({ id: 'act.editor.realEstate.rooms', message: 'Xonalar soni' })}</dt>
            <dd>{estate.rooms}</dd>
          </>
        )}
        <dt>{t({ id: 'act.editor.realEstate.inventoryPrice', message: 'Inventar qiymati, so‘m' })}</dt>
        <dd>{formatMoney(estate.inventoryPriceTiyin, locale)}</dd>
      </dl>
      <OwnerList owners={estate.owners} />
    </section>
  );
}
