import {
  ASSISTANT_ALL_LOCATIONS,
  ASSISTANT_NEW_CONVERSATION,
  isLanguage,
  type TAssistantConversation,
  type TAssistantMessage,
  type TAssistantParams,
  type TLanguage,
} from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type AiProvider, AiServiceError } from '../../providers/ai';
import { composeAnswer } from './assistant-answer';
import * as conversations from './assistant-conversations.repo';
import { factsFor } from './assistant-facts';
import { companyOf } from './assistant-facts.repo';
import { answerTexts, formats } from './assistant-format';
import { modelMessages } from './assistant-model';
import { type Reading, readQuestion } from './assistant-reading';

/**
 * The assistant's use cases (SPEC point 7 "AI": GET and POST /assistant/{a}/{b}): a member's
 * conversation, and a question answered from the company's own data — by the built-in assistant,
 * or, with a model configured, by the model from the same retrieved facts (the built-in answer
 * when the model fails). Company and member come from the session only.
 */

export interface Caller extends conversations.Owner {
  /** The reader's UI language: the answer's when the question's own cannot be told. */
  language: TLanguage;
}

export interface AssistantDeps {
  db: Db;
  ai: AiProvider;
  /** Told when the model failed and the built-in answer was given instead. */
  onModelError?: (error: AiServiceError) => void;
}

async function scopeOf(db: Db, structureId: string, params: TAssistantParams): Promise<string | null> {
  if (params.location === ASSISTANT_ALL_LOCATIONS) return null;
  if (!(await conversations.isCompanyLocation(db, structureId, params.location))) throw notFound('Location');
  return params.location;
}

const toMessage = (row: conversations.MessageRow): TAssistantMessage => ({
  id: row.id,
  role: row.role === 'assistant' ? 'assistant' : 'user',
  text: row.text,
  language: isLanguage(row.language) ? row.language : 'en',
  citations: row.citations,
  engine: row.engine === 'model' || row.engine === 'local' ? row.engine : null,
  createdAt: row.createdAt.toISOString(),
});

async function existing(deps: AssistantDeps, caller: Caller, params: TAssistantParams, scope: string | null) {
  const found = await conversations.findConversation(deps.db, caller, params.conversationId, scope);
  if (!found) throw notFound('Conversation');
  return found.id;
}

/** GET /assistant/{a}/{b}: the conversation so far; an empty one for `new`. */
export async function getConversation(
  deps: AssistantDeps,
  caller: Caller,
  params: TAssistantParams,
): Promise<TAssistantConversation> {
  const scope = await scopeOf(deps.db, caller.structureId, params);
  const empty = { id: null, location: params.location, messages: [], model: deps.ai.hasModel };
  if (params.conversationId === ASSISTANT_NEW_CONVERSATION) return empty;
  const id = await existing(deps, caller, params, scope);
  const rows = await conversations.messagesOf(deps.db, caller.structureId, id);
  return { ...empty, id, messages: rows.map(toMessage) };
}

async function modelAnswer(deps: AssistantDeps, input: Parameters<typeof modelMessages>[0]) {
  if (!deps.ai.chat) return null;
  try {
    const text = (await deps.ai.chat(modelMessages(input))).trim();
    return text || null;
  } catch (error) {
    if (!(error instanceof AiServiceError)) throw error;
    deps.onModelError?.(error);
    return null;
  }
}

/** POST /assistant/{a}/{b}: answers the question and keeps both; `new` starts the conversation. */
export async function ask(
  deps: AssistantDeps,
  caller: Caller,
  params: TAssistantParams,
  question: string,
): Promise<TAssistantConversation> {
  const { db } = deps;
  const scope = await scopeOf(db, caller.structureId, params);
  const isNew = params.conversationId === ASSISTANT_NEW_CONVERSATION;
  const id = isNew ? null : await existing(deps, caller, params, scope);
  const history = id ? await conversations.messagesOf(db, caller.structureId, id, 8) : [];
  const company = await companyOf(db, caller.structureId);
  if (!company) throw notFound('Company');

  const previous = history.findLast((m) => m.role === 'user')?.reading as Reading | null | undefined;
  const reading = readQuestion(question, {
    places: company.places,
    fallbackLanguage: caller.language,
    previous: previous ?? null,
  });
  const facts = await factsFor(db, caller.structureId, company, reading, scope);
  const local = composeAnswer(
    facts,
    formats(reading.language, company.timeZone),
    answerTexts(reading.language),
  );
  const written = await modelAnswer(deps, {
    company: company.name,
    question,
    language: reading.language,
    facts: composeAnswer(facts, formats('en', company.timeZone), answerTexts('en')).text,
    history: history.map((m) => ({ role: m.role === 'assistant' ? 'assistant' : 'user', text: m.text })),
  });

  const conversationId = await db.transaction(async (tx) => {
    const target = id ?? (await conversations.createConversation(tx, caller, scope)).id;
    await conversations.addExchange(
      tx,
      caller.structureId,
      target,
      { role: 'user', text: question, language: reading.language, reading: { ...reading } },
      {
        role: 'assistant',
        text: written ?? local.text,
        language: reading.language,
        citations: local.citations,
        engine: written ? 'model' : 'local',
      },
    );
    return target;
  });
  const rows = await conversations.messagesOf(db, caller.structureId, conversationId);
  return {
    id: conversationId,
    location: params.location,
    messages: rows.map(toMessage),
    model: deps.ai.hasModel,
  };
}
