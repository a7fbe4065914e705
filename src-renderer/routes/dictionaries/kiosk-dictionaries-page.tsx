import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DictionaryName } from '../../../src-domain/http/routes/dictionary-items.ts';
import { dictionariesCode, dictionaryCacheAgeMs } from '../../../src-domain/kiosk/self-test.ts';
import { formatDateTime } from '../../../src-domain/time/format-date.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { useSelfTestTexts } from '../../features/kiosk-self-test/self-test-texts.ts';
import { dictionaryCacheStatus } from '../../platform/terminal.ts';
import { useBreadcrumb } from '../../state/breadcrumb.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useAgeText } from './cache-age-text.ts';
import { DictionaryItemsView } from './dictionary-items-view.tsx';
import { DICTIONARY_TITLES } from './dictionary-names.ts';
import { ViewItemsButton } from './view-items-button.tsx';
import './dictionaries.css';

/** The age on the page moves on by itself: read the clock each minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The terminal's dictionaries (spec §2 update_dict in the kiosk; docs/decisions/0024-kiosk-self-test-and-offline-dictionaries.md):
 * what the shell's offline cache holds — each dictionary's version, size and when the API last
 * confirmed it, the cache's age and its last sync — and each one's items, read from that cache.
 * It asks the API nothing, so it works with the network down.
 */
export function KioskDictionariesPage() {
  const { t, i18n } = useLingui();
  const heading = i18n._(ROUTE_TITLES['route.kioskDictionaries']);
  useBreadcrumb([{ label: heading }]);
  useDocumentTitle(heading);
  const { outcome } = useSelfTestTexts();
  const ageText = useAgeText();
  const now = useNow();
  const status = useQuery({ queryKey: ['kiosk', 'dictionary-status'], queryFn: dictionaryCacheStatus, refetchInterval: 60_000 });
  const [viewed, setViewed] = useState<DictionaryName>();
  const cache = status.data;
  const age = cache ? dictionaryCacheAgeMs(cache, now) : null;
  const code = cache ? dictionariesCode(cache, now) : null;
  const lastSync = cache?.lastSync ?? null;
  const shownAge = age === null ? '' : ageText(age);
  const syncedAt = lastSync ? formatDateTime(new Date(lastSync.at)) : '';

  return (
    <article className="page update-dict">
      <h1>{heading}</h1>
      <p className="update-dict__lead">
        {t({
          id: 'kioskDict.lead',
          message:
            'Terminal ma’lumotnomalarni o‘zida saqlaydi: tanlov ro‘yxatlari internet bo‘lmaganda ham shu nusxadan ishlaydi va u har 15 daqiqada yangilanadi.',
        })}
      </p>
      <LoadState pending={status.isPending} failed={status.isError} onRetry={() => void status.refetch()} />
      {status.isSuccess && !cache ? <p className="notice">{t({ id: 'kioskDict.noShell', message: 'Ma’lumotnomalar keshi faqat terminalda bor.' })}</p> : null}
      {cache ? (
        <section aria-labelledby="kiosk-dict-cache">
          <h2 id="kiosk-dict-cache">{t({ id: 'kioskDict.cache.title', message: 'Kesh holati' })}</h2>
          {age === null ? (
            <p>{t({ id: 'kioskDict.age.none', message: 'Keshda hali birorta ma’lumotnoma yo‘q.' })}</p>
          ) : (
            <p className="kiosk-dict__age">
              {t({ id: 'kioskDict.age', message: `Kesh yoshi: ${shownAge} (server ma’lumotnomalarni shuncha vaqt oldin tasdiqlagan)` })}
            </p>
          )}
          {lastSync ? (
            <p>
              {lastSync.ok
                ? t({ id: 'kioskDict.sync.ok', message: `Oxirgi yangilash: ${syncedAt}, muvaffaqiyatli` })
                : t({ id: 'kioskDict.sync.failed', message: `Oxirgi yangilash urinishi: ${syncedAt}, server bilan aloqa bo‘lmadi` })}
            </p>
          ) : null}
          {code && code !== 'ok' ? (
            <p className="notice notice--warning" role="alert">
              {outcome(code)}
            </p>
          ) : null}
          {cache.missing.length > 0 ? (
            <p>
              {t({ id: 'kioskDict.missing', message: 'Keshda yo‘q:' })} {cache.missing.map((name) => i18n._(DICTIONARY_TITLES[name])).join(', ')}
            </p>
          ) : null}
          {cache.dictionaries.length > 0 ? (
            <div className="update-dict__scroll">
              <table className="dictionary-table">
                <caption>{t({ id: 'kioskDict.caption', message: 'Terminaldagi ma’lumotnomalar, ularning versiyalari va tasdiqlangan vaqti' })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t({ id: 'dict.list.name', message: 'Ma’lumotnoma' })}</th>
                    <th scope="col">{t({ id: 'dict.list.version', message: 'Versiya' })}</th>
                    <th scope="col">{t({ id: 'dict.list.count', message: 'Elementlar soni' })}</th>
                    <th scope="col">{t({ id: 'kioskDict.confirmed', message: 'Tasdiqlangan' })}</th>
                    <th scope="col">{t({ id: 'dict.list.items', message: 'Tarkibi' })}</th>
                  </tr>
                </thead>
                <tbody>
                  {cache.dictionaries.map((item) => {
                    const title = i18n._(DICTIONARY_TITLES[item.name]);
                    return (
                      <tr key={item.name} data-dictionary={item.name}>
                        <th scope="row">{title}</th>
                        <td>{item.version}</td>
                        <td>{item.itemCount}</td>
                        <td>
                          <time dateTime={item.syncedAt}>{formatDateTime(new Date(item.syncedAt))}</time>
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
      ) : null}
      {viewed ? <DictionaryItemsView key={viewed} name={viewed} /> : null}
    </article>
  );
}
