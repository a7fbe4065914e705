import { useLingui } from '@lingui/react/macro';
import type { RegistryVehicle } from '../../../src-domain/http/routes/registry-lookups.ts';
import { formatMoney } from '../../../src-domain/i18n/format-number.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { formatCalendarDate } from '../../../src-domain/time/format-date.ts';
import { parseIsoDate } from '../../../src-domain/time/parse-date.ts';
import { OwnerList } from './owner-list.tsx';

const displayDate = (iso: string): string => {
  const date = parseIsoDate(iso);
  return date ? formatCalendarDate(date) : iso;
};

/**
 * What the traffic-safety database says of the vehicle found (spec §3 Vehicle): make, model,
 * year, colour, numbers, owners with their shares (spec §5: co-owners must join a sale or gift)
 * and the restrictions in force (spec §5: they block the act until lifted and fines paid).
 */
export function VehicleFacts({ vehicle }: { vehicle: RegistryVehicle }) {
  const locale = useShownLocale();
  const { t } = useLingui();
  const active = vehicle.restrictions.filter((restriction) => restriction.state === 'active');
  return (
    <section className="editor-lookup__result" aria-label={t({ id: 'act.editor.vehicle.found', message: 'Topilgan transport vositasi' })}>
      <h3 className="editor-facts__title">
        {vehicle.make} {vehicle.model}, {vehicle.stateNumber}
      </h3>
      <dl className="editor-facts">
        <dt>{t({ id: 'act.editor.vehicle.year', message: 'Ishlab chiqarilgan yili' })}</dt>
        <dd>{vehicle.year}</dd>
        <dt>{t({ id: 'act.editor.vehicle.colour', message: 'Rangi' })}</dt>
        <dd>{vehicle.colour}</dd>
        <dt>{t({ id: 'act.editor.vehicle.techPassport', message: 'Texnik pasport' })}</dt>
        <dd>
          {vehicle.techPassportSeries} {vehicle.techPassportNumber}, {vehicle.techPassportIssuedBy}, {displayDate(vehicle.techPassportDate)}
        </dd>
        <dt>{t({ id: 'act.editor.vehicle.engine', message: 'Dvigatel raqami' })}</dt>
        <dd>{vehicle.engineNumber}</dd>
        <dt>{t({ id: 'act.editor.vehicle.body', message: 'Kuzov raqami' })}</dt>
        <dd>{vehicle.bodyNumber}</dd>
        {vehicle.chassisNumber && (
          <>
            <dt>{t({ id: 'act.editor.vehicle.chassis', message: 'Shassi raqami' })}</dt>
            <dd>{vehicle.chassisNumber}</dd>
          </>
        )}
        <dt>{t({ id: 'act.editor.vehicle.horsepower', message: 'Quvvati, o.k.' })}</dt>
        <dd>{vehicle.horsepower}</dd>
        <dt>{t({ id: 'act.editor.vehicle.valuation', message: 'Baholangan qiymati, so‘m' })}</dt>
        <dd>{formatMoney(vehicle.valuationTiyin, locale)}</dd>
      </dl>
      <OwnerList owners={vehicle.owners} />
      {vehicle.owners.length > 1 && (
        <p className="notice">
          {t({
            id: 'act.editor.vehicle.coOwned',
            message: 'Transport vositasi umumiy mulk: barcha egalari sotuvchi (hadya qiluvchi) sifatida qo‘shilishi va roziligini tasdiqlashi kerak.',
          })}
        </p>
      )}
      {active.length > 0 ? (
        <div className="notice notice--warning" role="alert">
          <p>
            {t({
              id: 'act.editor.vehicle.restricted',
              message:
                'Yo‘l harakati xavfsizligi bazasida taqiq, xatlov yoki jarima bor: ular bekor qilinmaguncha va jarimalar to‘lanmaguncha harakat davom etmaydi.',
            })}
          </p>
          <ul>
            {active.map((restriction) => (
              <li key={restriction.id}>
                {restriction.reason} — {restriction.issuedBy}, {restriction.documentNumber}, {displayDate(restriction.documentDate)}
                {restriction.amountTiyin !== null && ` (${formatMoney(restriction.amountTiyin, locale)})`}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>{t({ id: 'act.editor.vehicle.clear', message: 'Taqiq va jarimalar yo‘q.' })}</p>
      )}
    </section>
  );
}
