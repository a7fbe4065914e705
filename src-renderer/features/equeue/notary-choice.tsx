import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { useChosenNotary } from './api/get-notary-choices.ts';
import { useNotaryChoices } from '../../shared/notary-picker/use-notary-choices.ts';
import { useDebouncedValue } from '../../shared/use-debounced-value.ts';

/** A short list beside the booking form; a name narrows it. */
const BOOKING_CHOICES = 8;

export interface NotaryChoiceProps {
  chosenId: number | null;
  locale: Locale;
  onChoose: (id: number | null) => void;
}

/**
 * Step 1: the notary. Chosen already (from `?notary=` on the notary's page) it is shown with a
 * way to change it; otherwise a name search over the registry, best rated first.
 */
export function NotaryChoice({ chosenId, locale, onChoose }: NotaryChoiceProps) {
  const { t } = useLingui();
  const ids = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const chosen = useChosenNotary(chosenId);
  const choices = useNotaryChoices({ region: undefined, q: debounced }, BOOKING_CHOICES);

  if (chosenId !== null) {
    const notary = chosen.data;
    return (
      <div className="equeue-chosen">
        {chosen.isPending ? <LoadState pending failed={false} onRetry={() => undefined} /> : null}
        {chosen.isError ? (
          <p className="notice notice--warning" role="alert">
            {t({ id: 'equeue.notary.notFound', message: 'Bunday notarius topilmadi. Ro‘yxatdan tanlang.' })}
          </p>
        ) : null}
        {notary ? (
          <div className="equeue-chosen__notary">
            <p className="equeue-chosen__name">{notary.name[locale]}</p>
            <p>{notary.office.name[locale]}</p>
            <p>{notary.office.address[locale]}</p>
          </div>
        ) : null}
        <button type="button" className="button button--secondary" onClick={() => onChoose(null)}>
          {t({ id: 'equeue.notary.change', message: 'Boshqa notariusni tanlash' })}
        </button>
      </div>
    );
  }

  const items = choices.data?.items ?? [];
  return (
    <div className="equeue-search">
      <label htmlFor={`${ids}-search`}>{t({ id: 'equeue.notary.search', message: 'Notarius yoki idora nomi' })}</label>
      <input
        id={`${ids}-search`}
        type="search"
        className="equeue-input"
        value={search}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
      />
      <LoadState pending={choices.isLoading} failed={choices.isError} onRetry={() => void choices.refetch()} />
      {choices.data && items.length === 0 ? <p className="notice">{t({ id: 'equeue.notary.none', message: 'Bunday notarius topilmadi.' })}</p> : null}
      {items.length > 0 ? (
        <ul className="equeue-choices" aria-label={t({ id: 'equeue.notary.results', message: 'Notariuslar' })} aria-busy={choices.isFetching}>
          {items.map((notary) => (
            <li key={notary.id}>
              <button type="button" className="equeue-choice" onClick={() => onChoose(notary.id)}>
                <span className="equeue-choice__name">{notary.name[locale]}</span>
                <span>
                  {notary.office.name[locale]}, {notary.office.address[locale]}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
