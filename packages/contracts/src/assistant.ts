import { ZAiEngine } from './ai-analysis';
import { ZLanguage } from './language-schema';
import { ZMetricType } from './metrics';
import * as z from './zod';

/**
 * The AI assistant (SPEC point 7 "AI": GET and POST /assistant/{a}/{b} with {question}; point 2
 * `/ai/assistant/:id`). Staff ask about their own company's data — reviews and what guests
 * complain about or praise, ratings, orders and sales, the menu and its prices, survey answers —
 * and get an answer that cites what it was made from. `{a}` is the assistant's scope: `all`
 * (every location) or a location id, where questions that name no place are answered; `{b}` is
 * the conversation: `new` before its first question, then the id the first answer gave.
 */

/** The scope of every location of the company. */
export const ASSISTANT_ALL_LOCATIONS = 'all';
/** The conversation not started yet: its first question creates it. */
export const ASSISTANT_NEW_CONVERSATION = 'new';
/** Longest question. */
export const ASSISTANT_QUESTION_MAX = 500;
/** Messages a conversation shows (its newest). */
export const ASSISTANT_MESSAGES_SHOWN = 100;

export const ZAssistantScope = z.union([z.uuid(), z.literal(ASSISTANT_ALL_LOCATIONS)]);
export type TAssistantScope = z.infer<typeof ZAssistantScope>;

/** `{a}` and `{b}` of /assistant/{a}/{b}. */
export const ZAssistantParams = z.object({
  location: ZAssistantScope,
  conversationId: z.union([z.uuid(), z.literal(ASSISTANT_NEW_CONVERSATION)]),
});
export type TAssistantParams = z.infer<typeof ZAssistantParams>;

/** POST /assistant/{a}/{b}. */
export const ZAskAssistantBody = z.object({
  question: z.string().trim().min(1).max(ASSISTANT_QUESTION_MAX),
});
export type TAskAssistantBody = z.infer<typeof ZAskAssistantBody>;

/**
 * What an answer was made from: a guest's review (opens in the reviews inbox), a menu item, a
 * survey answer, or a figure of the orders. `text`: the quoted words or the item's name;
 * `detail`: the price or figure; `date`: when it was written (reviews, survey answers).
 */
export const ASSISTANT_CITATION_KINDS = ['review', 'menu-item', 'survey-answer', 'orders'] as const;
export const ZAssistantCitationKind = z.enum(ASSISTANT_CITATION_KINDS);
export type TAssistantCitationKind = z.infer<typeof ZAssistantCitationKind>;

export const ZAssistantCitation = z.object({
  /** Its number in the answer's text ("[1]"). */
  n: z.number().int().min(1),
  kind: ZAssistantCitationKind,
  /** The review's, menu item's or survey answer's id; null for a figure. */
  id: z.uuid().nullable(),
  text: z.string(),
  detail: z.string().nullable(),
  date: z.iso.datetime({ offset: true }).nullable(),
  locationName: z.string().nullable(),
  /** A review's score and its metric's type (how to draw the score). */
  score: z.number().nullable(),
  metricType: ZMetricType.nullable(),
});
export type TAssistantCitation = z.infer<typeof ZAssistantCitation>;

export const ZAssistantRole = z.enum(['user', 'assistant']);
export type TAssistantRole = z.infer<typeof ZAssistantRole>;

export const ZAssistantMessage = z.object({
  id: z.uuid(),
  role: ZAssistantRole,
  text: z.string(),
  /** The question's language, which its answer is written in. */
  language: ZLanguage,
  citations: z.array(ZAssistantCitation),
  /** Who wrote an answer: the built-in assistant or the configured model; null for a question. */
  engine: ZAiEngine.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TAssistantMessage = z.infer<typeof ZAssistantMessage>;

/** GET and POST /assistant/{a}/{b}: the conversation so far (empty and without an id before its first question). */
export const ZAssistantConversation = z.object({
  id: z.uuid().nullable(),
  location: ZAssistantScope,
  messages: z.array(ZAssistantMessage).max(ASSISTANT_MESSAGES_SHOWN),
  /** Whether a language model writes the answers (else the built-in assistant does). */
  model: z.boolean(),
});
export type TAssistantConversation = z.infer<typeof ZAssistantConversation>;
