import { type TCreateUserBody, type TStaffUser, ZStaffUser } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROLE_LIST_KEY } from '@/entities/roles';
import { api } from '@/lib/api-client';
import { USERS_KEYS } from './keys';

/** POST /user/create: an active user with a password, a role and locations (409 EMAIL_TAKEN). */
export function createUser(body: TCreateUserBody): Promise<TStaffUser> {
  return api.post('/user/create', body, { schema: ZStaffUser });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_KEYS.all }),
        queryClient.invalidateQueries({ queryKey: ROLE_LIST_KEY }),
      ]),
  });
}
