import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label–value pairs as a description list; empty values are left out rather than shown as dashes. */
export function FactList({ facts }: { facts: readonly (Fact | null | false | undefined)[] }) {
  const shown = facts.filter(
    (fact): fact is Fact => Boolean(fact) && (fact as Fact).value !== null && (fact as Fact).value !== undefined && (fact as Fact).value !== '',
  );
  return (
    <dl className="act-facts">
      {shown.map((fact) => (
        <div key={fact.label} className="act-facts__row">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
