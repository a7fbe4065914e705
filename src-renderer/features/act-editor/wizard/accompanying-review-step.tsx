import { useLingui } from '@lingui/react/macro';
import { useId, type FormEvent } from 'react';
import { useDictionaryQuery } from '../../../api/dictionaries.ts';
import { useShownLocale } from '../../../shared/use-shown-locale.ts';
import { FormProblem } from '../form-problem.tsx';
import type { TypeStepProps } from './type-step-props.ts';
import { useWizardStep } from './use-wizard-step.ts';
import { WizardButtons } from './wizard-buttons.tsx';

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : []);

/**
 * 15035 step "review": the children and the countries as stored, before finishing. Finishing
 * opens the act's page, where it is sent to the notary, which checks every §5 rule again.
 */
export function AccompanyingReviewStep({ act, index, last }: TypeStepProps) {
  const { t } = useLingui();
  const id = useId();
  const locale = useShownLocale();
  const countries = useDictionaryQuery('countries');
  const wizard = useWizardStep(act, index);
  const notStated = t({ id: 'act.wizard.review.none', message: 'Ko‘rsatilmagan' });
  const nameOf = (countryId: number) => countries.data?.items.find((item) => item.id === countryId)?.name[locale] ?? String(countryId);
  const departure = typeof act.extras.departureCountryId === 'number' ? nameOf(act.extras.departureCountryId) : notStated;
  const destinations =
    act.extras.allCountries === true
      ? t({ id: 'act.wizard.countries.all', message: 'Barcha davlatlar' })
      : ids(act.extras.destinationCountryIds).map(nameOf).join(', ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    wizard.next('review');
  };

  return (
    <form className="form-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="editor-form__title">
        {t({ id: 'act.wizard.accompanyingReview.title', message: 'Arizani tekshiring' })}
      </h2>
      <dl className="editor-facts">
        <dt>{t({ id: 'act.wizard.childrenByPin.list', message: 'Qo‘shilgan bolalar' })}</dt>
        <dd>
          {act.parties
            .filter((party) => party.role === 'child')
            .map((party) => party.fullName)
            .join(', ') || notStated}
        </dd>
        <dt>{t({ id: 'act.wizard.countries.departure', message: 'Chiqish davlati' })}</dt>
        <dd>{departure}</dd>
        <dt>{t({ id: 'act.wizard.countries.destination', message: 'Boradigan davlat' })}</dt>
        <dd>{destinations || notStated}</dd>
      </dl>
      <FormProblem error={wizard.error} keepAfterToast />
      <WizardButtons busy={wizard.busy} onBack={wizard.back} last={last} />
    </form>
  );
}
