/** Query keys of the statistics section: every call's key holds its path and what it was asked. */
export const STATISTICS_KEY = ['statistics'] as const;
export const statKey = (path: string, input: unknown) => [...STATISTICS_KEY, path, input] as const;
