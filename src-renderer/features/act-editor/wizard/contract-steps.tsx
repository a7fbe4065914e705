import { useLingui } from '@lingui/react/macro';
import { ContractReviewStep } from './contract-review-step.tsx';
import { ContractTermsStep } from './contract-terms-step.tsx';
import { PartiesStep } from './parties-step.tsx';
import { PledgePropertyStep } from './pledge-property-step.tsx';
import type { TypeStepProps } from './type-step-props.ts';

/**
 * The steps of the pledge 9 and the other contract 11680 (spec §4 "9 and 11680: enter data";
 * §3 credit, loan, pledge fields; docs/decisions/0049-pledge-and-other-contract-wizards.md): the
 * same contract fields and review, the pledge with what it pledges, each with its other side.
 */
export function ContractStep(props: TypeStepProps) {
  const { t } = useLingui();
  switch (props.step) {
    case 'pledge_property':
      return <PledgePropertyStep {...props} />;
    case 'obligation':
      return <ContractTermsStep {...props} title={t({ id: 'act.wizard.obligation.title', message: 'Garov bilan ta’minlanadigan majburiyat' })} />;
    case 'contract_terms':
      return <ContractTermsStep {...props} title={t({ id: 'act.wizard.contractTerms.title', message: 'Shartnoma shartlari' })} />;
    case 'pledgee':
      return (
        <PartiesStep
          {...props}
          role="pledgee"
          rule="pledgee"
          title={t({ id: 'act.wizard.step.pledgee', message: 'Garovga oluvchi' })}
          listLabel={t({ id: 'act.wizard.pledgee.list', message: 'Qo‘shilgan garovga oluvchilar' })}
          addLabel={t({ id: 'act.wizard.pledgee.add', message: 'Garovga oluvchini qo‘shish (jismoniy shaxs yoki bank STIR bo‘yicha)' })}
        />
      );
    case 'counterparty':
      return (
        <PartiesStep
          {...props}
          role="party"
          rule="counterparty"
          title={t({ id: 'act.wizard.step.counterparty', message: 'Ikkinchi tomon' })}
          listLabel={t({ id: 'act.wizard.counterparty.list', message: 'Shartnomaning qo‘shilgan tomonlari' })}
          addLabel={t({ id: 'act.wizard.counterparty.add', message: 'Tomonni qo‘shish' })}
        />
      );
    case 'review':
      return <ContractReviewStep {...props} />;
    default:
      return null;
  }
}
