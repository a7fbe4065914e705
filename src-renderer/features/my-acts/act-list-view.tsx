import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { MyActsTab } from '../../../src-domain/acts/my-acts-tabs.ts';
import { Tabs } from '../../ui/tabs/tabs.tsx';
import { FILTER_KEYS, hasFilters } from './act-list-filter.ts';
import { ActListFilters } from './act-list-filters.tsx';
import { ActListResults } from './act-list-results.tsx';
import { ActListSortSelect } from './act-list-sort.tsx';
import { NotaryQueueSteps } from './notary-queue-steps.tsx';
import { useActList, type ActListKind } from './api/get-act-list.ts';
import { useActListParams } from './use-act-list-params.ts';
import { useFilterOptions } from './use-filter-options.ts';
import './my-acts.css';

export interface ActListViewProps {
  /** `mine`: the two tabs of spec §2 screen 12; `notary`: the notary's queue by step. */
  kind: ActListKind;
  kiosk: boolean;
}

const noFilters = Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined]));

/**
 * My notarial acts (spec §2 screen 12) or the notary's queue (docs/decisions/0006-notary-workspace-and-act-pages.md): filters, order,
 * tabs and page in the address; the server filters, sorts and pages.
 */
export function ActListView({ kind, kiosk }: ActListViewProps) {
  const { t } = useLingui();
  const { filter, hrefWith, change } = useActListParams();
  const query = useActList(kind, filter);
  const headingId = useId();
  const [officeChoice, setOfficeChoice] = useState(filter.office);
  const [seenOffice, setSeenOffice] = useState(filter.office);
  if (seenOffice !== filter.office) {
    setSeenOffice(filter.office);
    setOfficeChoice(filter.office);
  }
  const withPeople = kind === 'mine';
  const { officeOptions, notariesOf } = useFilterOptions(withPeople, officeChoice);

  const results = (emptyText: string) => (
    <ActListResults
      data={query.data}
      pending={query.isLoading}
      failed={query.isError && !query.data}
      stale={query.isPlaceholderData}
      fetching={query.isFetching}
      onRetry={() => void query.refetch()}
      filtered={hasFilters(filter)}
      resetHref={hrefWith({ ...noFilters, page: undefined })}
      hrefForPage={(page) => hrefWith({ page: page > 1 ? page : undefined })}
      kiosk={kiosk}
      view={kind}
      emptyText={emptyText}
      labelledBy={headingId}
    />
  );

  const controls = (
    <>
      <ActListFilters
        filter={filter}
        offices={officeOptions}
        notariesOf={notariesOf}
        withPeople={withPeople}
        onOfficeChoice={setOfficeChoice}
        onApply={change}
      />
      <ActListSortSelect sort={filter.sort} onChange={(sort) => change({ sort: sort === 'newest' ? undefined : sort })} />
    </>
  );

  if (kind === 'notary') {
    return (
      <section className="act-list" aria-labelledby={headingId}>
        <h2 id={headingId}>{t({ id: 'myActs.queue.title', message: 'Notarial harakatlar navbati' })}</h2>
        <NotaryQueueSteps step={filter.step} hrefFor={(step) => hrefWith({ step, page: undefined })} />
        {controls}
        {results(t({ id: 'myActs.queue.empty', message: 'Navbatda notarial harakat yo‘q.' }))}
      </section>
    );
  }

  const tabLabels: Record<MyActsTab, string> = {
    progress: t({ id: 'myActs.tab.progress', message: 'Jarayondagi va yakunlanganlar' }),
    awaiting: t({ id: 'myActs.tab.awaiting', message: 'Qarorimni kutayotganlar' }),
  };
  const onTab = (tab: MyActsTab) => change({ tab: tab === 'awaiting' ? 'awaiting' : undefined });
  return (
    <section className="act-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {tabLabels[filter.tab]}
      </h2>
      <Tabs
        label={t({ id: 'myActs.tabs.label', message: 'Notarial harakatlar ro‘yxatlari' })}
        tabs={[
          { id: 'progress', label: tabLabels.progress },
          { id: 'awaiting', label: tabLabels.awaiting },
        ]}
        selected={filter.tab}
        onSelect={onTab}
      >
        {controls}
        {filter.tab === 'awaiting'
          ? results(t({ id: 'myActs.empty.awaiting', message: 'Qaroringizni kutayotgan notarial harakatlar yo‘q.' }))
          : results(
              t({
                id: 'myActs.empty.progress',
                message: 'Sizda hali notarial harakatlar yo‘q. Yangisini yaratish uchun “Yangi notarial harakat” tugmasini bosing.',
              }),
            )}
      </Tabs>
    </section>
  );
}
