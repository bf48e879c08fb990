import { and, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { metrics, ratings, tableGroups, tables, users, waiterTables } from '../../../db/schema';

/** The SQL of the statistics details that are not sums: a metric's questions, names of tables and waiters. */

/** The metric's questions and answer variants as its editor wrote them; null for none of the company's. */
export async function metricQuestions(db: DbOrTx, structureId: string, metricId: string) {
  const [row] = await db
    .select({ content: metrics.content })
    .from(metrics)
    .where(and(eq(metrics.structureId, structureId), eq(metrics.id, metricId)));
  if (!row) return null;
  const questions = (row.content.questions ?? []) as {
    id: string;
    title: string;
    answers: { id: string; label: string }[];
  }[];
  return questions;
}

export interface AnswerScope {
  structureId: string;
  metricId: string;
  from: string;
  to: string;
  timeZone: string;
  placeIds: string[] | null;
  subLocationIds: string[] | null;
}

/**
 * How many counted ratings of the metric chose each answer variant in the period (`answerId`
 * set), and chose any variant of each question (`answerId` null). Read from the ratings through
 * the metric's index: a metric's ratings of a period are few next to the company's.
 */
export async function answerCounts(db: DbOrTx, scope: AnswerScope) {
  const r = ratings;
  const where = and(
    eq(r.structureId, scope.structureId),
    eq(r.metricId, scope.metricId),
    gte(r.createdAt, sql`(${scope.from}::date)::timestamp at time zone ${scope.timeZone}`),
    lt(r.createdAt, sql`(${scope.to}::date + 1)::timestamp at time zone ${scope.timeZone}`),
    or(eq(r.verification, 'none'), isNotNull(r.verifiedAt)),
    scope.placeIds
      ? or(inArray(r.locationId, scope.placeIds), inArray(r.subLocationId, scope.placeIds))
      : undefined,
    scope.subLocationIds ? inArray(r.subLocationId, scope.subLocationIds) : undefined,
  );
  const result = (await db.execute(sql`
    select q.value->>'questionId' as "questionId", a.value as "answerId",
      count(distinct ${r.id})::int as "count",
      (count(distinct ${r.id}) filter (where ${r.outcome} = 'bad'))::int as "bad"
    from ${r}
      cross join lateral jsonb_array_elements(${r.answers}) q
      cross join lateral jsonb_array_elements_text(q.value->'answerIds') a
    where ${where}
    group by grouping sets ((1, 2), (1))`)) as unknown as {
    rows: { questionId: string; answerId: string | null; count: number; bad: number }[];
  };
  return result.rows.map((row) => ({ ...row, count: Number(row.count), bad: Number(row.bad) }));
}

/** The company's tables by id, named "Group · Table". */
export async function tableNames(db: DbOrTx, structureId: string, tableIds: string[]) {
  if (tableIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: tables.id, table: tables.name, group: tableGroups.name })
    .from(tables)
    .innerJoin(tableGroups, eq(tableGroups.id, tables.groupId))
    .where(and(eq(tables.structureId, structureId), inArray(tables.id, tableIds)));
  return new Map(rows.map((row) => [row.id, `${row.group} · ${row.table}`]));
}

/** Who serves each of these tables now. */
export async function waitersOfTables(db: DbOrTx, structureId: string, tableIds: string[]) {
  if (tableIds.length === 0) return [];
  return db
    .select({ userId: users.id, name: users.name, tableId: waiterTables.tableId })
    .from(waiterTables)
    .innerJoin(users, eq(users.id, waiterTables.userId))
    .where(and(eq(waiterTables.structureId, structureId), inArray(waiterTables.tableId, tableIds)));
}
