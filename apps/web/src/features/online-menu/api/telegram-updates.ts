import type { TTelegramCustomerStatus, TTelegramLink } from '@guestloop/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Guest pages parse no answers with zod (docs/conventions.md): the server checks these against
// the same contracts before sending them, so the types are only declared here.

/** POST /tg-bot/customer-url: a one-time t.me link for this guest and the company of their order. */
export function askTelegramLink(customerId: string, orderSlug: string): Promise<TTelegramLink> {
  return api.post<TTelegramLink>('/tg-bot/customer-url', { customerId, orderSlug });
}

export const telegramStatusQuery = (orderSlug: string) =>
  queryOptions({
    queryKey: ['online-menu', 'telegram', orderSlug],
    queryFn: ({ signal }) =>
      api.get<TTelegramCustomerStatus>('/tg-bot/customer-status', { query: { orderSlug }, signal }),
  });

/**
 * Whether the guest's Telegram gets this order's news; asked again every few seconds while
 * `waiting` (the guest went to Telegram to start the bot) until it does.
 */
export function useTelegramStatus(
  orderSlug: string,
  { enabled, waiting }: { enabled: boolean; waiting: boolean },
) {
  return useQuery({
    ...telegramStatusQuery(orderSlug),
    enabled,
    refetchInterval: (query) => (waiting && !query.state.data?.connected ? 3_000 : false),
  });
}

export function useTelegramLink(orderSlug: string) {
  return useMutation({ mutationFn: (customerId: string) => askTelegramLink(customerId, orderSlug) });
}
