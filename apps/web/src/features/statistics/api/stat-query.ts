import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { statKey } from './keys';

/**
 * The query of one statistics call: POST with the filters as its body (SPEC point 7 "POST with
 * filters"), or GET with them as its query. The last answer stays on screen while a changed
 * filter is asked, so a chart changes instead of blinking.
 */
export function postStatQuery<T>(path: string, body: object, schema: z.ZodType<T>) {
  return queryOptions({
    queryKey: statKey(`POST ${path}`, body),
    queryFn: ({ signal }) => api.post(path, body, { schema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function getStatQuery<T>(
  path: string,
  query: Record<string, string | number | string[] | undefined>,
  schema: z.ZodType<T>,
) {
  return queryOptions({
    queryKey: statKey(`GET ${path}`, query),
    queryFn: ({ signal }) => api.get(path, { query, schema, signal }),
    placeholderData: keepPreviousData,
  });
}
