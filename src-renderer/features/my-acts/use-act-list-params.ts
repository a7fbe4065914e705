import { useSearchParams } from 'react-router';
import { readActListFilter } from './act-list-filter.ts';

export type ParamChanges = Readonly<Record<string, string | number | undefined>>;

/**
 * The list's tab, filters, order and page live in the address: a search can be shared,
 * reloaded and gone back to (like the notary registry's `use-notary-params.ts`).
 */
export function useActListParams() {
  const [params, setParams] = useSearchParams();
  const filter = readActListFilter(params);

  const withChanges = (changes: ParamChanges): URLSearchParams => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    return next;
  };

  /** `?…` with `changes` applied; `undefined` removes a parameter. */
  const hrefWith = (changes: ParamChanges): string => {
    const text = withChanges(changes).toString();
    return text ? `?${text}` : '?';
  };

  /** A changed filter, order or tab starts on its first page. */
  const change = (changes: ParamChanges) => setParams(withChanges({ ...changes, page: undefined }), { replace: false });

  return { filter, hrefWith, change };
}
