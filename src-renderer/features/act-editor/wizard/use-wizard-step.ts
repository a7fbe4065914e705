import type { ActDetails } from '../../../../src-domain/http/routes/acts.ts';
import { wizardStepIssues, type WizardIssue } from '../../../../src-domain/acts/wizard/wizard-step-rules.ts';
import type { WizardStepId } from '../../../../src-domain/acts/wizard/act-wizards.ts';
import { usePatchAct } from '../api/patch-act.ts';

/** The draft as the step rules read it (src-domain/acts/wizard/wizard-step-rules.ts), with this step's extras typed over the stored ones. */
export function wizardFactsOf(act: ActDetails, extras: Record<string, unknown> = {}) {
  return {
    extras: { ...act.extras, ...extras },
    partyRoles: act.parties.map((party) => party.role),
    subjectKinds: act.subjects.map((subject) => subject.kind),
    subjectPrices: act.subjects.map((subject) => subject.priceTiyin),
  };
}

/**
 * Moving through a wizard: `next` checks the step with the domain's rules first (the same the
 * server runs when the step is left), then saves the step's extras and the step reached in one
 * `PATCH`; the server answers the act, which the page shows (at the new step), and `onSaved` is
 * told (the step's draft goes: use-step-draft.ts). `back` saves only the step, the draft stays. The returned issues are shown at their fields; a refusal of the server is in `error`.
 */
export function useWizardStep(act: ActDetails, index: number, onSaved?: () => void) {
  const patch = usePatchAct(act);
  const go = (wizardStep: number, extras?: Record<string, unknown>, onRefused?: (error: unknown) => void, onDone?: () => void) =>
    // The promise, not `mutate`'s callbacks: those are dropped once the saved act has moved the page to the next step.
    void patch.mutateAsync({ wizardStep, ...(extras === undefined ? {} : { extras: { ...act.extras, ...extras } }) }).then(
      () => onDone?.(),
      (error: unknown) => onRefused?.(error),
    );
  return {
    busy: patch.isPending,
    error: patch.error,
    back: index > 0 ? () => go(index - 1) : undefined,
    /** The step's issues (nothing sent), or [] once sent; `onRefused` gets the server's refusal (a check only the server can make). */
    next: (step: WizardStepId, extras?: Record<string, unknown>, onRefused?: (error: unknown) => void): WizardIssue[] => {
      const issues = wizardStepIssues(step, wizardFactsOf(act, extras));
      if (issues.length === 0) go(index + 1, extras, onRefused, onSaved);
      return issues;
    },
  };
}
