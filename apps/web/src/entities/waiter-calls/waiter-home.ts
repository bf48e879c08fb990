import { ZWaiterHome } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { WAITER_CALLS_KEY } from './waiter-calls';

/**
 * GET /online-menu/waiter/home: the member's tables by name and the menus whose board they can
 * open, by title (the menu list itself needs `menus.manage`, which serving staff lack).
 */
export const waiterHomeQuery = queryOptions({
  queryKey: [...WAITER_CALLS_KEY, 'home'],
  queryFn: ({ signal }) => api.get('/online-menu/waiter/home', { schema: ZWaiterHome, signal }),
});

export function useWaiterHome(enabled = true) {
  return useQuery({ ...waiterHomeQuery, enabled });
}
