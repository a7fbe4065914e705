import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { userAtom } from '../../state/user.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { useNotaryChoices } from './api/get-notary-choices.ts';
import { useRegions } from './api/get-dictionaries.ts';
import { EditorField } from './fields/editor-field.tsx';
import { useDebouncedValue } from '../../shared/use-debounced-value.ts';
import { useShownLocale } from '../../shared/use-shown-locale.ts';

export interface NotaryPickerProps {
  /** `register('notaryId')`: the radios hold the chosen notary's id. */
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/**
 * Choosing the notary by hand (spec §1 "may choose a notary freely"; screen 13 "notary choice"):
 * the user's own region first, a name narrows the list; each notary is a radio with the office
 * and its address, on leave shown as such (the server refuses an unavailable one).
 */
export function NotaryPicker({ registration, error }: NotaryPickerProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const ids = useId();
  const user = useAtomValue(userAtom);
  const [region, setRegion] = useState<number | undefined>(user?.regionid ?? undefined);
  const [name, setName] = useState('');
  const q = useDebouncedValue(name, 300);
  const regions = useRegions();
  const notaries = useNotaryChoices({ region, q });
  const items = notaries.data?.items ?? [];

  return (
    <fieldset className="editor-section" aria-describedby={error ? `${ids}-error` : undefined}>
      <legend>{t({ id: 'act.editor.notary.pick', message: 'Notariusni tanlang' })}</legend>
      <div className="form-row">
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${ids}-region`}>
            {t({ id: 'act.editor.notary.region', message: 'Hudud' })}
          </label>
          <select
            id={`${ids}-region`}
            className="form-field__input editor-field__select"
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
        <EditorField
          label={t({ id: 'act.editor.notary.name', message: 'Notariusning ismi' })}
          hint={t({ id: 'act.editor.notary.name.hint', message: 'Ismning bir qismi yetarli' })}
          data-keyboard="latin"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <LoadState pending={notaries.isPending} failed={notaries.isError} onRetry={() => void notaries.refetch()} />
      {notaries.isSuccess && items.length === 0 && <p role="status">{t({ id: 'act.editor.notary.none', message: 'Bu shartlarga mos notarius topilmadi' })}</p>}
      {items.length > 0 && (
        <div className="editor-notaries" role="radiogroup" aria-label={t({ id: 'act.editor.notary.list', message: 'Notariuslar' })} aria-busy={notaries.isFetching}>
          {items.map((notary) => (
            <label key={notary.id} className="editor-notary">
              <input type="radio" value={String(notary.id)} {...registration} />
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
      {error && (
        <p id={`${ids}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
