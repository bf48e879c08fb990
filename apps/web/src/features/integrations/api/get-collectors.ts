import { type TCollector, ZCollectorList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { collectorsKey, collectorsPath } from './keys';

/** How often the list is read again while a run is queued or running. */
export const RUNNING_POLL_MS = 1500;

/** GET /structure/integration/{slug}/collectors: the collectors, each with its latest runs. */
export function getCollectors(slug: string, signal?: AbortSignal): Promise<TCollector[]> {
  return api.get(collectorsPath(slug), { schema: ZCollectorList, signal });
}

/** Whether any collector has a run still to finish. */
export const hasActiveRun = (collectors: readonly TCollector[] | undefined) =>
  (collectors ?? []).some((c) => c.runs.some((r) => r.status === 'queued' || r.status === 'running'));

export const collectorsQuery = (slug: string) =>
  queryOptions({
    queryKey: collectorsKey(slug),
    queryFn: ({ signal }) => getCollectors(slug, signal),
    // A run goes on in the background: its outcome shows without reloading the page.
    refetchInterval: (query) => (hasActiveRun(query.state.data) ? RUNNING_POLL_MS : false),
  });

export function useCollectors(slug: string) {
  return useQuery(collectorsQuery(slug));
}
