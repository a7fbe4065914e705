import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../shared/use-debounced-value.ts';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of the search box, kept in step with `q` of the address both ways: typing updates
 * the address once the user pauses; a change of the address from outside (back button, a
 * "clear" link) replaces the text. Returns the text, its setter, and `flush` for Enter.
 */
export function useSearchText(q: string, search: (q: string) => void) {
  const [text, setText] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    // React's "adjust state when a prop changes" pattern: no effect, no extra render pass.
    setSeenQ(q);
    if (q !== text.trim()) setText(q);
  }

  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const lastDebounced = useRef(debounced);
  useEffect(() => {
    // Only a new pause in typing searches; a stale pause must not undo a back navigation.
    if (lastDebounced.current === debounced) return;
    lastDebounced.current = debounced;
    if (debounced.trim() !== q) search(debounced.trim());
  }, [debounced, q, search]);

  const flush = () => {
    if (text.trim() !== q) search(text.trim());
  };
  return { text, setText, flush };
}
