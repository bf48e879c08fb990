/** Query keys of the waiters feature. */
export const WAITERS_KEY = ['waiters'] as const;
export const WAITER_LIST_KEY = [...WAITERS_KEY, 'list'] as const;
export const LOCATIONS_KEY = [...WAITERS_KEY, 'locations'] as const;
export const groupsKey = (locationId: string) => [...WAITERS_KEY, 'groups', locationId] as const;
