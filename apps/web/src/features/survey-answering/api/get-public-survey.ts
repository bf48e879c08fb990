import { type TSurveyPublic, ZSurveyPublic } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { KIND_PREFIX, type SurveyAddress } from './survey-kind';

/** GET {prefix}/view/{slug}: the form, the customer's saved state to resume at, finished, expired. */
export function getPublicSurvey({ kind, slug }: SurveyAddress, signal?: AbortSignal) {
  return api.get<TSurveyPublic>(`${KIND_PREFIX[kind]}/view/${encodeURIComponent(slug)}`, {
    schema: ZSurveyPublic,
    signal,
  });
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
