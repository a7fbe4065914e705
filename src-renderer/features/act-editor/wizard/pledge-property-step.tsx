import { useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { ChoiceField } from '../../../ui/choice-field.tsx';
import { PropertyStep } from './residence-property-step.tsx';
import { SaleVehicleStep } from './sale-vehicle-step.tsx';
import type { TypeStepProps } from './type-step-props.ts';

type PledgedKind = 'vehicle' | 'real_estate';

/**
 * Pledge 9 step "pledged property" (spec §4 "9 … enter data"; §3 pledge): the pledgor's own
 * vehicle from the traffic-safety database or own real estate from the cadastre, chosen as the
 * sale and the residence consent choose theirs (the server checks the ownership when it is
 * added). Which of the two is asked first; once one is ticked the step keeps to its kind (untick
 * it to pledge the other). Leaving the step runs the §5 rules of a vehicle disposed of: its bans
 * and fines and the pledgor's enforcement debt (wizard-step-rules.ts `WIZARD_STEP_BLOCKING`).
 */
export function PledgePropertyStep(props: TypeStepProps) {
  const { t } = useLingui();
  const chosen = props.act.subjects.find((subject) => subject.kind === 'vehicle' || subject.kind === 'real_estate')?.kind;
  const { register, control } = useForm<{ kind: PledgedKind }>({ defaultValues: { kind: chosen === 'real_estate' ? 'real_estate' : 'vehicle' } });
  const picked = useWatch({ control, name: 'kind' });
  const kind = chosen === 'vehicle' || chosen === 'real_estate' ? chosen : picked;
  const header =
    chosen === undefined ? (
      <ChoiceField
        legend={t({ id: 'act.wizard.pledge.kind', message: 'Garovga nima qo‘yiladi?' })}
        options={[
          { value: 'vehicle', label: t({ id: 'act.wizard.pledge.kind.vehicle', message: 'Transport vositasi' }) },
          { value: 'real_estate', label: t({ id: 'act.wizard.pledge.kind.realEstate', message: 'Ko‘chmas mulk' }) },
        ]}
        registration={register('kind')}
      />
    ) : (
      <p className="form-note">{t({ id: 'act.wizard.pledge.kindChosen', message: 'Boshqa mulkni garovga qo‘yish uchun tanlanganini olib tashlang.' })}</p>
    );
  return kind === 'real_estate' ? (
    <PropertyStep
      {...props}
      rule="pledge_property"
      header={header}
      title={t({ id: 'act.wizard.pledge.property.title', message: 'Garovga qo‘yiladigan mulk' })}
    />
  ) : (
    <SaleVehicleStep
      {...props}
      rule="pledge_property"
      header={header}
      title={t({ id: 'act.wizard.pledge.property.title', message: 'Garovga qo‘yiladigan mulk' })}
    />
  );
}
