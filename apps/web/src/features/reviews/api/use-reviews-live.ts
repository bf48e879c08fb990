import { type TRatingAlert, ZRatingAlert } from '@guestloop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FeedState, useLiveFeed } from '@/lib/live-feed';
import { REVIEWS_KEY } from './keys';

export interface ReviewsLive {
  state: FeedState;
  /** The last rating that arrived, for the screen-reader announcement. */
  latest: TRatingAlert | null;
}

/**
 * Keeps the inbox live: when a guest rates (the staff feed's `rating.created`), the lists and
 * timelines are read again, so a new review takes its place at the top among the unread.
 */
export function useReviewsLive(): ReviewsLive {
  const queryClient = useQueryClient();
  const [latest, setLatest] = useState<TRatingAlert | null>(null);
  const state = useLiveFeed({
    onOpen: () => void queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
    onEvent: (event) => {
      if (event.kind !== 'rating.created') return;
      void queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
      const alert = ZRatingAlert.safeParse(event.payload);
      if (alert.success) setLatest(alert.data);
    },
  });
  return { state, latest };
}
