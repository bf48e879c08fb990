import type { TOrder, TOrderStatus } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { belongsOnBoard } from './cache';
import { boardKey } from './keys';
import { listOrders } from './list-orders';

/** Handed-over orders stay in the last column until someone closes them; the newest this many. */
const HANDED_OVER_SHOWN = 20;

/**
 * What a menu's board starts from: every open order, plus the latest handed-over ones (the API
 * filters by one status at a time). Live events keep the list up to date from then on.
 */
export async function getBoardOrders(menuSlug: string, signal?: AbortSignal): Promise<TOrder[]> {
  const page = (status: TOrderStatus | 'open', pageSize: number) =>
    listOrders({ menu: menuSlug, status, pageSize, page: 1 }, signal).then((list) => list.items);
  const [open, served, delivered] = await Promise.all([
    page('open', 100),
    page('served', HANDED_OVER_SHOWN),
    page('delivered', HANDED_OVER_SHOWN),
  ]);
  return [...open, ...served, ...delivered].filter(belongsOnBoard);
}

export const boardOrdersQuery = (menuSlug: string) =>
  queryOptions({
    queryKey: boardKey(menuSlug),
    queryFn: ({ signal }) => getBoardOrders(menuSlug, signal),
    // Live events keep it fresh; it is read again whenever the feed (re)connects.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useBoardOrders(menuSlug: string) {
  return useQuery(boardOrdersQuery(menuSlug));
}
