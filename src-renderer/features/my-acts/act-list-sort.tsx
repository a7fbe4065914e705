import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ACT_LIST_SORTS, type ActListSort } from '../../../src-domain/http/routes/acts-list.ts';
import { SORT_LABELS } from './act-list-labels.ts';
import { Select } from '../../ui/select.tsx';

/** The order of the list (the server sorts; ties by id, so pages never overlap). */
export function ActListSortSelect({ sort, onChange }: { sort: ActListSort; onChange: (sort: ActListSort) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <div className="act-sort">
      <label htmlFor={id}>{t({ id: 'myActs.sort.label', message: 'Tartib' })}</label>
      <Select id={id} value={sort} onChange={(event) => onChange(ACT_LIST_SORTS.find((value) => value === event.target.value) ?? 'newest')}>
        {ACT_LIST_SORTS.map((value) => (
          <option key={value} value={value}>
            {i18n._(SORT_LABELS[value])}
          </option>
        ))}
      </Select>
    </div>
  );
}
