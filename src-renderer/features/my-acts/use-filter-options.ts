import type { DictionaryItem } from '../../../src-domain/http/routes/dictionary-items.ts';
import { useDistrictNotaries, useOffices } from './api/get-offices.ts';
import type { FilterOption } from './filter-field.tsx';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

/**
 * Options of the office and notary filters: the offices from the dictionary, and the notaries of
 * the office chosen in the form (`office` is the form's current text, not yet in the address).
 */
export function useFilterOptions(enabled: boolean, office: number | undefined) {
  const locale = useShownLocale();
  const offices: readonly DictionaryItem<'notary_offices'>[] = useOffices(enabled).data?.items ?? [];
  const chosen = offices.find((item) => item.id === office);
  const notaries = useDistrictNotaries(chosen?.regionId, chosen?.districtId).data?.items ?? [];
  const officeOptions: FilterOption[] = [...offices]
    .sort((a, b) => a.name[locale].localeCompare(b.name[locale], locale === 'ru' ? 'ru' : 'uz'))
    .map((item) => ({ value: String(item.id), label: item.name[locale] }));
  const notariesOf = (text: string): FilterOption[] =>
    Number(text) === office
      ? notaries.filter((notary) => notary.office.id === office).map((notary) => ({ value: String(notary.id), label: notary.name[locale] }))
      : [];
  return { officeOptions, notariesOf };
}
