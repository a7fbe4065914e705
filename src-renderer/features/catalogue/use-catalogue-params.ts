import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogueFilter } from './api/get-catalogue.ts';

const positive = (text: string | null): number | undefined => {
  const value = Number(text);
  return text && /^\d{1,9}$/.test(text) && value > 0 ? value : undefined;
};

/**
 * The list's filter lives in the address (`?q=&group=&page=`): a search can be shared, reloaded
 * and gone back to. Links to other groups and pages keep the other parameters.
 */
export function useCatalogueParams() {
  const [params, setParams] = useSearchParams();
  const filter: CatalogueFilter = { q: (params.get('q') ?? '').trim(), group: positive(params.get('group')), page: positive(params.get('page')) ?? 1 };

  const search = useCallback(
    (q: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (q) next.set('q', q);
          else next.delete('q');
          // A new search starts on its first page.
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  /** `?…` with `changes` applied; `undefined` removes a parameter. */
  const hrefWith = (changes: Readonly<Record<string, string | number | undefined>>): string => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, String(value));
    }
    const text = next.toString();
    return text ? `?${text}` : '?';
  };

  return { filter, search, hrefWith };
}
