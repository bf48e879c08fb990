import { type TAssistantConversation, ZAssistantConversation } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationKey } from './keys';

export interface AskInput {
  conversationId: string | null;
  question: string;
}

/** POST /assistant/{scope}/{id} {question}: answers with the conversation, the answer last. */
export function askAssistant(
  scope: string,
  { conversationId, question }: AskInput,
): Promise<TAssistantConversation> {
  const path = `/assistant/${encodeURIComponent(scope)}/${encodeURIComponent(conversationId ?? 'new')}`;
  return api.post(path, { question }, { schema: ZAssistantConversation });
}

/** Asks, and keeps the answered conversation under its own id (a first question gives it one). */
export function useAskAssistant(scope: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AskInput) => askAssistant(scope, input),
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKey(scope, conversation.id), conversation);
    },
  });
}
