import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/session';

/** POST /logout: ends the current session. */
export async function logout(): Promise<void> {
  await api.post('/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Signed out either way: a failed call must not leave the console showing someone's data.
    onSettled: () => {
      setCurrentUser(queryClient, null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== 'session' && query.queryKey[0] !== 'app',
      });
    },
  });
}
