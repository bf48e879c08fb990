import { ZPublicTable } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface TableParams {
  menuSlug: string;
  locationSlug: string;
  groupSlug: string;
  tableSlug: string;
}

export function getPublicTable(params: TableParams, signal?: AbortSignal) {
  const path = [params.locationSlug, params.groupSlug, params.tableSlug].map(encodeURIComponent).join('/');
  return api.get(`/horeca/public/groups/${path}`, {
    query: { menu: params.menuSlug },
    schema: ZPublicTable,
    signal,
  });
}

export const publicTableQuery = (params: TableParams) =>
  queryOptions({
    queryKey: ['online-menu', 'table', params],
    queryFn: ({ signal }) => getPublicTable(params, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePublicTable(params: TableParams) {
  return useQuery(publicTableQuery(params));
}
