import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { surveyAnswers, surveyStates, surveys } from '../../db/schema';

/**
 * All SQL of answering. A guest reaches only their own rows (`customerId` from the guest
 * identity); the survey comes from the surveys module, so its company is known on every write.
 */

export type StateRow = typeof surveyStates.$inferSelect;
export type AnswerRow = typeof surveyAnswers.$inferSelect;
export type NewAnswer = Omit<typeof surveyAnswers.$inferInsert, 'id'>;

export async function findState(db: DbOrTx, surveyId: string, customerId: string): Promise<StateRow | null> {
  const [row] = await db
    .select()
    .from(surveyStates)
    .where(and(eq(surveyStates.surveyId, surveyId), eq(surveyStates.customerId, customerId)));
  return row ?? null;
}

const stateKey = [surveyStates.surveyId, surveyStates.customerId];

/**
 * Saves where an unfinished customer is (made on the first save; `startedAt` stays the first
 * one's). Null when the customer finished meanwhile: a finished state is never reopened.
 */
export async function saveState(
  db: DbOrTx,
  values: {
    structureId: string;
    surveyId: string;
    customerId: string;
    answers: Record<string, unknown>;
    questionId: string;
  },
): Promise<StateRow | null> {
  const [row] = await db
    .insert(surveyStates)
    .values(values)
    .onConflictDoUpdate({
      target: stateKey,
      set: { answers: values.answers, questionId: values.questionId, updatedAt: sql`now()` },
      setWhere: isNull(surveyStates.finishedAt),
    })
    .returning();
  return row ?? null;
}

/**
 * Marks the customer finished and clears the answers kept for resuming (the answer row holds
 * them, or on e-NPS nothing may link them to the customer). Null when they had finished already:
 * of two final answers sent at once, one wins.
 */
export async function finishState(
  db: DbOrTx,
  values: { structureId: string; surveyId: string; customerId: string; finishedAt: Date },
): Promise<StateRow | null> {
  const [row] = await db
    .insert(surveyStates)
    .values({ ...values, answers: {}, questionId: null })
    .onConflictDoUpdate({
      target: stateKey,
      set: { answers: {}, questionId: null, finishedAt: values.finishedAt, updatedAt: sql`now()` },
      setWhere: isNull(surveyStates.finishedAt),
    })
    .returning();
  return row ?? null;
}

export async function insertAnswer(db: DbOrTx, values: NewAnswer): Promise<AnswerRow> {
  const [row] = await db.insert(surveyAnswers).values(values).returning();
  if (!row) throw new Error('insert survey answer returned nothing');
  return row;
}

/** The customer's final answer to a survey (a quiz's, to show its result), the latest if several. */
export async function findAnswerOf(
  db: DbOrTx,
  surveyId: string,
  customerId: string,
): Promise<AnswerRow | null> {
  const [row] = await db
    .select()
    .from(surveyAnswers)
    .where(and(eq(surveyAnswers.surveyId, surveyId), eq(surveyAnswers.customerId, customerId)))
    .orderBy(desc(surveyAnswers.finishedAt))
    .limit(1);
  return row ?? null;
}

/** How many finished ones a guest's list shows, newest first. */
export const FINISHED_LIST_MAX = 200;

/** The surveys of a kind the customer finished, from their states (an e-NPS answer names nobody). */
export function finishedBy(db: DbOrTx, customerId: string, kind: string) {
  return db
    .select({ slug: surveys.slug, title: surveys.title, finishedAt: surveyStates.finishedAt })
    .from(surveyStates)
    .innerJoin(surveys, eq(surveys.id, surveyStates.surveyId))
    .where(
      and(
        eq(surveyStates.customerId, customerId),
        eq(surveys.kind, kind),
        isNotNull(surveyStates.finishedAt),
      ),
    )
    .orderBy(desc(surveyStates.finishedAt))
    .limit(FINISHED_LIST_MAX);
}
