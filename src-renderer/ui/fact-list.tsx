import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

export interface FactListProps {
  /** Falsy entries and empty values are left out rather than shown as dashes. */
  facts: readonly (Fact | null | false | undefined)[];
  /** The list's block class (`act-facts`, `search-facts`): each row is `{className}__row`. */
  className: string;
}

const shown = (fact: Fact | null | false | undefined): fact is Fact => !!fact && fact.value !== null && fact.value !== undefined && fact.value !== '';

/** Label–value pairs as a description list: it reads well aloud and on a phone. */
export function FactList({ facts, className }: FactListProps) {
  return (
    <dl className={className}>
      {facts.filter(shown).map((fact) => (
        <div key={fact.label} className={`${className}__row`}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
