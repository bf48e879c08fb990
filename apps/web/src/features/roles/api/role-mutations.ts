import {
  type TCreateRoleBody,
  type TRole,
  type TUpdateRoleBody,
  type TUpdateRolePermissionBody,
  ZOk,
  ZRole,
} from '@guestloop/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ROLE_LIST_KEY } from '@/entities/roles';
import { USERS_KEY } from '@/entities/users';
import { api } from '@/lib/api-client';
import { CURRENT_USER_KEY } from '@/lib/session';

/** POST /role/create: a new role (409 `slug-taken`; 403 with a permission the caller lacks). */
export function createRole(body: TCreateRoleBody): Promise<TRole> {
  return api.post('/role/create', body, { schema: ZRole });
}

/** POST /role/update: renames a role; the slug never changes. */
export function renameRole(body: TUpdateRoleBody): Promise<TRole> {
  return api.post('/role/update', body, { schema: ZRole });
}

/** POST /role/update-permission: replaces the role's permissions (409 `last-manager`). */
export function updateRolePermissions(body: TUpdateRolePermissionBody): Promise<TRole> {
  return api.post('/role/update-permission', body, { schema: ZRole });
}

/** DELETE /role/{slug}: a custom role nobody holds (409 `role-in-use`, `system-role`). */
export async function deleteRole(slug: string): Promise<void> {
  await api.delete(`/role/${slug}`, { schema: ZOk });
}

/** Roles changed: the list, the users list (role names) and — for one's own role — the session. */
function refresh(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ROLE_LIST_KEY }),
    queryClient.invalidateQueries({ queryKey: USERS_KEY }),
    queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  ]);
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRole, onSuccess: () => refresh(queryClient) });
}

export function useRenameRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renameRole, onSuccess: () => refresh(queryClient) });
}

export function useUpdateRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRolePermissions, onSuccess: () => refresh(queryClient) });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRole, onSuccess: () => refresh(queryClient) });
}
