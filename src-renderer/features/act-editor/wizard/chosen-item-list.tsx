import { useLingui } from '@lingui/react/macro';

export interface ChosenItem {
  id: number;
  label: string;
}

export interface ChosenItemListProps {
  label: string;
  items: readonly ChosenItem[];
  busy: boolean;
  onRemove: (id: number) => void;
}

/** What a step added to the act (people, property), each with its remove button. */
export function ChosenItemList({ label, items, busy, onRemove }: ChosenItemListProps) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <ul className="act-wizard__choices" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="act-wizard__choice">
          <span>{item.label}</span>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => onRemove(item.id)}>
            {t({ id: 'act.wizard.companion.remove', message: 'Olib tashlash' })}
          </button>
        </li>
      ))}
    </ul>
  );
}
