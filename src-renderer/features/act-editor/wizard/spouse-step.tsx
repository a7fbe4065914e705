import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MASKS } from '../../../../src-domain/masks/masks.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import { MaskedField } from '../../../ui/fields/masked-field.tsx';
import { FormProblem } from '../form-problem.tsx';
import { useAddSpouse, useOwnSpouse, useRemoveChoice } from './api-wizard.ts';
import { RegistryChoiceList } from './registry-choice-list.tsx';
import type { TypeStepProps } from './type-step-props.ts';
import { useExtrasStepForm } from './use-extras-step-form.ts';
import { WizardButtons } from './wizard-buttons.tsx';

type SpouseValues = { spousePhone: string };
const SPOUSE_FIELDS = ['spousePhone'] as const;

/**
 * 15003 step "spouse" (spec §4 "15003: choose spouse and phone"): the signed-in user's spouse as
 * the civil registry records them; ticking adds them to the act at once (the server checks the §5
 * rules for an added party: a spouse recorded deceased, an unfinished consent for the same
 * spouse), then the phone the spouse is reached at, through the phone mask (spec §5).
 */
export function SpouseStep({ act, index, last }: TypeStepProps) {
  const { t } = useLingui();
  const id = useId();
  const spouse = useOwnSpouse();
  const add = useAddSpouse(act);
  const remove = useRemoveChoice(act);
  const { wizard, register, onSubmit, errorOf, errorAt } = useExtrasStepForm<SpouseValues>(act, index, 'spouse', SPOUSE_FIELDS);
  const chosen = new Map(act.parties.filter((party) => party.role === 'spouse').map((party) => [party.pin, party.id]));
  const busy = add.isPending || remove.isPending;
  const found = spouse.data?.spouse ?? null;

  const toggle = (pin: string, on: boolean) => {
    const partyId = chosen.get(pin);
    if (on) add.mutate();
    else if (partyId !== undefined) remove.mutate({ party: partyId });
  };

  return (
    <form className="form-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
      <h2 id={`${id}-title`} className="editor-form__title">
        {t({ id: 'act.wizard.spouse.title', message: 'Rozilik beruvchining turmush o‘rtog‘i' })}
      </h2>
      <LoadState pending={spouse.isPending} failed={spouse.isError} onRetry={() => void spouse.refetch()} />
      {spouse.isSuccess && found === null && (
        <p className="notice" role="status">
          {t({
            id: 'act.wizard.spouse.none',
            message: 'Fuqarolik holati reyestrida turmush o‘rtog‘ingiz topilmadi. 1008 ishonch telefoniga murojaat qiling.',
          })}
        </p>
      )}
      {found !== null && (
        <RegistryChoiceList
          legend={t({ id: 'act.wizard.spouse.legend', message: 'Reyestrdagi turmush o‘rtog‘ingiz' })}
          choices={[
            {
              key: found.pin,
              label: found.fullName,
              note: found.deceased ? t({ id: 'act.wizard.spouse.deceased', message: 'Reyestrda vafot etgan deb qayd etilgan' }) : undefined,
              checked: chosen.has(found.pin),
            },
          ]}
          busy={busy}
          error={errorAt('parties')}
          onToggle={toggle}
        />
      )}
      <MaskedField
        label={t({ id: 'act.wizard.spouse.phone', message: 'Turmush o‘rtog‘ingizning telefon raqami' })}
        hint={t({ id: 'act.wizard.spouse.phoneHint', message: 'Masalan: (90) 123 45 67' })}
        required
        mask={MASKS.phone}
        registration={register('spousePhone')}
        error={errorOf('spousePhone')}
      />
      <FormProblem error={add.error ?? remove.error ?? wizard.error} keepAfterToast draftKept />
      <WizardButtons busy={wizard.busy || busy} onBack={wizard.back} last={last} />
    </form>
  );
}
