import { type TChangeUserPasswordBody, type TStaffUser, ZStaffUser } from '@guestloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /user/change-password: sets another user's password; their sessions end. */
export function changeUserPassword(body: TChangeUserPasswordBody): Promise<TStaffUser> {
  return api.post('/user/change-password', body, { schema: ZStaffUser });
}

export function useChangeUserPassword() {
  return useMutation({ mutationFn: changeUserPassword });
}
