import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `everyMs`: a page left open across an opening time follows it
 * (the menu's 'closed now — order for 11:30?' offer turns into 'as soon as possible' at 11:30).
 */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
