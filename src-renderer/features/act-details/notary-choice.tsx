import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { mayChangeNotary } from '../../../src-domain/acts/notary-change.ts';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { useNotaryChoiceMutation } from './api/post-notary-choice.ts';
import { MutationProblem } from '../../ui/mutation-problem.tsx';
import { NotaryPicker } from '../../shared/notary-picker/notary-picker.tsx';

export interface NotaryChoiceProps {
  act: ActDetails;
  onAct: (act: ActDetails) => void;
}

/** The applicant may choose or change the notary while the act is prepared or checked (spec §1). */
export function canChooseNotary(act: ActDetails): boolean {
  return mayChangeNotary({ role: act.viewer.role, step: act.step, state: act.state });
}

/**
 * Notary choice (spec §1, §2 screen 13): automatic (a notary of the applicant's region), manual
 * (the same picker as a new act's: licensed notaries by region and name), or rejecting the
 * assigned notary, who is then never picked automatically for this act again.
 */
export function NotaryChoice({ act, onAct }: NotaryChoiceProps) {
  const { t } = useLingui();
  const mutation = useNotaryChoiceMutation(onAct);
  const [searching, setSearching] = useState(false);
  const [picked, setPicked] = useState<number | null>(null);
  const fieldId = useId();

  const choose = (event: FormEvent) => {
    event.preventDefault();
    if (picked === null) return;
    mutation.mutate({ act, body: { choice: 'manual', notaryId: picked } }, { onSuccess: () => setSearching(false) });
  };

  return (
    <section className="act-section" aria-labelledby={`${fieldId}-title`}>
      <h3 id={`${fieldId}-title`}>{t({ id: 'act.notaryChoice.title', message: 'Notariusni tanlash' })}</h3>
      <p>
        {act.notaryChoice === 'manual'
          ? t({ id: 'act.notaryChoice.manual', message: 'Notarius siz tomoningizdan tanlangan.' })
          : t({ id: 'act.notaryChoice.auto', message: 'Notarius avtomatik tanlangan.' })}
      </p>
      <div className="act-buttons">
        <button
          type="button"
          className="button button--secondary"
          disabled={mutation.isPending}
          onClick={() => setSearching((value) => !value)}
          aria-expanded={searching}
        >
          {t({ id: 'act.notaryChoice.pick', message: 'Notariusni o‘zim tanlayman' })}
        </button>
        {act.notaryChoice === 'manual' ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate({ act, body: { choice: 'auto' } })}
          >
            {t({ id: 'act.notaryChoice.toAuto', message: 'Avtomatik tanlash' })}
          </button>
        ) : null}
        {act.notary ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate({ act, body: { choice: 'reject' } })}
          >
            {t({ id: 'act.notaryChoice.reject', message: 'Bu notariusdan voz kechish va boshqasini tanlash' })}
          </button>
        ) : null}
      </div>
      {searching ? (
        <form className="notary-search" onSubmit={choose}>
          <NotaryPicker exceptId={act.notary?.id} radioProps={(id) => ({ name: `${fieldId}-notary`, checked: picked === id, onChange: () => setPicked(id) })} />
          <button type="submit" className="button" disabled={picked === null || mutation.isPending} aria-busy={mutation.isPending || undefined}>
            {t({ id: 'act.notaryChoice.confirm', message: 'Shu notariusni tanlash' })}
          </button>
        </form>
      ) : null}
      <MutationProblem error={mutation.error} />
    </section>
  );
}
