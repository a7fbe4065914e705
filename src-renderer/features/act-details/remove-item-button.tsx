import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { useRemoveItem } from './api/remove-item.ts';
import { MutationProblem } from '../../ui/mutation-problem.tsx';

export interface RemoveItemButtonProps {
  act: ActDetails;
  item: { party: number } | { subject: number };
  label: string;
  onAct: (act: ActDetails) => void;
}

/** Takes a party or a subject out of an act in preparation (spec §4 step 1: the applicant corrects it). */
export function RemoveItemButton({ act, item, label, onAct }: RemoveItemButtonProps) {
  const remove = useRemoveItem(onAct);
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={remove.isPending}
        aria-busy={remove.isPending || undefined}
        onClick={() => remove.mutate({ act, item })}
      >
        {label}
      </button>
      <MutationProblem error={remove.error} />
    </>
  );
}
