import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DictionarySummary } from '../../../src-domain/http/routes/dictionaries.ts';
import type { DictionaryName } from '../../../src-domain/http/routes/dictionary-items.ts';
import { formatDate } from '../../../src-domain/time/format-date.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { useBreadcrumb } from '../../state/breadcrumb.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { DictionaryCheckButton } from './dictionary-check-button.tsx';
import { DictionaryItemsView } from './dictionary-items-view.tsx';
import { DICTIONARY_TITLES } from './dictionary-names.ts';
import { ViewItemsButton } from './view-items-button.tsx';
import { type AnyDictionary, RQKEY, useDictionaryList } from './get-dictionaries.ts';
import './dictionaries.css';

type Held = Partial<Record<DictionaryName, Omit<DictionarySummary, 'name'>>>;

/**
 * Dictionary and data update (spec §2 update_dict, screen 18): each reference
 * dictionary with its version, date and size; a check that asks only for what changed
 * (If-None-Match → 304 or the new version), and a view of a dictionary's items.
 */
export function UpdateDictPage() {
  const { t, i18n } = useLingui();
  const heading = i18n._(ROUTE_TITLES['route.updateDict']);
  useBreadcrumb([{ label: heading }]);
  useDocumentTitle(heading);
  const queryClient = useQueryClient();
  const list = useDictionaryList();
  // Versions taken by a check since the list loaded: the next check names them.
  const [held, setHeld] = useState<Held>({});
  const [viewed, setViewed] = useState<DictionaryName>();

  const updated = (dictionary: AnyDictionary) => {
    queryClient.setQueryData(RQKEY(dictionary.name), dictionary);
    setHeld((current) => ({
      ...current,
      [dictionary.name]: { version: dictionary.version, updatedAt: dictionary.updatedAt, itemCount: dictionary.items.length },
    }));
  };
  const items = (list.data?.items ?? []).map((item) => ({ ...item, ...held[item.name] }));

  return (
    <article className="page update-dict">
      <h1>{heading}</h1>
      <p className="update-dict__lead">
        {t({
          id: 'dict.lead',
          message:
            'Ma’lumotnomalar versiyalanadi: kiosklar va ilovalar ularni o‘zida saqlaydi va faqat o‘zgarganlarini qayta yuklaydi — bu yerda har birining joriy versiyasini ko‘rish va yangilanishni tekshirish mumkin.',
        })}
      </p>
      <section aria-labelledby="dict-list-title">
        <h2 id="dict-list-title">{t({ id: 'dict.list.title', message: 'Ma’lumotnomalar' })}</h2>
        <LoadState pending={list.isLoading} failed={list.isError} onRetry={() => void list.refetch()} />
        {list.data && items.length === 0 ? <p className="notice">{t({ id: 'dict.list.empty', message: 'Ma’lumotnomalar hali yo‘q.' })}</p> : null}
        {items.length > 0 ? (
          // A phone scrolls the table sideways: the box takes focus so the keyboard scrolls it too, and
          // is a region named by the caption, which stays in view (dictionaries.css).
          <div className="update-dict__scroll" role="region" tabIndex={0} aria-labelledby="dict-list-caption">
            <table className="dictionary-table">
              <caption id="dict-list-caption">
                <span className="update-dict__caption">{t({ id: 'dict.list.caption', message: 'Ma’lumotnomalar, ularning versiyalari va hajmi' })}</span>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t({ id: 'dict.list.name', message: 'Ma’lumotnoma' })}</th>
                  <th scope="col">{t({ id: 'dict.list.version', message: 'Versiya' })}</th>
                  <th scope="col">{t({ id: 'dict.list.updated', message: 'Yangilangan sana' })}</th>
                  <th scope="col">{t({ id: 'dict.list.count', message: 'Elementlar soni' })}</th>
                  <th scope="col">{t({ id: 'dict.list.check', message: 'Yangilanish' })}</th>
                  <th scope="col">{t({ id: 'dict.list.items', message: 'Tarkibi' })}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => {
                  const title = i18n._(DICTIONARY_TITLES[item.name]);
                  return (
                    <tr key={item.name} data-dictionary={item.name}>
                      <th scope="row">{title}</th>
                      <td>{item.version}</td>
                      <td>
                        <time dateTime={item.updatedAt}>{formatDate(new Date(item.updatedAt))}</time>
                      </td>
                      <td>{item.itemCount}</td>
                      <td>
                        <DictionaryCheckButton name={item.name} title={title} heldVersion={item.version} onUpdated={updated} />
                      </td>
                      <td>
                        <ViewItemsButton title={title} pressed={viewed === item.name} onView={() => setViewed(item.name)} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
      {viewed ? <DictionaryItemsView key={viewed} name={viewed} /> : null}
    </article>
  );
}
