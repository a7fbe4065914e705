import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { clearDraft, readDraft, writeDraft, type DraftKey } from '../../../state/step-drafts.ts';
import { userAtom } from '../../../state/user.ts';

/** How long typing pauses before the draft is written (a refresh or leaving the page writes it at once). */
export const DRAFT_DEBOUNCE_MS = 400;

const same = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/**
 * Keeps what is typed on a wizard step until "next" has saved it (docs/decisions/0060-wizard-step-drafts.md):
 * the fields the person changed from the server's values are written, debounced, to the draft
 * of this person, act and step (`state/step-drafts.ts`); when the step mounts again (a refresh,
 * the page reopened after a dropped connection) they are put back over the server's values,
 * which stand for every other field. `saved` is called once the server has the step: the draft
 * goes. Without a signed-in person id nothing is kept.
 */
export function useStepDraft<TValues extends FieldValues, TContext, TSubmitted>(
  form: Pick<UseFormReturn<TValues, TContext, TSubmitted>, 'formState' | 'getValues' | 'setValue' | 'watch'>,
  act: string,
  step: string,
): { saved: () => void } {
  const person = useAtomValue(userAtom)?.id;
  const done = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (typeof person !== 'number') return;
    const key: DraftKey = { person, act, step };
    done.current = false;
    const changed = (): Record<string, unknown> => {
      const defaults: Readonly<Record<string, unknown>> = form.formState.defaultValues ?? {};
      const values: Readonly<Record<string, unknown>> = form.getValues();
      return Object.fromEntries(Object.entries(values).filter(([name, value]) => value !== undefined && !same(value, defaults[name])));
    };
    const write = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      if (!done.current) writeDraft(key, changed());
    };

    // The server's values are the form's defaults; the draft wins for the fields it holds.
    for (const [name, value] of Object.entries(readDraft(key) ?? {})) {
      form.setValue(name as Path<TValues>, value as PathValue<TValues, Path<TValues>>, { shouldDirty: true });
    }

    const typing = form.watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(write, DRAFT_DEBOUNCE_MS);
    });
    // A refresh or a closed tab does not wait for the pause in typing.
    const leaving = () => {
      if (timer.current !== undefined) write();
    };
    window.addEventListener('pagehide', leaving);
    return () => {
      typing.unsubscribe();
      window.removeEventListener('pagehide', leaving);
      leaving();
    };
  }, [person, act, step, form]);

  const saved = useCallback(() => {
    done.current = true;
    clearTimeout(timer.current);
    timer.current = undefined;
    if (typeof person === 'number') clearDraft({ person, act, step });
  }, [person, act, step]);

  return { saved };
}
