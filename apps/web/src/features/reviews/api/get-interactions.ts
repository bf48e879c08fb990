import { type TInteractionList, ZInteractionList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { interactionsKey } from './keys';

/** GET /interactions: a guest's ratings and orders with the company, newest first. */
export function getInteractions(customerId: string, signal?: AbortSignal): Promise<TInteractionList> {
  return api.get('/interactions', { query: { customerId }, schema: ZInteractionList, signal });
}

export const interactionsQuery = (customerId: string) =>
  queryOptions({
    queryKey: interactionsKey(customerId),
    queryFn: ({ signal }) => getInteractions(customerId, signal),
  });

export function useInteractions(customerId: string | null) {
  return useQuery({ ...interactionsQuery(customerId ?? ''), enabled: customerId !== null });
}
