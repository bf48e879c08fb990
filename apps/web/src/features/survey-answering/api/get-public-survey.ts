import { type TSurveyPublic, ZSurveyPublic } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { ensureGuest } from './ensure-guest';
import { KIND_PREFIX, type SurveyAddress } from './survey-kind';

function getView({ kind, slug }: SurveyAddress, signal?: AbortSignal) {
  return api.get<TSurveyPublic>(`${KIND_PREFIX[kind]}/view/${encodeURIComponent(slug)}`, {
    schema: ZSurveyPublic,
    signal,
  });
}

/**
 * GET {prefix}/view/{slug}: the form, the customer's saved state to resume at, finished, expired.
 * A device without a guest identity yet (401) gets one, then asks again: a returning customer,
 * the one who has something to resume, pays no extra call.
 */
export async function getPublicSurvey(address: SurveyAddress, signal?: AbortSignal) {
  try {
    return await getView(address, signal);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    await ensureGuest(address, signal);
    return getView(address, signal);
  }
}

/**
 * Read once per visit: from then on the page keeps the answers itself, and a refetch would only
 * bring back the state it just saved.
 */
export const publicSurveyQuery = (address: SurveyAddress) =>
  queryOptions({
    queryKey: ['survey-answering', address.kind, address.slug],
    queryFn: ({ signal }) => getPublicSurvey(address, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function usePublicSurvey(address: SurveyAddress) {
  return useQuery(publicSurveyQuery(address));
}
