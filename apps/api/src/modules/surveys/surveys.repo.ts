import type { TLanguage, TSurveyContent, TSurveyKind } from '@guestloop/contracts';
import { and, count, desc, eq, getTableColumns, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, surveyAnswers, surveyStates, surveys } from '../../db/schema';

/** All SQL of the staff side of surveys. Every function is scoped by the caller's company (`structureId`). */

type Row = typeof surveys.$inferSelect;

/** A survey as stored; its content is written only through the contracts' ZSurveyContent. */
export type SurveyRow = Omit<Row, 'kind' | 'language'> & { kind: TSurveyKind; language: TLanguage };

export type SurveyValues = Partial<
  Pick<Row, 'locationId' | 'title' | 'language' | 'isActive' | 'expiresOn' | 'logoUrl' | 'headerUrl'> & {
    content: TSurveyContent;
  }
>;

/** The unique index that keeps survey slugs unique across companies (they are public). */
export const SURVEY_SLUG_CONSTRAINT = 'surveys_slug_uq';

const toRow = (row: Row): SurveyRow => row as SurveyRow;
const ofKind = (structureId: string, kind: TSurveyKind) =>
  and(eq(surveys.structureId, structureId), eq(surveys.kind, kind));

/** The company's survey of the kind by slug; `lock` keeps it until the transaction ends. */
export async function findSurvey(
  db: DbOrTx,
  structureId: string,
  kind: TSurveyKind,
  slug: string,
  lock = false,
): Promise<SurveyRow | null> {
  const query = db
    .select()
    .from(surveys)
    .where(and(ofKind(structureId, kind), eq(surveys.slug, slug)));
  const [row] = lock ? await query.for('update') : await query;
  return row ? toRow(row) : null;
}

export interface SurveyCounts {
  answersCount: number;
  statesCount: number;
}

/** Final answers, and customers who started and have not finished. */
export async function countsOf(db: DbOrTx, structureId: string, surveyId: string): Promise<SurveyCounts> {
  const [answers] = await db
    .select({ n: count() })
    .from(surveyAnswers)
    .where(and(eq(surveyAnswers.structureId, structureId), eq(surveyAnswers.surveyId, surveyId)));
  const [states] = await db
    .select({ n: count() })
    .from(surveyStates)
    .where(
      and(
        eq(surveyStates.structureId, structureId),
        eq(surveyStates.surveyId, surveyId),
        isNull(surveyStates.finishedAt),
      ),
    );
  return { answersCount: answers?.n ?? 0, statesCount: states?.n ?? 0 };
}

export interface ListedSurvey extends Omit<SurveyRow, 'content'>, SurveyCounts {
  locationName: string;
  questionsCount: number;
  lastAnswerAt: Date | null;
}

const asDate = (value: Date | string | null | undefined) =>
  value == null ? null : value instanceof Date ? value : new Date(value);

/** The company's surveys of the kind, newest first, with their counts (the content is not read). */
export async function listSurveys(
  db: DbOrTx,
  structureId: string,
  kind: TSurveyKind,
): Promise<ListedSurvey[]> {
  const answers = db
    .select({
      surveyId: surveyAnswers.surveyId,
      n: count().as('answers_n'),
      last: max(surveyAnswers.finishedAt).as('answers_last'),
    })
    .from(surveyAnswers)
    .where(eq(surveyAnswers.structureId, structureId))
    .groupBy(surveyAnswers.surveyId)
    .as('answers');
  const states = db
    .select({ surveyId: surveyStates.surveyId, n: count().as('states_n') })
    .from(surveyStates)
    .where(and(eq(surveyStates.structureId, structureId), isNull(surveyStates.finishedAt)))
    .groupBy(surveyStates.surveyId)
    .as('states');
  const { content: _content, ...columns } = getTableColumns(surveys);
  const rows = await db
    .select({
      ...columns,
      locationName: locations.name,
      questionsCount: sql<number>`coalesce(jsonb_array_length(${surveys.content} -> 'questions'), 0)`,
      answersCount: answers.n,
      lastAnswerAt: answers.last,
      statesCount: states.n,
    })
    .from(surveys)
    .innerJoin(locations, eq(locations.id, surveys.locationId))
    .leftJoin(answers, eq(answers.surveyId, surveys.id))
    .leftJoin(states, eq(states.surveyId, surveys.id))
    .where(ofKind(structureId, kind))
    .orderBy(desc(surveys.createdAt), desc(surveys.id));
  return rows.map((r) => ({
    ...r,
    kind: r.kind as TSurveyKind,
    language: r.language as TLanguage,
    questionsCount: Number(r.questionsCount),
    answersCount: Number(r.answersCount ?? 0),
    statesCount: Number(r.statesCount ?? 0),
    lastAnswerAt: asDate(r.lastAnswerAt as Date | string | null),
  }));
}

export async function insertSurvey(
  db: DbOrTx,
  structureId: string,
  values: Pick<SurveyRow, 'locationId' | 'kind' | 'slug' | 'title' | 'language'> & {
    content: TSurveyContent;
  },
): Promise<SurveyRow> {
  const [row] = await db
    .insert(surveys)
    .values({ ...values, structureId, isActive: false })
    .returning();
  return toRow(row!);
}

export async function updateSurvey(
  db: DbOrTx,
  structureId: string,
  id: string,
  values: SurveyValues,
): Promise<SurveyRow | null> {
  const [row] = await db
    .update(surveys)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(surveys.structureId, structureId), eq(surveys.id, id)))
    .returning();
  return row ? toRow(row) : null;
}

/** Deletes the survey; its saved states and answers go with it (the foreign keys cascade). */
export async function deleteSurvey(db: DbOrTx, structureId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(surveys)
    .where(and(eq(surveys.structureId, structureId), eq(surveys.id, id)))
    .returning({ id: surveys.id });
  return deleted.length > 0;
}
