import { useEffect, useState } from 'react';

/** "Now", renewed every minute, so a booking's status (due, late …) follows the clock. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
