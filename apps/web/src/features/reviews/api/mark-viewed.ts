import { type TReview, type TReviewList, ZOk } from '@guestloop/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_MENU_KEY } from '@/entities/profile-menu';
import { api } from '@/lib/api-client';
import { REVIEWS_KEY, reviewKey, reviewListKey } from './keys';

/** PATCH /review/{id}/view: the review has been read (the first reader and time are kept). */
export function markReviewViewed(id: string) {
  return api.patch(`/review/${encodeURIComponent(id)}/view`, undefined, { schema: ZOk });
}

/**
 * Shows the review as read wherever it is on screen. The row stays where it is until the list is
 * read again (moving it under the reader's eyes would lose their place), but the list is marked
 * stale so the next look orders it as the API does.
 */
export function showViewed(queryClient: QueryClient, id: string, viewedAt: string) {
  const viewed = (review: TReview) =>
    review.id === id && !review.viewedAt ? { ...review, viewedAt } : review;
  for (const [key, list] of queryClient.getQueriesData<TReviewList>({ queryKey: reviewListKey })) {
    if (!list) continue;
    const wasUnread = list.items.some((review) => review.id === id && !review.viewedAt);
    queryClient.setQueryData<TReviewList>(key, {
      ...list,
      items: list.items.map(viewed),
      unread: wasUnread ? Math.max(0, list.unread - 1) : list.unread,
    });
  }
  queryClient.setQueryData<TReview>(reviewKey(id), (review) => (review ? viewed(review) : review));
}

export function useMarkViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markReviewViewed(id),
    onSuccess: (_ok, id) => {
      showViewed(queryClient, id, new Date().toISOString());
      void queryClient.invalidateQueries({ queryKey: REVIEWS_KEY, refetchType: 'none' });
      // The section's badge counts what waits to be read.
      void queryClient.invalidateQueries({ queryKey: PROFILE_MENU_KEY });
    },
  });
}
