import { useLingui } from '@lingui/react/macro';
import { NOTARY_SORTS, type NotarySort } from '../../../src-domain/http/routes/notary-statuses.ts';
import type { NotaryFilter } from './api/get-notaries.ts';
import type { ParamChanges } from '../../ui/use-address-params.ts';
import { usePosition } from './use-position.ts';
import { Select } from '../../ui/select.tsx';

export interface NotarySortProps {
  filter: NotaryFilter;
  onChange: (changes: ParamChanges) => void;
}

/**
 * The order of the list. "Nearest" asks the browser for the visitor's position first and
 * switches only when it has one; a refusal is explained and the order stays as it was.
 */
export function NotarySortSelect({ filter, onChange }: NotarySortProps) {
  const { t } = useLingui();
  const { locate, problem, locating } = usePosition();
  const names: Record<NotarySort, string> = {
    rating: t({ id: 'notary.sort.rating', message: 'Reyting bo‘yicha' }),
    name: t({ id: 'notary.sort.name', message: 'Ism bo‘yicha' }),
    reviews: t({ id: 'notary.sort.reviews', message: 'Sharhlar soni bo‘yicha' }),
    nearest: t({ id: 'notary.sort.nearest', message: 'Eng yaqin' }),
  };
  const choose = (sort: NotarySort) => {
    if (sort !== 'nearest') onChange({ sort: sort === 'rating' ? undefined : sort, lat: undefined, lon: undefined });
    else locate((lat, lon) => onChange({ sort, lat, lon }));
  };
  const missingPosition = filter.sort === 'nearest' && (filter.lat === undefined || filter.lon === undefined);
  return (
    <div className="notary-sort">
      <label>
        {t({ id: 'notary.sort.label', message: 'Tartib' })}
        <Select value={filter.sort} onChange={(event) => choose(event.target.value as NotarySort)}>
          {NOTARY_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {names[sort]}
            </option>
          ))}
        </Select>
      </label>
      {locating ? <p role="status">{t({ id: 'notary.sort.locating', message: 'Joylashuvingiz aniqlanmoqda…' })}</p> : null}
      {problem === 'denied' ? (
        <p role="alert" className="notice notice--warning">
          {t({
            id: 'notary.sort.denied',
            message:
              'Eng yaqin notariuslarni ko‘rsatish uchun joylashuvingizga ruxsat kerak. Brauzer sozlamalarida ruxsat bering yoki hudud bo‘yicha saralang.',
          })}
        </p>
      ) : null}
      {problem === 'unavailable' ? (
        <p role="alert" className="notice notice--warning">
          {t({ id: 'notary.sort.unavailable', message: 'Joylashuvingizni aniqlab bo‘lmadi. Hudud bo‘yicha saralang.' })}
        </p>
      ) : null}
      {missingPosition && !locating ? (
        <button type="button" className="button button--secondary" onClick={() => choose('nearest')}>
          {t({ id: 'notary.sort.locate', message: 'Joylashuvimni aniqlash' })}
        </button>
      ) : null}
    </div>
  );
}
