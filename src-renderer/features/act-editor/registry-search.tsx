import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Spinner } from '../../ui/spinner.tsx';
import { LookupFailure } from './lookup-failure.tsx';

export interface RegistrySearchProps {
  /** The registry lookup's query state (TanStack Query). */
  lookup: { isFetching: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  onSearch: () => void;
  /** What the registry answered, as facts; null until found. */
  found: ReactNode;
  /** "Find it in the registry first": shown when saving without a found object. */
  findFirst: string | undefined;
}

/**
 * The search button of a registry lookup (vehicle registry, cadastre) with its busy state, what
 * was found or why not (announced: the user is looking at the field they typed), and the
 * "find it first" message of a form sent without a found object.
 */
export function RegistrySearch({ lookup, onSearch, found, findFirst }: RegistrySearchProps) {
  const { t } = useLingui();
  return (
    <>
      <button
        type="button"
        className="button button--secondary editor-lookup__search"
        onClick={onSearch}
        disabled={lookup.isFetching}
        aria-busy={lookup.isFetching}
      >
        {lookup.isFetching && <Spinner />}
        {lookup.isFetching
          ? t({ id: 'act.editor.lookup.pending', message: 'Reyestrdan qidirilmoqda…' })
          : t({ id: 'act.editor.lookup.search', message: 'Reyestrdan qidirish' })}
      </button>
      <div className="editor-lookup" aria-live="polite">
        {lookup.isError && <LookupFailure error={lookup.error} onRetry={() => void lookup.refetch()} />}
        {found}
      </div>
      {findFirst && (
        <p className="form-field__error" role="alert">
          {findFirst}
        </p>
      )}
    </>
  );
}
