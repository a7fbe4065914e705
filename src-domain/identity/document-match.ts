/**
 * Whether a typed document is the one the civil registry holds for a person: the series
 * compared upper-cased (spec §5 "always uppercase"), the number as typed, both trimmed. The
 * document type is not compared: the registry's document decides it, a form's type only picks
 * the typing rules (a passport and an ID card share the series-and-number form).
 */
export interface TypedDocument {
  series: string;
  number: string;
}

export function documentMatches(registry: TypedDocument, typed: TypedDocument): boolean {
  return (
    registry.series.trim().toUpperCase() === typed.series.trim().toUpperCase() && registry.number.trim().toUpperCase() === typed.number.trim().toUpperCase()
  );
}
