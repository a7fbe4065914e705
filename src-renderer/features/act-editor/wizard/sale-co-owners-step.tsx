import { useLingui } from '@lingui/react/macro';
import { useId, type FormEvent } from 'react';
import { CO_OWNER_ROLE } from '../../../../src-domain/acts/blocking/co-owners-rule.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import { FormProblem } from '../form-problem.tsx';
import { OwnerList } from '../owner-list.tsx';
import { useAddCoOwners, useOwnVehicles, useRemoveChoice } from './api-wizard.ts';
import { ChosenPartyList } from './chosen-party-list.tsx';
import type { TypeStepProps } from './type-step-props.ts';
import { useWizardStep } from './use-wizard-step.ts';
import { WizardButtons } from './wizard-buttons.tsx';

export interface SaleCoOwnersStepProps extends TypeStepProps {
  /** What the co-owners must do in this type (sell with the seller, give with the giver). */
  rule: string;
  /** The name of the list of co-owners added (as sellers, as givers). */
  listLabel: string;
}

/**
 * Sale 1 and gift 4 step "co-owners" (spec §5 "Vehicle in shared ownership: co-owners must be added as
 * sellers or givers and confirm"): the owners the traffic-safety database records for the car,
 * and one button that adds those not yet in the act in the type's co-owner role (seller, giver:
 * `CO_OWNER_ROLE`), straight from the registry (the applicant never types a co-owner's pin or passport). Each confirms by answering the invitation
 * sent from the act page; the notary registers only after all have. Leaving the step without
 * them is refused by the server with the spec's message.
 */
export function SaleCoOwnersStep({ act, index, last, rule, listLabel }: SaleCoOwnersStepProps) {
  const { t } = useLingui();
  const id = useId();
  const vehicles = useOwnVehicles();
  const add = useAddCoOwners(act);
  const remove = useRemoveChoice(act);
  const wizard = useWizardStep(act, index);
  const subject = act.subjects.find((found) => found.kind === 'vehicle');
  const vehicle = vehicles.data?.vehicles.find((found) => found.id === subject?.vehicleId);
  const coOwnerRole = CO_OWNER_ROLE[act.actTypeId];
  const coSellers = act.parties.filter((party) => party.role === coOwnerRole && !party.isApplicant);
  const shared = vehicle !== undefined && vehicle.owners.length > 1;
  const busy = add.isPending || remove.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    wizard.next('co_owners');
  };

  return (
    <form className="form-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="editor-form__title">
        {t({ id: 'act.wizard.coOwners.title', message: 'Transport vositasining birgalikdagi egalari' })}
      </h2>
      <LoadState pending={vehicles.isPending} failed={vehicles.isError} onRetry={() => void vehicles.refetch()} />
      {vehicle && <OwnerList owners={vehicle.owners} />}
      {vehicles.isSuccess && !shared && (
        <p className="notice" role="status">
          {t({
            id: 'act.wizard.coOwners.none',
            message: 'YHXB bazasida transport vositasining boshqa egasi qayd etilmagan: bu qadamda hech kim qo‘shilmaydi.',
          })}
        </p>
      )}
      {shared && (
        <>
          <p className="notice">{rule}</p>
          <ChosenPartyList label={listLabel} parties={coSellers} busy={busy} onRemove={(partyId) => remove.mutate({ party: partyId })} />
          {coSellers.length < vehicle.owners.length - 1 && (
            <button type="button" className="button button--secondary" disabled={busy} aria-busy={add.isPending} onClick={() => add.mutate()}>
              {t({ id: 'act.wizard.coOwners.add', message: 'Egalarni reyestrdan qo‘shish' })}
            </button>
          )}
        </>
      )}
      <FormProblem error={add.error ?? remove.error ?? wizard.error} keepAfterToast />
      <WizardButtons busy={wizard.busy || busy} onBack={wizard.back} last={last} />
    </form>
  );
}
