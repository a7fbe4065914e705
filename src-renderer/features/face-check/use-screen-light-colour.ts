import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import type { ScreenLightClock } from './screen-light-clock.ts';

/**
 * The screen light's current colour (CSS), changing on the clock's beat; null without a clock.
 * Each colour is reported to the clock as shown once React has put it in the page (a layout
 * effect: the browser paints it next), so the frames' tags follow the screen rather than the
 * schedule (screen-light-clock.ts).
 */
export function useScreenLightColour(clock: ScreenLightClock | null): string | null {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!clock) return () => undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const wait = () => {
        timer = setTimeout(
          () => {
            changed();
            wait();
          },
          clock.untilChange(Date.now()) + 1,
        );
      };
      wait();
      return () => clearTimeout(timer);
    },
    [clock],
  );
  const index = useSyncExternalStore(
    subscribe,
    () => (clock ? clock.indexAt(Date.now()) : null),
    () => null,
  );
  useLayoutEffect(() => {
    if (clock && index !== null) clock.shown(index, Date.now());
  }, [clock, index]);
  return clock && index !== null ? clock.colourOf(index) : null;
}
