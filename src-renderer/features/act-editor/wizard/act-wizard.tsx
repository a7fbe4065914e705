import { lazy, Suspense, type LazyExoticComponent, type ReactNode } from 'react';
import type { ActTypeId } from '../../../../src-domain/acts/act-types.ts';
import { wizardOf } from '../../../../src-domain/acts/wizard/act-wizards.ts';
import type { ActDetails } from '../../../../src-domain/http/routes/acts.ts';
import { loadChunk } from '../../../ui/chunk-load.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import { GeneralInfoForm } from '../general-info-form.tsx';
import { useStepLabels } from './step-labels.ts';
import type { TypeStepProps } from './type-step-props.ts';
import { HandoffPanel } from './handoff-panel.tsx';
import { WizardFrame } from './wizard-frame.tsx';

/** The three powers of attorney share one family of steps (docs/decisions/0045-power-of-attorney-wizards.md). */
const PowerOfAttorneySteps = lazy(() => loadChunk(() => import('./power-of-attorney-steps.tsx')).then((module) => ({ default: module.PowerOfAttorneyStep })));
/** The pledge 9 and the other contract 11680 share their steps (docs/decisions/0049-pledge-and-other-contract-wizards.md). */
const CONTRACT_STEPS = lazy(() => loadChunk(() => import('./contract-steps.tsx')).then((module) => ({ default: module.ContractStep })));
/** The sale 1 and the gift 4 share their steps (docs/decisions/0047-vehicle-gift-wizard.md). */
const VEHICLE_TRANSFER_STEPS = lazy(() => loadChunk(() => import('./vehicle-transfer-steps.tsx')).then((module) => ({ default: module.VehicleTransferStep })));

/** Each type's steps load with the wizard of that type only (bench: route chunks ≤ 60 KiB). */
const TYPE_STEPS: Readonly<Record<ActTypeId, LazyExoticComponent<(props: TypeStepProps) => ReactNode>>> = {
  15034: lazy(() => loadChunk(() => import('./travel-consent-steps.tsx')).then((module) => ({ default: module.TravelConsentStep }))),
  11944: lazy(() => loadChunk(() => import('./residence-consent-steps.tsx')).then((module) => ({ default: module.ResidenceConsentStep }))),
  1: VEHICLE_TRANSFER_STEPS,
  4: VEHICLE_TRANSFER_STEPS,
  15003: lazy(() => loadChunk(() => import('./spouse-consent-steps.tsx')).then((module) => ({ default: module.SpouseConsentStep }))),
  15035: lazy(() => loadChunk(() => import('./accompanying-minor-steps.tsx')).then((module) => ({ default: module.AccompanyingMinorStep }))),
  101: PowerOfAttorneySteps,
  105: PowerOfAttorneySteps,
  11651: PowerOfAttorneySteps,
  11962: lazy(() => loadChunk(() => import('./translation-certification-steps.tsx')).then((module) => ({ default: module.TranslationCertificationStep }))),
  12047: lazy(() => loadChunk(() => import('./inheritance-renunciation-steps.tsx')).then((module) => ({ default: module.InheritanceRenunciationStep }))),
  9: CONTRACT_STEPS,
  11680: CONTRACT_STEPS,
};

const nothingToRetry = () => undefined; // a chunk that fails to load is the router's error page
// The saved act (at its next step) replaces the shown one in the query cache: nothing else to do.
const stayOnPage = () => undefined;

export interface ActWizardProps {
  act: ActDetails;
  /** The general info step's cancel: back to "my acts". */
  onLeave: () => void;
}

/**
 * An act in preparation shown as its type's wizard at the step the server keeps with it (spec
 * §2 screen 16; docs/decisions/0041-act-wizard-frame.md): "my acts", a refresh or the kiosk's
 * next session open it here. Finishing the last step leaves the wizard; the act then opens as
 * its details page, where it is sent to the notary.
 */
export function ActWizard({ act, onLeave }: ActWizardProps) {
  const labels = useStepLabels();
  const steps = wizardOf(act.actTypeId);
  const index = Math.min(Math.max(act.wizardStep ?? 0, 0), steps.length - 1);
  const step = steps[index] ?? 'general';
  const Steps = TYPE_STEPS[act.actTypeId];
  return (
    <>
      <WizardFrame steps={steps.map((id) => labels[id])} current={index}>
        {step === 'general' ? (
          <GeneralInfoForm act={act} wizard onSaved={stayOnPage} onCancel={onLeave} />
        ) : (
          <Suspense fallback={<LoadState pending failed={false} onRetry={nothingToRetry} />}>
            <Steps key={`${act.uuid}-${step}`} act={act} step={step} index={index} last={index === steps.length - 1} />
          </Suspense>
        )}
      </WizardFrame>
      <HandoffPanel uuid={act.uuid} />
    </>
  );
}
