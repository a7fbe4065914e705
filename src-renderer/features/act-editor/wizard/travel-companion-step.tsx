import { useLingui } from '@lingui/react/macro';
import { PartiesStep } from './parties-step.tsx';
import type { TypeStepProps } from './type-step-props.ts';

/**
 * 15034 step "accompanying person" (spec §4): the child travels with a companion, added by pin
 * and document like any party, or alone — allowed from 15 (spec §5, §9). The choice is the
 * server's to judge when the step is left: under 15 it refuses with the §5 message.
 */
export function CompanionStep(props: TypeStepProps) {
  const { t } = useLingui();
  return (
    <PartiesStep
      {...props}
      role="companion"
      rule="companion"
      title={t({ id: 'act.wizard.companion.title', message: 'Bola kim bilan chiqadi' })}
      listLabel={t({ id: 'act.wizard.companion.list', message: 'Kuzatuvchi shaxslar' })}
      addLabel={t({ id: 'act.wizard.companion.add', message: 'Kuzatuvchi shaxsni qo‘shish' })}
      choice={{
        named: props.act.extras.independent !== true,
        extrasFor: (named) => ({ independent: !named }),
        path: 'extras.independent',
        legend: t({ id: 'act.wizard.companion.legend', message: 'Chiqish tartibi' }),
        namedLabel: t({ id: 'act.wizard.companion.with', message: 'Kuzatuvchi shaxs bilan' }),
        unnamedLabel: t({ id: 'act.wizard.companion.alone', message: 'Mustaqil (faqat 15 yoshga to‘lgan bola)' }),
      }}
    />
  );
}
