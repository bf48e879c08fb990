/** The schedules the collector form offers (minutes between runs; null: only when run by hand). */
export const INTERVAL_CHOICES = [null, 15, 30, 60, 180, 360, 720, 1440] as const;

/** The `integrations` key naming a schedule (one the form does not offer is said in minutes). */
export function intervalKey(minutes: number | null): { key: string; count?: number } {
  if (minutes === null) return { key: 'intervals.none' };
  return (INTERVAL_CHOICES as readonly (number | null)[]).includes(minutes)
    ? { key: `intervals.${minutes}` }
    : { key: 'intervals.minutes', count: minutes };
}
