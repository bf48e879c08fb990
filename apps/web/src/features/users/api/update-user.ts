import { type TStaffUser, type TUpdateUserBody, ZStaffUser } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROLE_LIST_KEY } from '@/entities/roles';
import { api } from '@/lib/api-client';
import { CURRENT_USER_KEY } from '@/lib/session';
import { USERS_KEYS } from './keys';

/**
 * POST /user/update: name, role, status. 403 for oneself when disabling, 409 CONFLICT
 * `last-manager` when nobody could manage users and roles any more.
 */
export function updateUser(body: TUpdateUserBody): Promise<TStaffUser> {
  return api.post('/user/update', body, { schema: ZStaffUser });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_KEYS.all }),
        queryClient.invalidateQueries({ queryKey: ROLE_LIST_KEY }),
        // Renaming oneself or changing one's own role changes the signed-in user too.
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      ]),
  });
}
