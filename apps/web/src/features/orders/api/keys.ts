/**
 * Query keys of the orders feature (console history, order pages and the live board). The
 * board's waiter calls are shared data: entities/waiter-calls.
 */
export const ORDERS_KEY = ['orders'] as const;
export const orderListKey = [...ORDERS_KEY, 'list'] as const;
export const orderKey = (slug: string) => [...ORDERS_KEY, 'order', slug] as const;
export const boardKey = (menuSlug: string) => [...ORDERS_KEY, 'board', menuSlug] as const;
