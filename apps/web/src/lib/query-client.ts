import { RESPONSE_CACHE_MAX_AGE_MS } from '@guestloop/contracts';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Client errors (4xx) are answers, not glitches: retrying them only repeats the same answer. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The response cache of SPEC point 9: an answer is reused for 60 s (a page opened again, a
 * loader and its page asking the same); an older one is asked for again. Queries that must be
 * fresher or live set their own staleTime.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: RESPONSE_CACHE_MAX_AGE_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client (route loaders and guards use it outside React). */
export const queryClient = createQueryClient();
