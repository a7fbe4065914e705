import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** A result's facts as label–value pairs: a definition list reads well aloud and on a phone. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="search-facts">
      {facts.map((fact) => (
        <div key={fact.label} className="search-facts__row">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
