import { type TReviewList, type TReviewsQuery, ZReviewList } from '@guestloop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewListKey } from './keys';

export type ReviewsQueryInput = Partial<TReviewsQuery>;

/** GET /reviews: one page of the company's reviews, unread first, then newest. */
export function listReviews(query: ReviewsQueryInput, signal?: AbortSignal): Promise<TReviewList> {
  return api.get('/reviews', { query: { ...query }, schema: ZReviewList, signal });
}

export const reviewsQuery = (query: ReviewsQueryInput) =>
  queryOptions({
    queryKey: [...reviewListKey, query],
    queryFn: ({ signal }) => listReviews(query, signal),
    placeholderData: keepPreviousData,
    // The live feed re-reads the list when a guest rates; between events it stays as read.
    staleTime: 30_000,
  });

export function useReviews(query: ReviewsQueryInput) {
  return useQuery(reviewsQuery(query));
}
