import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SearchFailed, SearchPending } from './search-status.tsx';
import './search-results.css';

export interface SearchOutcomeProps<TData> {
  /** The search's query; absent until a search was asked for. */
  query: UseQueryResult<TData> | undefined;
  children: (data: TData) => ReactNode;
}

/**
 * Where a search's answer appears: loading, the error with a retry, or the result. The region
 * is always in the page and polite-live, so a screen reader hears each new state without the
 * focus moving away from the form.
 */
export function SearchOutcome<TData>({ query, children }: SearchOutcomeProps<TData>) {
  let content: ReactNode = null;
  if (query?.isFetching) content = <SearchPending />;
  else if (query?.isError) content = <SearchFailed onRetry={() => void query.refetch()} />;
  else if (query?.data !== undefined) content = children(query.data);
  return (
    <div className="search-outcome" aria-live="polite" aria-busy={query?.isFetching ?? false}>
      {content}
    </div>
  );
}
