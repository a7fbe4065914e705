import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { SPOUSE_CONSENT_TYPES, type SpouseConsentType } from '../../../../src-domain/acts/act-extras.ts';
import type { WizardIssue } from '../../../../src-domain/acts/wizard/wizard-step-rules.ts';
import { loadChunk } from '../../../ui/chunk-load.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import { FormProblem } from '../form-problem.tsx';
import { useRemoveChoice } from './api-wizard.ts';
import { ChosenItemList } from './chosen-item-list.tsx';
import { RegistryChoiceList } from './registry-choice-list.tsx';
import { useIssueText } from './issue-text.ts';
import { subjectLine, useConsentTypeLabels } from './spouse-consent-labels.ts';
import type { TypeStepProps } from './type-step-props.ts';
import { useWizardStep } from './use-wizard-step.ts';
import { WizardButtons } from './wizard-buttons.tsx';

// The editor's own subject forms (registry lookups by number, other property by description), loaded when asked for.
const SUBJECT_FORMS = {
  real_estate: lazy(() => loadChunk(() => import('../real-estate-subject-form.tsx')).then((module) => ({ default: module.RealEstateSubjectForm }))),
  vehicle: lazy(() => loadChunk(() => import('../vehicle-subject-form.tsx')).then((module) => ({ default: module.VehicleSubjectForm }))),
  other: lazy(() => loadChunk(() => import('../other-property-form.tsx')).then((module) => ({ default: module.OtherPropertyForm }))),
};
type SubjectKind = keyof typeof SUBJECT_FORMS;

const nothingToRetry = () => undefined; // a chunk that fails to load is the router's error page
const isConsentType = (value: unknown): value is SpouseConsentType => SPOUSE_CONSENT_TYPES.some((type) => type === value);
const storedTypes = (value: unknown): SpouseConsentType[] => (Array.isArray(value) ? value.filter(isConsentType) : []);

/**
 * 15003 step "subject with consent types" (spec §4; §3 "disposal consent types"): what the
 * consent is for — the other spouse's vehicle or real estate found in its registry, or other
 * property by description, added with the editor's own subject forms — and the ways it may be
 * disposed of, several allowed, at least one.
 */
export function ConsentSubjectStep({ act, index, last }: TypeStepProps) {
  const { t } = useLingui();
  const id = useId();
  const labels = useConsentTypeLabels();
  const wizard = useWizardStep(act, index);
  const remove = useRemoveChoice(act);
  const [adding, setAdding] = useState<SubjectKind | null>(null);
  const [types, setTypes] = useState(() => storedTypes(act.extras.consentTypes));
  const [issues, setIssues] = useState<readonly WizardIssue[]>([]);
  const issueText = useIssueText(issues);
  const subjectsError = issueText('subjects');
  const typesError = issueText('extras.consentTypes');
  const addLabels: Record<SubjectKind, string> = {
    real_estate: t({ id: 'act.wizard.consent.addRealEstate', message: 'Ko‘chmas mulk qo‘shish' }),
    vehicle: t({ id: 'act.wizard.consent.addVehicle', message: 'Transport vositasi qo‘shish' }),
    other: t({ id: 'act.wizard.consent.addOther', message: 'Boshqa mol-mulk qo‘shish' }),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIssues(wizard.next('consent_subject', { consentTypes: types }));
  };
  const toggle = (type: SpouseConsentType, on: boolean) => setTypes(on ? [...types, type] : types.filter((other) => other !== type));
  const Form = adding === null ? null : SUBJECT_FORMS[adding];

  return (
    <div className="form-panel">
      <form className="act-wizard" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
        <h2 id={`${id}-title`} className="editor-form__title">
          {t({ id: 'act.wizard.consent.title', message: 'Rozilik predmeti va turlari' })}
        </h2>
        <ChosenItemList
          label={t({ id: 'act.wizard.consent.subjects', message: 'Rozilik beriladigan mulk' })}
          items={act.subjects.map((subject) => ({ id: subject.id, label: subjectLine(subject) }))}
          busy={remove.isPending}
          onRemove={(subjectId) => remove.mutate({ subject: subjectId })}
        />
        {adding === null && (
          <div className="editor-form__actions">
            {(Object.keys(SUBJECT_FORMS) as SubjectKind[]).map((kind) => (
              <button
                key={kind}
                type="button"
                className="button button--secondary"
                aria-describedby={subjectsError ? `${id}-subjects-error` : undefined}
                onClick={() => setAdding(kind)}
              >
                {addLabels[kind]}
              </button>
            ))}
          </div>
        )}
        {subjectsError && (
          <p id={`${id}-subjects-error`} className="form-field__error" role="alert">
            {subjectsError}
          </p>
        )}
        {adding === null && (
          <>
            <RegistryChoiceList
              legend={t({ id: 'act.wizard.consent.types', message: 'Rozilik turlari (bir nechtasini belgilash mumkin)' })}
              choices={SPOUSE_CONSENT_TYPES.map((type) => ({ key: type, label: labels[type], checked: types.includes(type) }))}
              busy={false}
              error={typesError}
              onToggle={(key, on) => {
                if (isConsentType(key)) toggle(key, on);
              }}
            />
            <FormProblem error={wizard.error ?? remove.error} keepAfterToast />
            <WizardButtons busy={wizard.busy} onBack={wizard.back} last={last} />
          </>
        )}
      </form>
      {Form && (
        <Suspense fallback={<LoadState pending failed={false} onRetry={nothingToRetry} />}>
          <Form act={act} onSaved={() => setAdding(null)} onCancel={() => setAdding(null)} />
        </Suspense>
      )}
    </div>
  );
}
