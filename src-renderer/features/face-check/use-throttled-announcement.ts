import { useEffect, useRef, useState } from 'react';

/** Hints may change every 300 ms; a screen reader hears at most one every 3 s. */
export const ANNOUNCE_INTERVAL_MS = 3_000;

/**
 * `text` for a polite live region, changed at most once per `intervalMs`: the latest text wins,
 * the ones in between are skipped, so a screen reader is not flooded with hints it cannot finish.
 */
export function useThrottledAnnouncement(text: string, intervalMs = ANNOUNCE_INTERVAL_MS): string {
  const [announced, setAnnounced] = useState(text);
  const lastAt = useRef(0);
  useEffect(() => {
    if (text === announced) return;
    const wait = Math.max(0, lastAt.current + intervalMs - Date.now());
    const timer = setTimeout(() => {
      lastAt.current = Date.now();
      setAnnounced(text);
    }, wait);
    return () => clearTimeout(timer);
  }, [text, announced, intervalMs]);
  return announced;
}
