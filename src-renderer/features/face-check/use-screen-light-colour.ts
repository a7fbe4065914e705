import { useCallback, useSyncExternalStore } from 'react';
import type { ScreenLightClock } from './screen-light-clock.ts';

/** The screen light's current colour (CSS), changing on the clock's beat; null without a clock. */
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
  return useSyncExternalStore(
    subscribe,
    () => (clock ? clock.colourAt(Date.now()) : null),
    () => null,
  );
}
