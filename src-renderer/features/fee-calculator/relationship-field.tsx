import { useLingui } from '@lingui/react/macro';
import { isRelationship, RELATIONSHIPS, type Relationship } from '../../../src-domain/fees/relationship.ts';
import { RELATIONSHIP_LABELS } from './relationship-labels.ts';

export interface RelationshipFieldProps {
  id: string;
  value: Relationship;
  onChange: (relationship: Relationship) => void;
  hint: string;
}

/** The other party's relationship to the applicant, asked only where a discount exists (spec §9). */
export function RelationshipField({ id, value, onChange, hint }: RelationshipFieldProps) {
  const { t, i18n } = useLingui();
  return (
    <div className="fee-field">
      <label htmlFor={id} className="fee-field__label">
        {t({ id: 'fee.relationship.label', message: 'Ikkinchi tomon sizga kim bo‘ladi?' })}
      </label>
      <select
        id={id}
        className="fee-field__input"
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          if (isRelationship(event.target.value)) onChange(event.target.value);
        }}
      >
        {RELATIONSHIPS.map((relationship) => (
          <option key={relationship} value={relationship}>
            {i18n._(RELATIONSHIP_LABELS[relationship])}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="fee-field__hint">
        {hint}
      </p>
    </div>
  );
}
