import { useLingui } from '@lingui/react/macro';
import { formatDecimal } from '../../../src-domain/i18n/format-number.ts';
import { useEffect, useId, useRef, useState } from 'react';
import type { DictionaryName } from '../../../src-domain/http/routes/dictionary-items.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { DICTIONARY_TITLES } from './dictionary-names.ts';
import { dictionaryRows, matchesSearch } from './dictionary-rows.ts';
import { useDictionary } from './get-dictionaries.ts';

const PAGE_SIZE = 20;

/**
 * The items of one dictionary, named in the shown locale: searchable, and paged here in the
 * browser (a dictionary is fetched whole, as the kiosk caches it).
 */
export function DictionaryItemsView({ name }: { name: DictionaryName }) {
  const { t, i18n } = useLingui();
  const locale = useShownLocale();
  const ids = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const query = useDictionary(name);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const title = i18n._(DICTIONARY_TITLES[name]);

  // A newly chosen dictionary takes the reader to its items.
  useEffect(() => headingRef.current?.focus(), [name]);

  const rows = query.data ? dictionaryRows(query.data).filter((row) => matchesSearch(row, search, locale)) : [];
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shownPage = Math.min(page, pages);
  const shown = rows.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE);
  const hasCodes = rows.some((row) => row.code !== undefined);
  const found = formatDecimal(rows.length, locale, 0);

  return (
    <section className="dictionary-items" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} ref={headingRef} tabIndex={-1}>
        {t({ id: 'dict.items.title', message: `Ma’lumotnoma tarkibi: ${title}` })}
      </h2>
      <div className="dictionary-items__search">
        <label htmlFor={`${ids}-search`}>{t({ id: 'dict.items.search', message: 'Nomi, ID yoki kodi bo‘yicha qidirish' })}</label>
        <input
          id={`${ids}-search`}
          type="search"
          value={search}
          autoComplete="off"
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <LoadState pending={query.isLoading} failed={query.isError} onRetry={() => void query.refetch()} />
      {query.data ? (
        <>
          <p role="status" className="dictionary-items__count">
            {t({ id: 'dict.items.count', message: `Topildi: ${found}` })}
          </p>
          {rows.length === 0 ? (
            <p className="notice">{t({ id: 'dict.items.empty', message: 'Qidiruvga mos element topilmadi.' })}</p>
          ) : (
            <table className="dictionary-table">
              <caption>{t({ id: 'dict.items.caption', message: `${title}, ${shownPage}-sahifa` })}</caption>
              <thead>
                <tr>
                  <th scope="col">ID</th>
                  <th scope="col">{t({ id: 'dict.items.name', message: 'Nomi' })}</th>
                  {hasCodes ? <th scope="col">{t({ id: 'dict.items.code', message: 'Kodi' })}</th> : null}
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={row.id}>
                    <td>{row.id}</td>
                    <th scope="row">{row.name[locale]}</th>
                    {hasCodes ? <td>{row.code ?? ''}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {pages > 1 ? (
            <nav className="dictionary-pager" aria-label={t({ id: 'dict.items.pager', message: 'Ma’lumotnoma sahifalari' })}>
              <button type="button" className="button button--secondary" disabled={shownPage <= 1} onClick={() => setPage(shownPage - 1)}>
                {t({ id: 'dict.items.previous', message: 'Oldingi sahifa' })}
              </button>
              <span>{t({ id: 'dict.items.where', message: `Sahifa ${shownPage} / ${pages}` })}</span>
              <button type="button" className="button button--secondary" disabled={shownPage >= pages} onClick={() => setPage(shownPage + 1)}>
                {t({ id: 'dict.items.next', message: 'Keyingi sahifa' })}
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
