import { type TRateBody, type TRateResult, ZRateResult } from '@guestloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /rate: the rating itself; attachments follow with the answer's token. */
export function rate(body: TRateBody): Promise<TRateResult> {
  return api.post('/rate', body, { schema: ZRateResult });
}

export function useRate() {
  return useMutation({ mutationFn: rate });
}
