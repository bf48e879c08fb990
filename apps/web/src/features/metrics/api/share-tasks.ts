import {
  type TShareTaskDetail,
  type TShareTaskList,
  ZShareTaskDetail,
  ZShareTaskList,
} from '@guestloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shareMethodsKey, shareTaskKey, shareTasksKey } from './keys';
import { isRunning } from './share-methods';

/** How often a running execution's progress is asked again. */
export const TASK_POLL_MS = 2000;

const base = (metricId: string) => `/share-method/${encodeURIComponent(metricId)}`;

/** POST /share-method/{metric}/{id}/execute: a task whose mails go out in the background. */
export function executeShareMethod(metricId: string, id: string): Promise<TShareTaskDetail> {
  return api.post(`${base(metricId)}/${encodeURIComponent(id)}/execute`, undefined, {
    schema: ZShareTaskDetail,
  });
}

export function useExecuteShareMethod(metricId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => executeShareMethod(metricId, id),
    onSuccess: (task) => {
      queryClient.setQueryData(shareTaskKey(metricId, task.id), task);
      // The methods' keys hold the tasks' keys too.
      void queryClient.invalidateQueries({ queryKey: shareMethodsKey(metricId) });
    },
  });
}

/** GET /share-method/{metric}/tasks: every execution of the metric's methods, newest first. */
export function listShareTasks(metricId: string, signal?: AbortSignal): Promise<TShareTaskList> {
  return api.get(`${base(metricId)}/tasks`, { schema: ZShareTaskList, signal });
}

export const shareTasksQuery = (metricId: string) =>
  queryOptions({
    queryKey: shareTasksKey(metricId),
    queryFn: ({ signal }) => listShareTasks(metricId, signal),
  });

/** The executions, asked again while one is still sending. */
export function useShareTasks(metricId: string) {
  return useQuery({
    ...shareTasksQuery(metricId),
    refetchInterval: (query) =>
      query.state.data?.items.some((task) => isRunning(task.status)) ? TASK_POLL_MS : false,
  });
}

/** GET /share-method/{metric}/tasks/{id}: one execution with each recipient's result. */
export function getShareTask(metricId: string, id: string, signal?: AbortSignal): Promise<TShareTaskDetail> {
  return api.get(`${base(metricId)}/tasks/${encodeURIComponent(id)}`, { schema: ZShareTaskDetail, signal });
}

export function useShareTask(metricId: string, id: string | null) {
  return useQuery({
    queryKey: shareTaskKey(metricId, id ?? ''),
    queryFn: ({ signal }) => getShareTask(metricId, id ?? '', signal),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.data && isRunning(query.state.data.status) ? TASK_POLL_MS : false,
  });
}
