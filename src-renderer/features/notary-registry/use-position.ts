import { useState } from 'react';

export type PositionProblem = 'denied' | 'unavailable';

/** Three decimals is about 100 m: enough to order notaries, and less of the visitor in the address. */
const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Asks the browser for the visitor's position, once per click (the permission prompt must
 * follow a user action). Reports why it failed so the page can explain "nearest" needs it.
 */
export function usePosition() {
  const [problem, setProblem] = useState<PositionProblem | null>(null);
  const [locating, setLocating] = useState(false);

  const locate = (onFound: (lat: number, lon: number) => void) => {
    setProblem(null);
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setProblem('unavailable');
      return;
    }
    setLocating(true);
    geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onFound(round(position.coords.latitude), round(position.coords.longitude));
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };

  return { locate, problem, locating };
}
