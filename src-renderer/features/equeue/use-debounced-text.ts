import { useEffect, useState } from 'react';

const DELAY_MS = 300;

/** The text once typing paused, so a search is not sent on every key (kiosk keys too). */
export function useDebouncedText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return settled;
}
