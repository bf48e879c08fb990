import { type TVerifyRatingBody, ZRatingVerified } from '@guestloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /rate/{id}/verify: the code mailed to the guest makes the rating count. */
export function verifyRating(id: string, body: TVerifyRatingBody) {
  return api.post(`/rate/${encodeURIComponent(id)}/verify`, body, { schema: ZRatingVerified });
}

export function useVerifyRating(id: string) {
  return useMutation({ mutationFn: (code: string) => verifyRating(id, { code }) });
}
