import { useAddressParams } from '../../ui/use-address-params.ts';
import { readActListFilter } from './act-list-filter.ts';

/**
 * The list's tab, filters, order and page live in the address: a search can be shared,
 * reloaded and gone back to. Each change is a history entry, so Back returns to the last list.
 */
export function useActListParams() {
  const { params, hrefWith, change } = useAddressParams({ replace: false });
  const filter = readActListFilter(params);
  return { filter, hrefWith, change };
}
