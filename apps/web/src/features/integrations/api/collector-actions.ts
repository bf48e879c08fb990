import {
  type TCollector,
  type TCollectorRun,
  type TCreateCollectorBody,
  type TUpdateCollectorBody,
  ZCollector,
  ZCollectorRun,
  ZOk,
} from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { collectorPath, collectorsKey, collectorsPath } from './keys';

/** POST /structure/integration/{slug}/collectors: a new collector. */
export function createCollector(slug: string, body: TCreateCollectorBody): Promise<TCollector> {
  return api.post(collectorsPath(slug), body, { schema: ZCollector });
}

/** POST …/collector/{id}/update: the fields given change. */
export function updateCollector(id: string, body: TUpdateCollectorBody): Promise<TCollector> {
  return api.post(collectorPath(id, 'update'), body, { schema: ZCollector });
}

/** POST …/collector/{id}/execute: a run now (or the one already queued or running). */
export function executeCollector(id: string): Promise<TCollectorRun> {
  return api.post(collectorPath(id, 'execute'), {}, { schema: ZCollectorRun });
}

/** POST …/collector/{id}/delete: the collector and its runs (imported reviews stay). */
export function deleteCollector(id: string) {
  return api.post(collectorPath(id, 'delete'), {}, { schema: ZOk });
}

/** Saves a collector: a new one when `id` is null. */
export function useSaveCollector(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TCreateCollectorBody }) =>
      id ? updateCollector(id, body) : createCollector(slug, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectorsKey(slug) }),
  });
}

export function useExecuteCollector(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: executeCollector,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectorsKey(slug) }),
  });
}

export function useDeleteCollector(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCollector,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectorsKey(slug) }),
  });
}
