import {
  type TSuperAdminStructure,
  type TSuperAdminUpdateStructureBody,
  ZOk,
  ZSuperAdminRolePage,
  ZSuperAdminStructure,
  ZSuperAdminStructureData,
  ZSuperAdminStructurePage,
  ZSuperAdminUserPage,
} from '@guestloop/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const SUPER_ADMIN_KEY = ['super-admin'] as const;
const STRUCTURES_KEY = [...SUPER_ADMIN_KEY, 'structures'] as const;
const structureKey = (id: string) => [...SUPER_ADMIN_KEY, 'structure', id] as const;

export const PAGE_SIZE = 20;

/** GET /super-admin/structures: a page of every company, searched by name or slug. */
export const structuresQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: [...STRUCTURES_KEY, { search, page }],
    queryFn: () =>
      api.get('/super-admin/structures', {
        query: { search: search || undefined, page, pageSize: PAGE_SIZE },
        schema: ZSuperAdminStructurePage,
      }),
    placeholderData: keepPreviousData,
  });

export const useStructures = (search: string, page: number) => useQuery(structuresQuery(search, page));

export const useStructure = (id: string) =>
  useQuery({
    queryKey: [...structureKey(id), 'record'],
    queryFn: () => api.get(`/super-admin/${id}/structure`, { schema: ZSuperAdminStructure }),
  });

/** GET /super-admin/{id}/structure-data: how much the company holds. */
export const useStructureData = (id: string) =>
  useQuery({
    queryKey: [...structureKey(id), 'data'],
    queryFn: () => api.get(`/super-admin/${id}/structure-data`, { schema: ZSuperAdminStructureData }),
  });

export const useStructureUsers = (id: string) =>
  useQuery({
    queryKey: [...structureKey(id), 'users'],
    queryFn: () =>
      api.get('/super-admin/users', {
        query: { structureId: id, pageSize: 100 },
        schema: ZSuperAdminUserPage,
      }),
  });

export const useStructureRoles = (id: string) =>
  useQuery({
    queryKey: [...structureKey(id), 'roles'],
    queryFn: () =>
      api.get('/super-admin/roles', {
        query: { structureId: id, pageSize: 100 },
        schema: ZSuperAdminRolePage,
      }),
  });

/** POST /super-admin/structure-update (409 `slug-taken`). */
export function useUpdateStructure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSuperAdminUpdateStructureBody): Promise<TSuperAdminStructure> =>
      api.post('/super-admin/structure-update', body, { schema: ZSuperAdminStructure }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPER_ADMIN_KEY }),
  });
}

/** DELETE /super-admin/structure/{id}: the company, all of its data and files. */
export function useDeleteStructure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/super-admin/structure/${id}`, { schema: ZOk }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STRUCTURES_KEY }),
  });
}
