import { useEffect, useState } from 'react';

/** Scheduled blocks and "Open now" are read again this often while the page stays open. */
export const CLOCK_TICK_MS = 60_000;

/** The time, renewed every minute. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
