import { useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';

/** How long a slide stays before the next one comes by itself. */
export const CAROUSEL_INTERVAL_MS = 7_000;

export interface Carousel {
  /** The slide shown, 0-based. */
  current: number;
  /** The automatic slide show is on (the rotation control offers to stop it). */
  rotating: boolean;
  /** Rotation is on but waits while the pointer is over the carousel. */
  paused: boolean;
  next: () => void;
  previous: () => void;
  /** The rotation control (WAI-ARIA APG carousel): start or stop the slide show. */
  toggleRotation: () => void;
  /** Keyboard focus went into the carousel: rotation stops until the rotation control starts it. */
  stopRotation: () => void;
  setHovered: (hovered: boolean) => void;
}

/**
 * State of an auto-rotating carousel (WAI-ARIA APG "Carousel"). Slides wrap around. Until the
 * user decides, the slide show runs only when the motion preference is known and is not
 * "reduce" (WCAG 2.2.2, 2.3.3): so the server render and the hydrating first render (preference
 * unknown) both show a still carousel. A hovering pointer pauses it; keyboard focus stops it.
 */
export function useCarousel(count: number, intervalMs = CAROUSEL_INTERVAL_MS): Carousel {
  const [current, setCurrent] = useState(0);
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = choice ?? reducedMotion === false;

  const next = useCallback(() => setCurrent((index) => (index + 1) % count), [count]);
  const previous = useCallback(() => setCurrent((index) => (index - 1 + count) % count), [count]);

  // One timer per shown slide: a manual move restarts the wait instead of cutting it short.
  useEffect(() => {
    if (!rotating || hovered || count < 2) return;
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, hovered, current, count, intervalMs, next]);

  return {
    current,
    rotating,
    paused: rotating && hovered,
    next,
    previous,
    toggleRotation: () => setChoice(!rotating),
    stopRotation: () => setChoice(false),
    setHovered,
  };
}
