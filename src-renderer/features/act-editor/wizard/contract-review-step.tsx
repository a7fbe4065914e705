import { useLingui } from '@lingui/react/macro';
import { extrasToText, SIMPLE_EXTRAS_FIELDS } from '../../../../src-domain/acts/editor/extras-fields.ts';
import { REQUIRED_PARTY_ROLE } from '../../../../src-domain/acts/party-roles.ts';
import type { ActDetails } from '../../../../src-domain/http/routes/acts.ts';
import { extrasLabel } from '../extras-labels.ts';
import { ReviewFact, ReviewStepForm } from './review-step-form.tsx';
import type { TypeStepProps } from './type-step-props.ts';

type Subject = ActDetails['subjects'][number];

// A vehicle by its make, model and number; real estate by its cadastre number and address.
const subjectText = (subject: Subject): string =>
  (subject.kind === 'vehicle' ? [subject.data.make, subject.data.model, subject.stateNumber] : [subject.cadastreNumber, subject.data.address])
    .filter((part) => typeof part === 'string' && part !== '')
    .join(', ');

/**
 * Pledge 9 and other contract 11680 step "review": what is pledged (a pledge), the contract's
 * terms as the act page shows them, and the other side, as stored, before finishing (decision 0049).
 */
export function ContractReviewStep(props: TypeStepProps) {
  const { t, i18n } = useLingui();
  const { act } = props;
  const pledge = act.actTypeId === 9;
  const texts = extrasToText(act.actTypeId, act.extras);
  const others = act.parties
    .filter((party) => party.role === REQUIRED_PARTY_ROLE[act.actTypeId] && !party.isApplicant)
    .map((party) => party.fullName)
    .join(', ');
  return (
    <ReviewStepForm
      {...props}
      title={t({ id: 'act.wizard.review.title', message: 'Shartnomani tekshiring' })}
      note={t({
        id: 'act.wizard.review.next',
        message: '“Yakunlash”dan so‘ng harakat sahifasida ishtirokchilarni taklif qiling va harakatni notariusga yuboring.',
      })}
    >
      {pledge && (
        <ReviewFact
          label={t({ id: 'act.wizard.pledge.property.title', message: 'Garovga qo‘yiladigan mulk' })}
          value={act.subjects.map(subjectText).filter(Boolean).join('; ')}
        />
      )}
      {SIMPLE_EXTRAS_FIELDS[act.actTypeId].map((field) => {
        const label = extrasLabel(act.actTypeId, field.name);
        return label ? <ReviewFact key={field.name} label={i18n._(label)} value={texts[field.name] ?? ''} /> : null;
      })}
      <ReviewFact
        label={pledge ? t({ id: 'act.wizard.step.pledgee', message: 'Garovga oluvchi' }) : t({ id: 'act.wizard.step.counterparty', message: 'Ikkinchi tomon' })}
        value={others}
      />
    </ReviewStepForm>
  );
}
