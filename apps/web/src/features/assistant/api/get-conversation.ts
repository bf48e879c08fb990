import { type TAssistantConversation, ZAssistantConversation } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationKey } from './keys';

/** GET /assistant/{scope}/{id}: the conversation so far (empty, with the engine in use, for `new`). */
export function getConversation(
  scope: string,
  conversationId: string | null,
  signal?: AbortSignal,
): Promise<TAssistantConversation> {
  const path = `/assistant/${encodeURIComponent(scope)}/${encodeURIComponent(conversationId ?? 'new')}`;
  return api.get(path, { schema: ZAssistantConversation, signal });
}

export const conversationQuery = (scope: string, conversationId: string | null) =>
  queryOptions({
    queryKey: conversationKey(scope, conversationId),
    queryFn: ({ signal }) => getConversation(scope, conversationId, signal),
  });

export function useConversation(scope: string, conversationId: string | null) {
  return useQuery(conversationQuery(scope, conversationId));
}
