import { useLingui } from '@lingui/react/macro';
import { PartiesStep } from './parties-step.tsx';
import type { TypeStepProps } from './type-step-props.ts';

const storedChoice = (renunciation: unknown): boolean | null => (renunciation === 'in_favour' ? true : renunciation === 'unconditional' ? false : null);

/**
 * 12047 step "in whose favour" (docs/decisions/0048-translation-and-inheritance-wizards.md): the
 * heir renounces without naming anyone, or in favour of named people, each added by pin and
 * document like any party. The server's step rule holds the choice and the people together.
 */
export function RenunciationFavourStep(props: TypeStepProps) {
  const { t } = useLingui();
  return (
    <PartiesStep
      {...props}
      role="beneficiary"
      rule="renunciation_favour"
      title={t({ id: 'act.wizard.renunciation.title', message: 'Kimning foydasiga voz kechasiz' })}
      listLabel={t({ id: 'act.wizard.renunciation.list', message: 'Foydasiga voz kechilgan shaxslar' })}
      addLabel={t({ id: 'act.wizard.renunciation.add', message: 'Shaxsni qo‘shish' })}
      choice={{
        named: storedChoice(props.act.extras.renunciation),
        extrasFor: (named) => ({ renunciation: named ? 'in_favour' : 'unconditional' }),
        path: 'extras.renunciation',
        legend: t({ id: 'act.wizard.renunciation.legend', message: 'Voz kechish tartibi' }),
        namedLabel: t({ id: 'act.wizard.renunciation.inFavour', message: 'Ko‘rsatilgan shaxs(lar) foydasiga' }),
        unnamedLabel: t({
          id: 'act.wizard.renunciation.unconditional',
          message: 'Hech kimni ko‘rsatmasdan (ulush qonun bo‘yicha boshqa merosxo‘rlarga o‘tadi)',
        }),
      }}
    />
  );
}
