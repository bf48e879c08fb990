import type { TPayResult } from '@guestloop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { orderQueryKey } from '../api/pay-order';
import { getPayResult } from '../api/pay-result';

export const POLL_INTERVAL_MS = 2_000;
/** Long enough for a provider's callback to arrive; after that the guest is told and asked. */
export const GIVE_UP_AFTER_MS = 45_000;

export type PaymentOutcome =
  | { state: 'checking' }
  | { state: 'paid' }
  | { state: 'failed' }
  | { state: 'timeout' };

/** What a quiet payment call answered: a result, or false when it failed (nothing known). */
type Answer = TPayResult | false | null | undefined;

const settled = (result: Answer): result is TPayResult =>
  Boolean(result && (result.paid || result.status === 'failed'));

/**
 * After a provider's page: `confirm` (if any) asks the provider once, then the order's payment
 * is polled until it is paid or failed, or GIVE_UP_AFTER_MS pass. `retry` asks again. The
 * payment calls are quiet (SPEC point 8): a confirmation that failed leaves the answer to the
 * polling (the provider's notice may settle it), and a poll that failed is simply asked again.
 */
export function usePaymentConfirmation(orderSlug: string, confirm?: () => Promise<TPayResult | false>) {
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const [roundStartedAt, setRoundStartedAt] = useState(() => Date.now());
  const [timedOut, setTimedOut] = useState(false);

  // A query, not an effect: asked once per round even when React mounts the page twice.
  const confirmation = useQuery({
    queryKey: ['online-menu', 'pay-confirm', orderSlug, round],
    queryFn: () => (confirm ? confirm() : Promise.resolve(null)),
    enabled: Boolean(confirm),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const confirmed = confirmation.data;
  const poll = useQuery({
    queryKey: ['online-menu', 'pay-result', orderSlug],
    queryFn: ({ signal }) => getPayResult(orderSlug, signal),
    enabled: orderSlug.length > 0 && (!confirm || confirmation.isSuccess) && !settled(confirmed),
    refetchInterval: (query) => (settled(query.state.data) || timedOut ? false : POLL_INTERVAL_MS),
  });

  useEffect(() => {
    setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), roundStartedAt + GIVE_UP_AFTER_MS - Date.now());
    return () => clearTimeout(timer);
  }, [roundStartedAt]);

  const result = (settled(confirmed) ? confirmed : poll.data || confirmed) || undefined;
  const paid = Boolean(result?.paid);
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: orderQueryKey(orderSlug) });
  }, [paid, orderSlug, queryClient]);

  const retry = useCallback(() => {
    setRound((n) => n + 1);
    setRoundStartedAt(Date.now());
    if (!confirm) void poll.refetch();
  }, [confirm, poll]);

  let outcome: PaymentOutcome;
  if (paid) outcome = { state: 'paid' };
  else if (result?.status === 'failed') outcome = { state: 'failed' };
  else if (timedOut) outcome = { state: 'timeout' };
  else outcome = { state: 'checking' };
  return { outcome, retry };
}
