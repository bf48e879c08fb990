import {
  type TCollectorPlaces,
  type TIntegrationCallFailure,
  ZCollectorPlaces,
  ZIntegrationCallFailure,
} from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { collectorPlacesKey, collectorsPath } from './keys';

/**
 * GET /structure/integration/{slug}/collectors/places: the locations the integration's Google keys
 * open, by title (at most COLLECTOR_PLACES_MAX; `truncated` says there were more).
 */
export function getCollectorPlaces(slug: string, signal?: AbortSignal): Promise<TCollectorPlaces> {
  return api.get(`${collectorsPath(slug)}/places`, { schema: ZCollectorPlaces, signal });
}

export const collectorPlacesQuery = (slug: string) =>
  queryOptions({
    queryKey: collectorPlacesKey(slug),
    queryFn: ({ signal }) => getCollectorPlaces(slug, signal),
    // Each list is several calls to Google, and a refusal stays one: asking again is Try again.
    retry: false,
  });

/** The place list, read only while `enabled` (the dialog is open and offers the list). */
export function useCollectorPlaces(slug: string, enabled: boolean) {
  return useQuery({ ...collectorPlacesQuery(slug), enabled });
}

/** Why Google refused or failed the list (502 INTEGRATION_CALL_FAILED); null for any other failure. */
export function placesFailure(error: unknown): TIntegrationCallFailure | null {
  if (!(error instanceof ApiError) || error.code !== 'INTEGRATION_CALL_FAILED') return null;
  const details = ZIntegrationCallFailure.safeParse(error.details);
  return details.success ? details.data : null;
}
