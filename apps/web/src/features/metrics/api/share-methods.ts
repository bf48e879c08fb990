import {
  type TSaveShareMethodBody,
  type TShareMethod,
  type TShareMethodList,
  ZOk,
  ZShareMethod,
  ZShareMethodList,
} from '@guestloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shareMethodsKey } from './keys';

const listPath = (metricId: string) => `/share-method/by-metric/${encodeURIComponent(metricId)}/list`;
const itemPath = (metricId: string, id: string) =>
  `/share-method/${encodeURIComponent(metricId)}/${encodeURIComponent(id)}/item`;

/** GET /share-method/by-metric/{metric}/list: the metric's share methods with their latest execution. */
export function listShareMethods(metricId: string, signal?: AbortSignal): Promise<TShareMethodList> {
  return api.get(listPath(metricId), { schema: ZShareMethodList, signal });
}

export const shareMethodsQuery = (metricId: string) =>
  queryOptions({
    queryKey: shareMethodsKey(metricId),
    queryFn: ({ signal }) => listShareMethods(metricId, signal),
  });

/** The list; asked again every few seconds while one of its executions is still sending. */
export function useShareMethods(metricId: string) {
  return useQuery({
    ...shareMethodsQuery(metricId),
    refetchInterval: (query) =>
      query.state.data?.items.some((m) => m.lastTask && isRunning(m.lastTask.status)) ? 2000 : false,
  });
}

export const isRunning = (status: string) => status === 'queued' || status === 'running';

/** POST …/list (new) or PUT …/{id}/item (changed). */
export function saveShareMethod(
  metricId: string,
  id: string | null,
  body: TSaveShareMethodBody,
): Promise<TShareMethod> {
  return id
    ? api.put(itemPath(metricId, id), body, { schema: ZShareMethod })
    : api.post(listPath(metricId), body, { schema: ZShareMethod });
}

export function useSaveShareMethod(metricId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TSaveShareMethodBody }) =>
      saveShareMethod(metricId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareMethodsKey(metricId) }),
  });
}

/** DELETE …/{id}/item: the method goes with its executions. */
export function deleteShareMethod(metricId: string, id: string): Promise<unknown> {
  return api.delete(itemPath(metricId, id), { schema: ZOk });
}

export function useDeleteShareMethod(metricId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteShareMethod(metricId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareMethodsKey(metricId) }),
  });
}
