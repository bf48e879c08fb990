import type { TSurveyPublic } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { prerenderedBlock } from '@/lib/prerendered';
import { asGuest } from './ensure-guest';
import { KIND_PREFIX, type SurveyAddress } from './survey-kind';

/** Id of the survey's block in a page the API wrote (apps/api/src/modules/answers/survey-pages.ts). */
export const SURVEY_DATA_ID = 'gl-public-survey';

/**
 * The survey inlined in the page when it is the one of `address`. The server writes it only for a
 * visitor without a guest identity, so there is nothing to resume and nothing finished. It is the
 * server's own answer, checked against the contract when the server sent it: no zod on this page.
 */
export function prerenderedSurvey({ kind, slug }: SurveyAddress): TSurveyPublic | undefined {
  const survey = prerenderedBlock(SURVEY_DATA_ID, (raw) =>
    raw && typeof raw === 'object' && 'content' in raw ? (raw as TSurveyPublic) : null,
  );
  return survey?.kind === kind && survey.slug === slug ? survey : undefined;
}

/**
 * GET {prefix}/view/{slug}: the form, the customer's saved state to resume at, finished, expired.
 * A device without a guest identity yet (401) gets one, then asks again: a returning customer,
 * the one who has something to resume, pays no extra call.
 */
export function getPublicSurvey(address: SurveyAddress, signal?: AbortSignal) {
  const path = `${KIND_PREFIX[address.kind]}/view/${encodeURIComponent(address.slug)}`;
  return asGuest(address, () => api.get<TSurveyPublic>(path, { signal }), signal);
}

/**
 * Read once per visit: from then on the page keeps the answers itself, and a refetch would only
 * bring back the state it just saved.
 */
export const publicSurveyQuery = (address: SurveyAddress) =>
  queryOptions({
    queryKey: ['survey-answering', address.kind, address.slug],
    queryFn: ({ signal }) => getPublicSurvey(address, signal),
    initialData: () => prerenderedSurvey(address),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function usePublicSurvey(address: SurveyAddress) {
  return useQuery(publicSurveyQuery(address));
}
