import { type TSetLanguageBody, type TUser, ZUser } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/session';

/** POST /profile/set-language: the language of the console and of the user's e-mails. */
export function setProfileLanguage(body: TSetLanguageBody): Promise<TUser> {
  return api.post('/profile/set-language', body, { schema: ZUser });
}

/** Saves the signed-in user's language; the answer becomes the session. */
export function useSetProfileLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProfileLanguage,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
