import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { WizardIssue } from '../../../../src-domain/acts/wizard/wizard-step-rules.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import { RegistryChoiceList } from './registry-choice-list.tsx';
import { useSaveSubject } from '../api/save-subject.ts';
import { useOwnRealEstate, useRemoveChoice } from './api-wizard.ts';
import { useIssueText } from './issue-text.ts';
import type { TypeStepProps } from './type-step-props.ts';
import { useWizardStep } from './use-wizard-step.ts';
import { WizardButtons } from './wizard-buttons.tsx';
import type { OwnSubjectStepProps } from './sale-vehicle-step.tsx';
import { FormProblem } from '../form-problem.tsx';

/**
 * 11944 step "property" (spec §5 "11944 covers only consent by the property owner"): the real
 * estate the cadastre records the signed-in user as owning; choosing one adds it to the act (the
 * server checks the ownership again when it is added, and when the act is sent). A real-estate
 * power of attorney (105) chooses its property here too, under its own `title`, and the pledge (9)
 * under its own `rule` and `header`.
 */
export function PropertyStep({ act, index, last, title, rule = 'property', header }: TypeStepProps & OwnSubjectStepProps) {
  const { t } = useLingui();
  const id = useId();
  const estates = useOwnRealEstate();
  const save = useSaveSubject(act);
  const remove = useRemoveChoice(act);
  const wizard = useWizardStep(act, index);
  const [issues, setIssues] = useState<readonly WizardIssue[]>([]);
  const listError = useIssueText(issues)('subjects');
  const chosen = new Map(act.subjects.flatMap((subject) => (subject.realEstateId === null ? [] : [[subject.realEstateId, subject.id] as const])));
  const busy = save.isPending || remove.isPending;

  const toggle = (realEstateId: number, on: boolean) => {
    setIssues([]);
    const subjectId = chosen.get(realEstateId);
    if (on) save.mutate({ subjectId: null, body: { kind: 'real_estate', realEstateId, priceTiyin: null } });
    else if (subjectId !== undefined) remove.mutate({ subject: subjectId });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIssues(wizard.next(rule));
  };
  const list = estates.data?.estates ?? [];

  return (
    <form className="form-panel" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="editor-form__title">
        {title ?? t({ id: 'act.wizard.property.title', message: 'Ro‘yxatga olinadigan uy-joy' })}
      </h2>
      {header}
      <LoadState pending={estates.isPending} failed={estates.isError} onRetry={() => void estates.refetch()} />
      {estates.isSuccess && list.length === 0 && (
        <p className="notice" role="status">
          {t({ id: 'act.wizard.property.none', message: 'Kadastrda sizning nomingizga ko‘chmas mulk qayd etilmagan.' })}
        </p>
      )}
      {list.length > 0 && (
        <RegistryChoiceList
          legend={t({ id: 'act.wizard.property.legend', message: 'Kadastrdagi mulkingiz' })}
          choices={list.map((estate) => ({ key: String(estate.id), label: `${estate.cadastreNumber}, ${estate.address}`, checked: chosen.has(estate.id) }))}
          busy={busy}
          error={listError}
          onToggle={(key, on) => toggle(Number(key), on)}
        />
      )}
      <FormProblem error={save.error ?? remove.error ?? wizard.error} keepAfterToast />
      <WizardButtons busy={wizard.busy || busy} onBack={wizard.back} last={last} />
    </form>
  );
}
