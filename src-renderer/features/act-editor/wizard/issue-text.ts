import type { WizardIssue } from '../../../../src-domain/acts/wizard/wizard-step-rules.ts';
import { useValidationMessage } from '../../../shared/use-validation-message.ts';

/** The text of the step issue at `path`, in the shown locale (the domain's message keys, spec §5). */
export function useIssueText(issues: readonly WizardIssue[]): (path: string) => string | undefined {
  const message = useValidationMessage();
  return (path) => message(issues.find((found) => found.path === path)?.message);
}
