import { useLingui } from '@lingui/react/macro';
import { PartiesStep } from './parties-step.tsx';
import type { TypeStepProps } from './type-step-props.ts';

/** 11962 step "translator": the party in the translator role (§3 party roles), by pin and document like any party (spec §2 screen 15). */
export function TranslatorStep(props: TypeStepProps) {
  const { t } = useLingui();
  return (
    <PartiesStep
      {...props}
      role="translator"
      rule="translator"
      title={t({ id: 'act.wizard.translator.title', message: 'Tarjimon' })}
      listLabel={t({ id: 'act.wizard.translator.list', message: 'Qo‘shilgan tarjimonlar' })}
      addLabel={t({ id: 'act.wizard.translator.add', message: 'Tarjimonni qo‘shish' })}
    />
  );
}
