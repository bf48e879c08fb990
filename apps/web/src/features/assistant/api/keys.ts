/** Query keys of the assistant: one conversation per scope and id (`new` before its first question). */
export const ASSISTANT_KEY = ['assistant'] as const;
export const conversationKey = (scope: string, conversationId: string | null) =>
  [...ASSISTANT_KEY, scope, conversationId ?? 'new'] as const;
