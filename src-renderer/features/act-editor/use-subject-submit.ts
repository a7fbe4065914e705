import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { AddSubjectBody, EditSubjectBody } from '../../../src-domain/http/routes/acts-bodies.ts';
import type { ActDetails, ActSubject } from '../../../src-domain/http/routes/acts.ts';
import { useSaveSubject } from './api/save-subject.ts';
import { showServerFieldErrors } from './server-field-errors.ts';

export interface SubjectSubmitOptions<TValues extends FieldValues> {
  act: ActDetails;
  /** The subject edited (its price); absent when one is added. */
  initial: ActSubject | undefined;
  onSaved: (act: ActDetails) => void;
  setError: UseFormSetError<TValues>;
  /** The form field behind each body path a 400 may name. */
  bodyToField: Readonly<Record<string, Path<TValues>>>;
}

/**
 * The save of every subject form (vehicle, real estate, other property): adds the subject, or
 * saves the price of the one edited, and puts a 400's field problems next to their fields.
 */
export function useSubjectSubmit<TValues extends FieldValues>({ act, initial, onSaved, setError, bodyToField }: SubjectSubmitOptions<TValues>) {
  const save = useSaveSubject(act);
  const submit = (body: AddSubjectBody | EditSubjectBody) => {
    const options = {
      onSuccess: (details: ActDetails) => onSaved(details),
      onError: (error: unknown) => showServerFieldErrors(error, setError, (path) => bodyToField[path]),
    };
    if (initial) save.mutate({ subjectId: initial.id, body: body as EditSubjectBody }, options);
    else save.mutate({ subjectId: null, body: body as AddSubjectBody }, options);
  };
  return { save, submit };
}
