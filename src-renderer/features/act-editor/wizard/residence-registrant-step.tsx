import { useLingui } from '@lingui/react/macro';
import { PartiesStep } from './parties-step.tsx';
import type { TypeStepProps } from './type-step-props.ts';

/** 11944 step "person registered": added by pin and document like any party (spec §2 screen 15). */
export function RegistrantStep(props: TypeStepProps) {
  const { t } = useLingui();
  return (
    <PartiesStep
      {...props}
      role="registrant"
      rule="registrant"
      title={t({ id: 'act.wizard.registrant.title', message: 'Ro‘yxatga olinadigan shaxs' })}
      listLabel={t({ id: 'act.wizard.registrant.list', message: 'Ro‘yxatga olinadiganlar' })}
      addLabel={t({ id: 'act.wizard.registrant.add', message: 'Shaxsni qo‘shish' })}
    />
  );
}
