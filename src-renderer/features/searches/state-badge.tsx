/**
 * A state as a word with a colour. The colour only repeats the word (WCAG 1.4.1), and each
 * pair of text and background keeps AA contrast.
 */
export function StateBadge({ tone, children }: { tone: 'good' | 'bad' | 'neutral'; children: string }) {
  return <span className={`search-state search-state--${tone}`}>{children}</span>;
}
