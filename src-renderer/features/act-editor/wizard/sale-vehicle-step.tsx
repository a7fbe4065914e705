import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { WizardStepId } from '../../../../src-domain/acts/wizard/act-wizards.ts';
import type { WizardIssue } from '../../../../src-domain/acts/wizard/wizard-step-rules.ts';
import type { RegistryVehicle } from '../../../../src-domain/http/routes/registry-lookups.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import { useSaveSubject } from '../api/save-subject.ts';
import { FormProblem } from '../form-problem.tsx';
import { VehicleFacts } from '../vehicle-facts.tsx';
import { useOwnVehicles, useRemoveChoice } from './api-wizard.ts';
import { useIssueText } from './issue-text.ts';
import { RegistryChoiceList } from './registry-choice-list.tsx';
import type { TypeStepProps } from './type-step-props.ts';
import { useWizardStep } from './use-wizard-step.ts';
import { WizardButtons } from './wizard-buttons.tsx';

/** What a step choosing the user's own vehicle or real estate may be given besides the step's props. */
export interface OwnSubjectStepProps {
  title?: string | undefined;
  /** The step whose rules "next" checks (the type's own step when it is not "vehicle" / "property"). */
  rule?: WizardStepId;
  /** Shown under the title (the pledge's choice between a vehicle and real estate). */
  header?: ReactNode;
}

/**
 * Sale 1 and gift 4 step "vehicle" (spec §4 "1 and 4: select vehicle"): the vehicles the traffic-safety
 * database records the signed-in user as owning; ticking one adds it to the act at once (the
 * server checks ownership, the registry data and an unfinished sale of the same car). A car
 * with bans or fines, or a seller owing the enforcement bureau, may be chosen but the server
 * refuses to go on (spec §5 "blocks continuing"), with the spec's message beside the buttons. One
 * contract passes one car (the step's rule). A vehicle power of attorney (101) chooses its
 * vehicle here too, and the gift (4) names it its own way, each under its own `title`; the
 * pledge (9) under its own step `rule`, with its choice of what is pledged as `header`.
 */
export function SaleVehicleStep({ act, index, last, title, rule = 'vehicle', header }: TypeStepProps & OwnSubjectStepProps) {
  const { t } = useLingui();
  const id = useId();
  const vehicles = useOwnVehicles();
  const save = useSaveSubject(act);
  const remove = useRemoveChoice(act);
  const wizard = useWizardStep(act, index);
  const [issues, setIssues] = useState<readonly WizardIssue[]>([]);
  const listError = useIssueText(issues)('subjects');
  const chosen = new Map(act.subjects.flatMap((subject) => (subject.vehicleId === null ? [] : [[subject.vehicleId, subject.id] as const])));
  const busy = save.isPending || remove.isPending;
  const list = vehicles.data?.vehicles ?? [];
  const shown = list.filter((vehicle) => chosen.has(vehicle.id));

  const toggle = (vehicleId: number, on: boolean) => {
    setIssues([]);
    const subjectId = chosen.get(vehicleId);
    if (on) save.mutate({ subjectId: null, body: { kind: 'vehicle', vehicleId, priceTiyin: null } });
    else if (subjectId !== undefined) remove.mutate({ subject: subjectId });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIssues(wizard.next(rule));
  };
  const note = (vehicle: RegistryVehicle): string | undefined => {
    const notes = [
      vehicle.owners.length > 1 ? t({ id: 'act.wizard.vehicle.shared', message: 'Umumiy mulk' }) : '',
      vehicle.restrictions.length > 0 ? t({ id: 'act.wizard.vehicle.restricted', message: 'Taqiq yoki jarima bor' }) : '',
    ].filter(Boolean);
    return notes.length > 0 ? notes.join(' · ') : undefined;
  };

  return (
    <form className="form-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="editor-form__title">
        {title ?? t({ id: 'act.wizard.vehicle.title', message: 'Sotiladigan transport vositasi' })}
      </h2>
      {header}
      <LoadState pending={vehicles.isPending} failed={vehicles.isError} onRetry={() => void vehicles.refetch()} />
      {vehicles.isSuccess && list.length === 0 && (
        <p className="notice" role="status">
          {t({
            id: 'act.wizard.vehicle.none',
            message: 'YHXB bazasida sizning nomingizga transport vositasi qayd etilmagan. Yo‘l harakati xavfsizligi xizmatiga murojaat qiling.',
          })}
        </p>
      )}
      {list.length > 0 && (
        <RegistryChoiceList
          legend={t({ id: 'act.wizard.vehicle.legend', message: 'YHXB bazasidagi transport vositalaringiz' })}
          choices={list.map((vehicle) => ({
            key: String(vehicle.id),
            label: `${vehicle.make} ${vehicle.model}, ${vehicle.stateNumber}`,
            note: note(vehicle),
            checked: chosen.has(vehicle.id),
          }))}
          busy={busy}
          error={listError}
          onToggle={(key, on) => toggle(Number(key), on)}
        />
      )}
      {shown.map((vehicle) => (
        <VehicleFacts key={vehicle.id} vehicle={vehicle} />
      ))}
      <FormProblem error={save.error ?? remove.error ?? wizard.error} keepAfterToast />
      <WizardButtons busy={wizard.busy || busy} onBack={wizard.back} last={last} />
    </form>
  );
}
