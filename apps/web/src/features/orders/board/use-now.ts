import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs` (ages like "3 min ago" keep counting). */
export function useNow(everyMs = 20_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
