import { type TRatingAlert, ZRatingAlert } from '@guestloop/contracts';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { type FeedState, useLiveFeed } from '@/lib/live-feed';

/**
 * The bad ratings given at tables while a board or a waiter's home was open, newest first, until
 * someone marks them seen. They live in the page's query cache (not on the server): every board
 * and home of the page shares them, and seeing one on the board clears it at home too.
 */
export const RATING_ALERTS_KEY = ['rating-alerts'] as const;

/** How many alerts are kept; older ones give way. */
export const RATING_ALERTS_MAX = 12;

const read = (queryClient: QueryClient) => queryClient.getQueryData<TRatingAlert[]>(RATING_ALERTS_KEY) ?? [];

const ratingAlertsQuery = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: RATING_ALERTS_KEY,
    // Nothing to fetch: reading again keeps what the feed brought.
    queryFn: () => read(queryClient),
    initialData: [] as TRatingAlert[],
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** A rating the boards alert staff of: a bad one, given at a table. */
export function boardAlertOf(payload: unknown): TRatingAlert | null {
  const alert = ZRatingAlert.safeParse(payload);
  return alert.success && alert.data.outcome === 'bad' && alert.data.tableId ? alert.data : null;
}

/** Adds an alert; false when it was already there (a replayed event). */
export function addRatingAlert(queryClient: QueryClient, alert: TRatingAlert): boolean {
  const known = read(queryClient);
  if (known.some((item) => item.id === alert.id)) return false;
  queryClient.setQueryData<TRatingAlert[]>(RATING_ALERTS_KEY, [alert, ...known].slice(0, RATING_ALERTS_MAX));
  return true;
}

export function dismissRatingAlert(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<TRatingAlert[]>(
    RATING_ALERTS_KEY,
    read(queryClient).filter((item) => item.id !== id),
  );
}

export interface RatingAlerts {
  /** The alerts this page shows (those `shows` accepts), newest first. */
  alerts: TRatingAlert[];
  /** "Seen": the alert goes from every board and home of the page. */
  dismiss(id: string): void;
  feed: FeedState;
}

/**
 * Listens to the staff live feed for bad ratings at tables (the event comes as the rating is
 * stored, so within a second or two) and gives those `shows` accepts; `onNew` hears each new one
 * this page shows (the board chimes).
 */
export function useRatingAlerts(
  shows: (alert: TRatingAlert) => boolean,
  onNew?: (alert: TRatingAlert) => void,
): RatingAlerts {
  const queryClient = useQueryClient();
  const { data } = useQuery(ratingAlertsQuery(queryClient));
  const latest = useRef({ shows, onNew });
  latest.current = { shows, onNew };

  const feed = useLiveFeed({
    onOpen: () => undefined,
    onEvent: (event) => {
      if (event.kind !== 'rating.created') return;
      const alert = boardAlertOf(event.payload);
      if (alert && addRatingAlert(queryClient, alert) && latest.current.shows(alert)) {
        latest.current.onNew?.(alert);
      }
    },
  });
  const dismiss = useCallback((id: string) => dismissRatingAlert(queryClient, id), [queryClient]);
  return { alerts: data.filter(shows), dismiss, feed };
}
