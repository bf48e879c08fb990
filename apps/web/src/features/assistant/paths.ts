import { ASSISTANT_ALL_LOCATIONS } from '@guestloop/contracts';

/** Where the assistant lives: SPEC point 2 `/ai/assistant/:id` of the menu app, `:id` its scope. */
export const ASSISTANT_BASE = '/user/online-menu/ai/assistant';
/** The search parameter naming the conversation shown. */
export const CONVERSATION_PARAM = 'c';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string | null | undefined): value is string =>
  Boolean(value && UUID.test(value));

/** `all` or a location id: the scopes the API takes. */
export const isScope = (value: string) => value === ASSISTANT_ALL_LOCATIONS || isUuid(value);

export function assistantPath(scope: string, conversationId?: string | null): string {
  const base = `${ASSISTANT_BASE}/${encodeURIComponent(scope)}`;
  return conversationId ? `${base}?${CONVERSATION_PARAM}=${encodeURIComponent(conversationId)}` : base;
}

/** Sign-in returns only to console paths: this one sends on to the assistant. */
export const assistantReturnPath = (scope: string) => `/user/app/assistant/${encodeURIComponent(scope)}`;

/** A cited review, opened in the reviews inbox. */
export const reviewPath = (id: string) => `/user/app/reviews?review=${encodeURIComponent(id)}`;
