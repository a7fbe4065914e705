import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { WizardIssue } from '../../../../src-domain/acts/wizard/wizard-step-rules.ts';
import { useDictionaryQuery } from '../../../api/dictionaries.ts';
import { useShownLocale } from '../../../ui/use-shown-locale.ts';
import { FieldError, FieldHead } from '../../../ui/form-field.tsx';
import { LoadState } from '../../../ui/load-state.tsx';
import { useIssueText } from './issue-text.ts';
import type { TypeStepProps } from './type-step-props.ts';
import { useWizardStep } from './use-wizard-step.ts';
import { WizardButtons } from './wizard-buttons.tsx';
import { FormProblem } from '../form-problem.tsx';

const numberOr = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const idList = (value: unknown): number[] => (Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : []);

/**
 * 15034 step "countries" (spec §3 travel of a minor: departure and destination countries, the
 * all-countries flag): from the countries dictionary (offline in the kiosk). Several
 * destinations may be added one by one; "all countries" stands for any.
 */
export function CountriesStep({ act, index, last }: TypeStepProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const id = useId();
  const countries = useDictionaryQuery('countries');
  const wizard = useWizardStep(act, index);
  const [departure, setDeparture] = useState(numberOr(act.extras.departureCountryId));
  const [destinations, setDestinations] = useState(idList(act.extras.destinationCountryIds));
  const [allCountries, setAllCountries] = useState(act.extras.allCountries === true);
  const [issues, setIssues] = useState<readonly WizardIssue[]>([]);
  const issueText = useIssueText(issues);
  const items = countries.data?.items ?? [];
  const nameOf = (countryId: number) => items.find((item) => item.id === countryId)?.name[locale] ?? String(countryId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIssues(
      wizard.next('countries', {
        ...(departure === undefined ? {} : { departureCountryId: departure }),
        allCountries,
        destinationCountryIds: allCountries ? [] : destinations,
      }),
    );
  };
  const departureError = issueText('extras.departureCountryId');
  const destinationError = issueText('extras.destinationCountryIds');
  const options = items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name[locale]}
    </option>
  ));

  return (
    <form className="form-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="editor-form__title">
        {t({ id: 'act.wizard.countries.title', message: 'Chiqish va borish davlatlari' })}
      </h2>
      <LoadState pending={countries.isPending} failed={countries.isError} onRetry={() => void countries.refetch()} />
      <div className="form-field">
        <FieldHead inputId={`${id}-departure`} label={t({ id: 'act.wizard.countries.departure', message: 'Chiqish davlati' })} required />
        <select
          id={`${id}-departure`}
          className="form-field__input"
          value={departure ?? ''}
          aria-required
          aria-invalid={departureError ? true : undefined}
          aria-describedby={departureError ? `${id}-departure-error` : undefined}
          onChange={(event) => setDeparture(event.target.value === '' ? undefined : Number(event.target.value))}
        >
          <option value="">{t({ id: 'act.wizard.countries.choose', message: 'Davlatni tanlang' })}</option>
          {options}
        </select>
        <FieldError inputId={`${id}-departure`} error={departureError} />
      </div>
      <div className="form-check">
        <label className="form-choice__option">
          <input type="checkbox" checked={allCountries} onChange={(event) => setAllCountries(event.target.checked)} />
          <span>{t({ id: 'act.wizard.countries.all', message: 'Barcha davlatlar' })}</span>
        </label>
      </div>
      {!allCountries && (
        <div className="form-field">
          <FieldHead inputId={`${id}-destination`} label={t({ id: 'act.wizard.countries.destination', message: 'Boradigan davlat' })} required />
          <select
            id={`${id}-destination`}
            className="form-field__input"
            value=""
            aria-required
            aria-invalid={destinationError ? true : undefined}
            aria-describedby={destinationError ? `${id}-destination-error` : undefined}
            onChange={(event) => {
              const chosen = Number(event.target.value);
              if (event.target.value !== '' && !destinations.includes(chosen)) setDestinations([...destinations, chosen]);
            }}
          >
            <option value="">{t({ id: 'act.wizard.countries.add', message: 'Davlat qo‘shish' })}</option>
            {options}
          </select>
          <FieldError inputId={`${id}-destination`} error={destinationError} />
          {destinations.length > 0 && (
            <ul className="act-wizard__choices" aria-label={t({ id: 'act.wizard.countries.chosen', message: 'Tanlangan davlatlar' })}>
              {destinations.map((countryId) => {
                const country = nameOf(countryId);
                return (
                  <li key={countryId} className="act-wizard__choice">
                    <span>{country}</span>
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t({ id: 'act.wizard.countries.remove', message: `Olib tashlash: ${country}` })}
                      onClick={() => setDestinations(destinations.filter((other) => other !== countryId))}
                    >
                      {t({ id: 'act.wizard.companion.remove', message: 'Olib tashlash' })}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
      <FormProblem error={wizard.error} keepAfterToast />
      <WizardButtons busy={wizard.busy} onBack={wizard.back} last={last} />
    </form>
  );
}
