import { LICENCE_STATUSES, NOTARY_SORTS, NOTARY_STATUS_FILTERS } from '../../../src-domain/http/routes/notary-statuses.ts';
import { useAddressParams } from '../../ui/use-address-params.ts';
import type { NotaryFilter } from './api/get-notaries.ts';

const positive = (text: string | null): number | undefined => {
  const value = Number(text);
  return text && /^\d{1,9}$/.test(text) && value > 0 ? value : undefined;
};

const degrees = (text: string | null, limit: number): number | undefined => {
  const value = Number(text);
  return text && /^-?\d{1,3}(\.\d{1,8})?$/.test(text) && Math.abs(value) <= limit ? value : undefined;
};

function oneOf<T extends string>(values: readonly T[], text: string | null): T | undefined {
  return values.find((value) => value === text);
}

/**
 * The registry's filter lives in the address (`?region=&district=&workingNow=1&status=&licence=
 * &sort=&lat=&lon=&page=`): a search can be shared, reloaded and gone back to. A value the
 * address got wrong is ignored rather than sent, so a stale link still shows a list.
 */
export function useNotaryParams() {
  const { params, hrefWith, change } = useAddressParams({ replace: true });
  const filter: NotaryFilter = {
    region: positive(params.get('region')),
    district: positive(params.get('district')),
    workingNow: params.get('workingNow') === '1',
    status: oneOf(NOTARY_STATUS_FILTERS, params.get('status')),
    licence: oneOf(LICENCE_STATUSES, params.get('licence')),
    sort: oneOf(NOTARY_SORTS, params.get('sort')) ?? 'rating',
    lat: degrees(params.get('lat'), 90),
    lon: degrees(params.get('lon'), 180),
    page: positive(params.get('page')) ?? 1,
  };
  return { filter, hrefWith, change };
}
