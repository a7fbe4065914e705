import { useLingui } from '@lingui/react/macro';
import { ReviewFact, ReviewStepForm } from './review-step-form.tsx';
import type { TypeStepProps } from './type-step-props.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** 12047 step "review": the case as the registry gave it on leaving the case step. */
export function InheritanceReviewStep(props: TypeStepProps) {
  const { t } = useLingui();
  const { extras } = props.act;
  const beneficiaries = props.act.parties.filter((party) => party.role === 'beneficiary').map((party) => party.fullName);
  return (
    <ReviewStepForm
      {...props}
      title={t({ id: 'act.wizard.accompanyingReview.title', message: 'Arizani tekshiring' })}
      note={t({ id: 'act.wizard.accompanyingReview.next', message: '“Yakunlash”dan so‘ng harakat sahifasida harakatni notariusga yuboring.' })}
    >
      <ReviewFact label={t({ id: 'act.wizard.inheritanceCase.number', message: 'Meros ishi raqami' })} value={text(extras.caseNumber)} />
      <ReviewFact label={t({ id: 'act.wizard.inheritanceReview.deceased', message: 'Vafot etgan shaxs' })} value={text(extras.deceasedName)} />
      <ReviewFact label={t({ id: 'act.wizard.inheritanceReview.deathDate', message: 'Vafot etgan sana' })} value={text(extras.deathDate)} />
      <ReviewFact
        label={t({ id: 'act.wizard.inheritanceReview.favour', message: 'Kimning foydasiga' })}
        value={
          extras.renunciation === 'in_favour'
            ? beneficiaries.join(', ')
            : extras.renunciation === 'unconditional'
              ? t({ id: 'act.wizard.inheritanceReview.nobody', message: 'Hech kim ko‘rsatilmagan' })
              : ''
        }
      />
    </ReviewStepForm>
  );
}
