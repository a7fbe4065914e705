import { useLingui } from '@lingui/react/macro';
import { ReviewStepForm } from './review-step-form.tsx';
import { subjectLine, useConsentTypeLabels } from './spouse-consent-labels.ts';
import type { TypeStepProps } from './type-step-props.ts';

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** 15003 step "review": the spouse, their phone, the subject and the consent types as stored. */
export function SpouseConsentReviewStep({ act, index, last }: TypeStepProps) {
  const { t } = useLingui();
  const labels = useConsentTypeLabels();
  const notStated = t({ id: 'act.wizard.review.none', message: 'Ko‘rsatilmagan' });
  const spouse = act.parties
    .filter((party) => party.role === 'spouse')
    .map((party) => party.fullName)
    .join(', ');
  const phone = typeof act.extras.spousePhone === 'string' ? act.extras.spousePhone : '';
  const types = texts(act.extras.consentTypes)
    .map((type) => (type in labels ? labels[type as keyof typeof labels] : type))
    .join(', ');
  return (
    <ReviewStepForm
      act={act}
      index={index}
      last={last}
      title={t({ id: 'act.wizard.spouseReview.title', message: 'Rozilikni tekshiring' })}
      note={t({
        id: 'act.wizard.spouseReview.next',
        message: '“Yakunlash”dan so‘ng harakat sahifasida turmush o‘rtog‘ingizni taklif qiling va harakatni notariusga yuboring.',
      })}
    >
      <dt>{t({ id: 'act.wizard.spouseReview.spouse', message: 'Turmush o‘rtog‘i' })}</dt>
      <dd>{spouse || notStated}</dd>
      <dt>{t({ id: 'act.wizard.spouseReview.phone', message: 'Telefon raqami' })}</dt>
      <dd>{phone || notStated}</dd>
      <dt>{t({ id: 'act.wizard.consent.subjects', message: 'Rozilik beriladigan mulk' })}</dt>
      <dd>{act.subjects.map(subjectLine).join('; ') || notStated}</dd>
      <dt>{t({ id: 'act.wizard.spouseReview.types', message: 'Rozilik turlari' })}</dt>
      <dd>{types || notStated}</dd>
    </ReviewStepForm>
  );
}
