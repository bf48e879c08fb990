import type { TTableBill } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /order/table/{tableId}/bill: the table's orders not yet paid, with what is left to pay.
 * The server's own answer, not checked against the contract: no zod on a guest page.
 */
export function getTableBill(tableId: string, signal?: AbortSignal) {
  return api.get<TTableBill>(`/order/table/${encodeURIComponent(tableId)}/bill`, { signal });
}

export const tableBillQuery = (tableId: string) =>
  queryOptions({
    queryKey: ['qr-page', 'bill', tableId],
    queryFn: ({ signal }) => getTableBill(tableId, signal),
    // Others at the table order and pay meanwhile: coming back to the page reads it again.
    staleTime: 0,
  });

export function useTableBill(tableId: string) {
  return useQuery(tableBillQuery(tableId));
}
