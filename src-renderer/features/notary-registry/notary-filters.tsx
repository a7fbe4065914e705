import { useLingui } from '@lingui/react/macro';
import { LICENCE_STATUSES, NOTARY_STATUS_FILTERS } from '../../../src-domain/http/routes/notary-statuses.ts';
import type { NotaryFilter } from './api/get-notaries.ts';
import { useDistricts, useRegions } from './api/get-regions.ts';
import { useStatusLabels } from './status-labels.ts';
import type { ParamChanges } from '../../ui/use-address-params.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { Select } from '../../ui/select.tsx';

export interface NotaryFiltersProps {
  filter: NotaryFilter;
  onChange: (changes: ParamChanges) => void;
}

/** Region, district, working now, status, licence: each change applies at once (no submit). */
export function NotaryFilters({ filter, onChange }: NotaryFiltersProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const labels = useStatusLabels();
  const regions = useRegions().data?.items ?? [];
  const districts = (useDistricts().data?.items ?? []).filter((district) => district.regionId === filter.region);
  const any = t({ id: 'notary.filter.any', message: 'Barchasi' });
  return (
    <fieldset className="notary-filters">
      <legend>{t({ id: 'notary.filter.legend', message: 'Filtrlar' })}</legend>
      <label>
        {t({ id: 'notary.filter.region', message: 'Hudud' })}
        <Select value={filter.region ?? ''} onChange={(event) => onChange({ region: event.target.value, district: undefined })}>
          <option value="">{any}</option>
          {regions.map((region) => (
            <option key={region.id} value={region.id}>
              {region.name[locale]}
            </option>
          ))}
        </Select>
      </label>
      <label>
        {t({ id: 'notary.filter.district', message: 'Tuman (shahar)' })}
        <Select value={filter.district ?? ''} disabled={filter.region === undefined} onChange={(event) => onChange({ district: event.target.value })}>
          <option value="">{any}</option>
          {districts.map((district) => (
            <option key={district.id} value={district.id}>
              {district.name[locale]}
            </option>
          ))}
        </Select>
      </label>
      <label>
        {t({ id: 'notary.filter.status', message: 'Holati' })}
        <Select value={filter.status ?? ''} onChange={(event) => onChange({ status: event.target.value })}>
          <option value="">{any}</option>
          {NOTARY_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {labels.statusFilter[status]}
            </option>
          ))}
        </Select>
      </label>
      <label>
        {t({ id: 'notary.filter.licence', message: 'Litsenziya' })}
        <Select value={filter.licence ?? ''} onChange={(event) => onChange({ licence: event.target.value })}>
          <option value="">{any}</option>
          {LICENCE_STATUSES.map((licence) => (
            <option key={licence} value={licence}>
              {labels.licence[licence]}
            </option>
          ))}
        </Select>
      </label>
      <label className="notary-filters__check">
        <input type="checkbox" checked={filter.workingNow} onChange={(event) => onChange({ workingNow: event.target.checked ? 1 : undefined })} />
        {t({ id: 'notary.filter.workingNow', message: 'Hozir ishlayotganlar (Toshkent vaqti)' })}
      </label>
    </fieldset>
  );
}
