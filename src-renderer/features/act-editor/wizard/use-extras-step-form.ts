import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { WizardStepId } from '../../../../src-domain/acts/wizard/act-wizards.ts';
import type { ActDetails } from '../../../../src-domain/http/routes/acts.ts';
import { showServerFieldErrors } from '../server-field-errors.ts';
import { useEditorMessage } from '../use-editor-message.ts';
import { useStepDraft } from './use-step-draft.ts';
import { useWizardStep } from './use-wizard-step.ts';

// A count (the pages of 11962) is stored as a number and typed as text.
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * A step whose fields are text extras (purpose, dates, terms): the form starts from the stored
 * extras (what was typed and not yet sent over them: use-step-draft.ts), "next" checks them with
 * the step's rules and sends them, and each problem is shown at
 * its field (`extras.dateTo` → `dateTo`), the first one focused — a server's refusal of a field
 * too; a problem of the step's list (`parties`) is kept under its path for `errorAt`.
 */
export function useExtrasStepForm<TValues extends FieldValues & Record<string, string>>(
  act: ActDetails,
  index: number,
  step: WizardStepId,
  names: readonly (keyof TValues & string)[],
  /** The extras the typed values stand for, when not the texts themselves (a count is a number). */
  toExtras: (values: TValues) => Record<string, unknown> = (values) => values,
  /** The stored extras as the fields' text, when not the texts themselves (a sum in tiyin is shown as an amount). */
  toText: (extras: Readonly<Record<string, unknown>>) => Record<string, string> = (extras) =>
    Object.fromEntries(names.map((name) => [name, text(extras[name])])),
) {
  const message = useEditorMessage();
  const form = useForm<TValues>({ defaultValues: toText(act.extras) as DefaultValues<TValues> });
  const draft = useStepDraft(form, act.uuid, step);
  const wizard = useWizardStep(act, index, draft.saved);
  // What only the server can check (the inheritance case in its registry) comes back at the field too.
  const fieldOf = (path: string) => {
    const name = path.replace(/^extras\./, '');
    return names.includes(name) ? (name as Path<TValues>) : undefined;
  };
  const submit = form.handleSubmit((values) => {
    const refused = (error: unknown) => showServerFieldErrors(error, form.setError, fieldOf);
    wizard.next(step, toExtras(values), refused).forEach((found, at) => {
      form.setError(found.path.replace(/^extras\./, '') as Path<TValues>, { message: found.message }, { shouldFocus: at === 0 });
    });
  });
  return {
    wizard,
    register: form.register,
    control: form.control,
    onSubmit: (event: React.FormEvent) => {
      // An error kept under a path no field registers (`parties`) would stop every later submit.
      form.clearErrors();
      void submit(event);
    },
    errorOf: (name: keyof TValues & string) => message(form.formState.errors[name] as { message?: string; type?: string } | undefined),
    /** A step problem that is not one of the fields (`parties`: nobody chosen from a list beside them). */
    errorAt: (path: string) => message((form.formState.errors as Readonly<Record<string, { message?: string; type?: string } | undefined>>)[path]),
  };
}
