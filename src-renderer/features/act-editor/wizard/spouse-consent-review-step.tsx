import { useLingui } from '@lingui/react/macro';
import { useId, type FormEvent } from 'react';
import { FormProblem } from '../form-problem.tsx';
import { subjectLine, useConsentTypeLabels } from './spouse-consent-labels.ts';
import type { TypeStepProps } from './type-step-props.ts';
import { useWizardStep } from './use-wizard-step.ts';
import { WizardButtons } from './wizard-buttons.tsx';

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * 15003 step "review": the spouse, their phone, the subject and the consent types as stored,
 * before finishing. Finishing opens the act's page, where the spouse is invited and the act is
 * sent to the notary, which checks every §5 rule again.
 */
export function SpouseConsentReviewStep({ act, index, last }: TypeStepProps) {
  const { t } = useLingui();
  const id = useId();
  const labels = useConsentTypeLabels();
  const wizard = useWizardStep(act, index);
  const notStated = t({ id: 'act.wizard.review.none', message: 'Ko‘rsatilmagan' });
  const spouse = act.parties
    .filter((party) => party.role === 'spouse')
    .map((party) => party.fullName)
    .join(', ');
  const phone = typeof act.extras.spousePhone === 'string' ? act.extras.spousePhone : '';
  const types = texts(act.extras.consentTypes)
    .map((type) => (type in labels ? labels[type as keyof typeof labels] : type))
    .join(', ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    wizard.next('review');
  };

  return (
    <form className="form-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="editor-form__title">
        {t({ id: 'act.wizard.spouseReview.title', message: 'Rozilikni tekshiring' })}
      </h2>
      <dl className="editor-facts">
        <dt>{t({ id: 'act.wizard.spouseReview.spouse', message: 'Turmush o‘rtog‘i' })}</dt>
        <dd>{spouse || notStated}</dd>
        <dt>{t({ id: 'act.wizard.spouseReview.phone', message: 'Telefon raqami' })}</dt>
        <dd>{phone || notStated}</dd>
        <dt>{t({ id: 'act.wizard.consent.subjects', message: 'Rozilik beriladigan mulk' })}</dt>
        <dd>{act.subjects.map(subjectLine).join('; ') || notStated}</dd>
        <dt>{t({ id: 'act.wizard.spouseReview.types', message: 'Rozilik turlari' })}</dt>
        <dd>{types || notStated}</dd>
      </dl>
      <p className="form-note">
        {t({
          id: 'act.wizard.spouseReview.next',
          message: '“Yakunlash”dan so‘ng harakat sahifasida turmush o‘rtog‘ingizni taklif qiling va harakatni notariusga yuboring.',
        })}
      </p>
      <FormProblem error={wizard.error} keepAfterToast />
      <WizardButtons busy={wizard.busy} onBack={wizard.back} last={last} />
    </form>
  );
}
