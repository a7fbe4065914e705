import { useSearchParams } from 'react-router';

export type ParamChanges = Readonly<Record<string, string | number | undefined>>;

/**
 * A list whose filters, order and page live in the address (notary registry, my acts): a search
 * can be shared, reloaded and gone back to. `replace` says whether a change replaces the history
 * entry instead of adding one.
 */
export function useAddressParams({ replace }: { replace: boolean }) {
  const [params, setParams] = useSearchParams();

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
  const change = (changes: ParamChanges) => setParams(withChanges({ ...changes, page: undefined }), { replace });

  return { params, hrefWith, change };
}
