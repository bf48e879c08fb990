import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/session';

/** POST /logout: ends the current session. */
export async function signOut(): Promise<void> {
  await api.post('/logout');
}

/**
 * Nobody is signed in any more: the session becomes null and every query of the account is
 * dropped, except the app settings and the query roots named in `keep`.
 */
export function forgetAccount(queryClient: QueryClient, keep: readonly string[] = []): void {
  setCurrentUser(queryClient, null);
  const kept = new Set(['session', 'app', ...keep]);
  queryClient.removeQueries({ predicate: (query) => !kept.has(String(query.queryKey[0])) });
}

/**
 * Signs out and forgets the account's data. Signed out either way: a failed call must not leave
 * someone's data on screen. The session and app settings stay, and so do the query roots named
 * in `keep` (e.g. the invitation being opened).
 */
export function useSignOut({ keep = [] }: { keep?: readonly string[] } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => forgetAccount(queryClient, keep),
  });
}
