import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId, useState, type InputHTMLAttributes } from 'react';
import { useDictionaryQuery } from '../../api/dictionaries.ts';
import { userAtom } from '../../state/user.ts';
import { FieldError, FieldHead } from '../../ui/form-field.tsx';
import { LoadState } from '../../ui/load-state.tsx';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { useNotaryChoices } from './use-notary-choices.ts';
import './notary-picker.css';

export interface NotaryPickerProps {
  /**
   * The radio of one notary: `{ ...register('notaryId'), value }` in a react-hook-form form, or
   * `checked`/`onChange` when the caller keeps the choice itself.
   */
  radioProps: (notaryId: number) => InputHTMLAttributes<HTMLInputElement>;
  /** The act's current notary, left out of the list (choosing them again changes nothing). */
  exceptId?: number | undefined;
  error?: string | undefined;
}

/**
 * Choosing the notary by hand (spec §1 "may choose a notary freely"; §2 screen 13 "notary
 * choice"), the same when an act is created and when its notary is changed at steps 1–2: the
 * user's own region first, a name narrows the list; each notary is a radio with the office and
 * its address, on leave shown as such (the server refuses an unavailable one).
 */
export function NotaryPicker({ radioProps, exceptId, error }: NotaryPickerProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const ids = useId();
  const user = useAtomValue(userAtom);
  const [region, setRegion] = useState<number | undefined>(user?.regionid ?? undefined);
  const [name, setName] = useState('');
  const q = useDebouncedValue(name, 300);
  const regions = useDictionaryQuery('regions');
  const notaries = useNotaryChoices({ region, q });
  const items = (notaries.data?.items ?? []).filter((notary) => notary.id !== exceptId);

  return (
    <fieldset className="notary-picker" aria-describedby={error ? `${ids}-error` : undefined}>
      <legend>{t({ id: 'act.editor.notary.pick', message: 'Notariusni tanlang' })}</legend>
      <div className="form-row">
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${ids}-region`}>
            {t({ id: 'act.editor.notary.region', message: 'Hudud' })}
          </label>
          <select
            id={`${ids}-region`}
            className="form-field__input"
            value={region ?? ''}
            onChange={(event) => setRegion(event.target.value === '' ? undefined : Number(event.target.value))}
          >
            <option value="">{t({ id: 'act.editor.notary.allRegions', message: 'Barcha hududlar' })}</option>
            {(regions.data?.items ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.name[locale]}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <FieldHead
            inputId={`${ids}-name`}
            label={t({ id: 'act.notaryChoice.search', message: 'Notariusning ismi yoki familiyasi' })}
            required={false}
            hint={t({ id: 'act.editor.notary.name.hint', message: 'Ismning bir qismi yetarli' })}
          />
          <input
            id={`${ids}-name`}
            type="search"
            className="form-field__input"
            autoComplete="off"
            spellCheck={false}
            data-keyboard="latin"
            aria-describedby={`${ids}-name-hint`}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
      </div>
      <LoadState pending={notaries.isPending} failed={notaries.isError} onRetry={() => void notaries.refetch()} />
      {notaries.isSuccess && items.length === 0 && <p role="status">{t({ id: 'act.editor.notary.none', message: 'Bu shartlarga mos notarius topilmadi' })}</p>}
      {items.length > 0 && (
        <div
          className="notary-picker__list"
          role="radiogroup"
          aria-label={t({ id: 'act.editor.notary.list', message: 'Notariuslar' })}
          aria-busy={notaries.isFetching}
        >
          {items.map((notary) => (
            <label key={notary.id} className="notary-picker__option">
              <input type="radio" {...radioProps(notary.id)} />
              <span>
                <strong>{notary.name[locale]}</strong>
                <br />
                {notary.office.name[locale]}, {notary.office.address[locale]}
                {notary.leaveStatus !== 'none' && (
                  <>
                    <br />
                    <em>{t({ id: 'act.editor.notary.onLeave', message: 'Hozir ta’tilda yoki kasallik varaqasida' })}</em>
                  </>
                )}
              </span>
            </label>
          ))}
        </div>
      )}
      <FieldError inputId={ids} error={error} />
    </fieldset>
  );
}
