/** Query keys of the waiters feature (locations and table groups are shared entities). */
export const WAITERS_KEY = ['waiters'] as const;
export const WAITER_LIST_KEY = [...WAITERS_KEY, 'list'] as const;
