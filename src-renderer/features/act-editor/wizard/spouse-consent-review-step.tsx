import { useLingui } from '@lingui/react/macro';
import { ReviewStep } from './review-step.tsx';
import { subjectLine, useConsentTypeLabels } from './spouse-consent-labels.ts';
import type { TypeStepProps } from './type-step-props.ts';

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** 15003 step "review": the spouse, their phone, the subject and the consent types as stored. */
export function SpouseConsentReviewStep(props: TypeStepProps) {
  const { t } = useLingui();
  const labels = useConsentTypeLabels();
  const { act } = props;
  const spouse = act.parties
    .filter((party) => party.role === 'spouse')
    .map((party) => party.fullName)
    .join(', ');
  const types = texts(act.extras.consentTypes)
    .map((type) => (type in labels ? labels[type as keyof typeof labels] : type))
    .join(', ');
  return (
    <ReviewStep
      {...props}
      title={t({ id: 'act.wizard.spouseReview.title', message: 'Rozilikni tekshiring' })}
      facts={[
        { label: t({ id: 'act.wizard.spouseReview.spouse', message: 'Turmush o‘rtog‘i' }), value: spouse },
        {
          label: t({ id: 'act.wizard.spouseReview.phone', message: 'Telefon raqami' }),
          value: typeof act.extras.spousePhone === 'string' ? act.extras.spousePhone : '',
        },
        { label: t({ id: 'act.wizard.consent.subjects', message: 'Rozilik beriladigan mulk' }), value: act.subjects.map(subjectLine).join('; ') },
        { label: t({ id: 'act.wizard.spouseReview.types', message: 'Rozilik turlari' }), value: types },
      ]}
      note={t({
        id: 'act.wizard.spouseReview.next',
        message: '“Yakunlash”dan so‘ng harakat sahifasida turmush o‘rtog‘ingizni taklif qiling va harakatni notariusga yuboring.',
      })}
    />
  );
}
