import { useId } from 'react';

export interface RegistryChoice {
  key: string;
  label: string;
  /** A note beside the choice (a child who may travel alone). */
  note?: string | undefined;
  checked: boolean;
}

export interface RegistryChoiceListProps {
  legend: string;
  choices: readonly RegistryChoice[];
  /** A save is under way: the boxes wait for the server's answer, which decides what is ticked. */
  busy: boolean;
  /** The step's problem with the list (nothing chosen). */
  error?: string | undefined;
  onToggle: (key: string, on: boolean) => void;
}

/**
 * What the registry lists for the signed-in user (their minor children, their own real estate),
 * each a checkbox whose whole row is the touch target; ticking adds it to the act at once, so a
 * box shows what the act holds, not what was clicked. A step's own list of choices (the consent
 * types of 15003) uses it too, ticked as clicked.
 */
export function RegistryChoiceList({ legend, choices, busy, error, onToggle }: RegistryChoiceListProps) {
  const id = useId();
  return (
    <fieldset className="editor-section" aria-describedby={error ? `${id}-error` : undefined} aria-busy={busy}>
      <legend>{legend}</legend>
      <ul className="act-wizard__choices">
        {choices.map(({ key, label, note, checked }) => (
          <li key={key} className="act-wizard__choice">
            <label>
              <input type="checkbox" checked={checked} disabled={busy} onChange={(event) => onToggle(key, event.target.checked)} />
              <span>{label}</span>
            </label>
            {note && <span className="act-wizard__hint">{note}</span>}
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
