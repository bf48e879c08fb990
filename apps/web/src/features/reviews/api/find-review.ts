import type { TReview } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { reviewKey } from './keys';
import { listReviews } from './list-reviews';

const PAGE = 100;
/** How far back a review named by its address is looked for: the newest and unread come first. */
const MAX_PAGES = 5;

/**
 * A review by id when the inbox's page does not show it (a notification's link while filters or
 * paging hide it). The API lists reviews only, so its pages are read (unread first, newest next,
 * confirmed or not) until the review turns up; 404 when it is not among them.
 */
export async function findReview(id: string, signal?: AbortSignal): Promise<TReview> {
  for (let page = 1; page <= MAX_PAGES; page++) {
    const list = await listReviews({ verification: 'all', page, pageSize: PAGE }, signal);
    const found = list.items.find((review) => review.id === id);
    if (found) return found;
    if (page * PAGE >= list.total) break;
  }
  throw new ApiError(404, 'NOT_FOUND', 'Review not found');
}

export const reviewQuery = (id: string) =>
  queryOptions({ queryKey: reviewKey(id), queryFn: ({ signal }) => findReview(id, signal) });

export function useFoundReview(id: string | null, enabled: boolean) {
  return useQuery({ ...reviewQuery(id ?? ''), enabled: enabled && id !== null });
}
