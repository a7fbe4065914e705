import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm, type Path } from 'react-hook-form';
import {
  DESCRIPTION_MAX,
  newOtherPropertyForm,
  otherPropertyAddSchema,
  otherPropertyEditSchema,
  type OtherPropertyFormValues,
} from '../../../src-domain/acts/editor/other-property-form.ts';
import { priceFormText } from '../../../src-domain/acts/editor/subject-price.ts';
import type { AddSubjectBody, EditSubjectBody } from '../../../src-domain/http/routes/acts-bodies.ts';
import type { ActDetails, ActSubject } from '../../../src-domain/http/routes/acts.ts';
import { MoneyField } from '../../ui/fields/money-field.tsx';
import { FormButtons } from './form-buttons.tsx';
import { FormProblem } from './form-problem.tsx';
import { formResolver } from './form-resolver.ts';
import { SimplifiedNote } from './simplified-note.tsx';
import { useEditorMessage } from './use-editor-message.ts';
import { useSubjectSubmit } from './use-subject-submit.ts';
import './act-editor.css';

const BODY_TO_FIELD: Readonly<Record<string, Path<OtherPropertyFormValues>>> = { description: 'description', priceTiyin: 'sum' };

export interface OtherPropertyFormProps {
  act: ActDetails;
  /** The subject edited; absent to add one. */
  initial?: ActSubject | undefined;
  onSaved: (act: ActDetails) => void;
  onCancel: () => void;
}

/** The add-other-property form (spec §2 screen 15; §3 "Other property: description, sum"). */
export function OtherPropertyForm({ act, initial, onSaved, onCancel }: OtherPropertyFormProps) {
  const { t } = useLingui();
  const ids = useId();
  const message = useEditorMessage();
  const editing = initial !== undefined;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OtherPropertyFormValues, unknown, AddSubjectBody | EditSubjectBody>({
    defaultValues: initial ? { description: initial.description ?? '', sum: priceFormText(initial.priceTiyin) } : newOtherPropertyForm(),
    resolver: formResolver<OtherPropertyFormValues, AddSubjectBody | EditSubjectBody>(editing ? otherPropertyEditSchema : otherPropertyAddSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Every field's problem at once, also those of the cross-field checks (the document number by
    // its type): the resolver stops a schema's pipe at its first problem otherwise.
    criteriaMode: 'all',
  });

  const { save, submit } = useSubjectSubmit({ act, initial, onSaved, setError, bodyToField: BODY_TO_FIELD });

  const descriptionError = message(errors.description);
  return (
    <form className="form-panel" noValidate aria-labelledby="other-form-title" onSubmit={(event) => void handleSubmit(submit)(event)}>
      <h2 id="other-form-title" className="editor-form__title">
        {editing
          ? t({ id: 'act.editor.other.editTitle', message: 'Boshqa mol-mulkni tahrirlash' })
          : t({ id: 'act.editor.other.addTitle', message: 'Boshqa mol-mulkni qo‘shish' })}
      </h2>
      {!editing && <SimplifiedNote act={act} />}
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${ids}-description`}>
          {t({ id: 'act.editor.other.description', message: 'Mol-mulk tavsifi' })}
          <span className="form-field__required" aria-hidden="true">
            {' *'}
          </span>
        </label>
        <p id={`${ids}-hint`} className="form-field__hint">
          {t({ id: 'act.editor.other.description.hint', message: 'Nima ekanini, belgilari va holatini yozing' })}
        </p>
        <textarea
          id={`${ids}-description`}
          className="form-field__input editor-field__textarea"
          rows={4}
          maxLength={DESCRIPTION_MAX}
          aria-required="true"
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${ids}-hint ${ids}-error` : `${ids}-hint`}
          {...register('description')}
        />
        {descriptionError && (
          <p id={`${ids}-error`} className="form-field__error">
            {descriptionError}
          </p>
        )}
      </div>
      <MoneyField
        control={control}
        name="sum"
        label={t({ id: 'act.editor.other.sum', message: 'Summasi, so‘m' })}
        hint={t({ id: 'act.editor.moneyHint', message: 'Ikki kasr xonasigacha, masalan: 150 000 000,00' })}
        message={message}
      />
      <FormProblem error={save.error} />
      <FormButtons
        busy={save.isPending}
        onCancel={onCancel}
        submitLabel={editing ? undefined : t({ id: 'act.editor.other.add', message: 'Mol-mulkni qo‘shish' })}
      />
    </form>
  );
}
