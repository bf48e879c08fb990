import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { customers, locations, structures, surveyAnswers, surveyStates } from '../../../db/schema';

/** All SQL of the staff results: every read and write names the company and the survey. */

export type ResultAnswerRow = typeof surveyAnswers.$inferSelect;

/** Which answers: finished within local days `from`–`to` (both included) at these locations. */
export interface AnswerScope {
  structureId: string;
  surveyId: string;
  timeZone: string;
  from?: string | undefined;
  to?: string | undefined;
  /** null: any location. */
  locationIds: string[] | null;
}

/** The instant a local day starts on the company's clock. */
const dayStart = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;

function scopeWhere(s: AnswerScope): SQL {
  const parts: (SQL | undefined)[] = [
    eq(surveyAnswers.structureId, s.structureId),
    eq(surveyAnswers.surveyId, s.surveyId),
  ];
  if (s.from) parts.push(gte(surveyAnswers.finishedAt, dayStart(s.from, s.timeZone)));
  if (s.to) parts.push(lt(surveyAnswers.finishedAt, sql`(${dayStart(s.to, s.timeZone)} + interval '1 day')`));
  if (s.locationIds) parts.push(inArray(surveyAnswers.locationId, s.locationIds));
  return and(...parts)!;
}

export function answersIn(db: DbOrTx, scope: AnswerScope): Promise<ResultAnswerRow[]> {
  return db
    .select()
    .from(surveyAnswers)
    .where(scopeWhere(scope))
    .orderBy(desc(surveyAnswers.finishedAt), desc(surveyAnswers.id));
}

export async function answerPage(db: DbOrTx, scope: AnswerScope, page: { offset: number; limit: number }) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(surveyAnswers)
      .where(scopeWhere(scope))
      .orderBy(desc(surveyAnswers.finishedAt), desc(surveyAnswers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(surveyAnswers).where(scopeWhere(scope)),
  ]);
  return { items, total: total?.n ?? 0 };
}

export interface CustomerOfAnswer {
  answer: ResultAnswerRow;
  name: string | null;
  email: string | null;
  phone: string | null;
}

/** Answers with who gave them (when known), newest first. */
export async function answersWithCustomers(
  db: DbOrTx,
  scope: AnswerScope,
  page?: { offset: number; limit: number },
): Promise<{ items: CustomerOfAnswer[]; total: number }> {
  const query = db
    .select({ answer: surveyAnswers, name: customers.name, email: customers.email, phone: customers.phone })
    .from(surveyAnswers)
    .leftJoin(customers, eq(customers.id, surveyAnswers.customerId))
    .where(scopeWhere(scope))
    .orderBy(desc(surveyAnswers.finishedAt), desc(surveyAnswers.id));
  const items = page ? await query.limit(page.limit).offset(page.offset) : await query;
  if (!page) return { items, total: items.length };
  const [total] = await db.select({ n: count() }).from(surveyAnswers).where(scopeWhere(scope));
  return { items, total: total?.n ?? 0 };
}

export async function findAnswer(db: DbOrTx, structureId: string, surveyId: string, id: string) {
  const [row] = await db
    .select()
    .from(surveyAnswers)
    .where(
      and(
        eq(surveyAnswers.structureId, structureId),
        eq(surveyAnswers.surveyId, surveyId),
        eq(surveyAnswers.id, id),
      ),
    );
  return row ?? null;
}

/** The customer's latest answer, with their name and e-mail. */
export async function findAnswerOfCustomer(
  db: DbOrTx,
  structureId: string,
  surveyId: string,
  customerId: string,
): Promise<CustomerOfAnswer | null> {
  const [row] = await db
    .select({ answer: surveyAnswers, name: customers.name, email: customers.email, phone: customers.phone })
    .from(surveyAnswers)
    .leftJoin(customers, eq(customers.id, surveyAnswers.customerId))
    .where(
      and(
        eq(surveyAnswers.structureId, structureId),
        eq(surveyAnswers.surveyId, surveyId),
        eq(surveyAnswers.customerId, customerId),
      ),
    )
    .orderBy(desc(surveyAnswers.finishedAt))
    .limit(1);
  return row ?? null;
}

/** Customers who started and have not finished (their last save within the days, when given). */
export async function unfinishedCount(
  db: DbOrTx,
  s: Pick<AnswerScope, 'structureId' | 'surveyId' | 'timeZone' | 'from' | 'to'>,
): Promise<number> {
  const parts: (SQL | undefined)[] = [
    eq(surveyStates.structureId, s.structureId),
    eq(surveyStates.surveyId, s.surveyId),
    isNull(surveyStates.finishedAt),
  ];
  if (s.from) parts.push(gte(surveyStates.updatedAt, dayStart(s.from, s.timeZone)));
  if (s.to) parts.push(lt(surveyStates.updatedAt, sql`(${dayStart(s.to, s.timeZone)} + interval '1 day')`));
  const [row] = await db
    .select({ n: count() })
    .from(surveyStates)
    .where(and(...parts));
  return row?.n ?? 0;
}

/**
 * Deletes the answers (all of the survey's when `ids` is null) and the finished marks of the
 * customers who gave them, so those customers may answer again. On e-NPS nothing names the
 * customer, so only deleting every answer clears the marks.
 */
export async function deleteAnswers(
  db: DbOrTx,
  structureId: string,
  surveyId: string,
  ids: string[] | null,
): Promise<number> {
  const owned = and(eq(surveyAnswers.structureId, structureId), eq(surveyAnswers.surveyId, surveyId));
  const deleted = await db
    .delete(surveyAnswers)
    .where(ids ? and(owned, inArray(surveyAnswers.id, ids)) : owned)
    .returning({ customerId: surveyAnswers.customerId });
  const finished = and(
    eq(surveyStates.structureId, structureId),
    eq(surveyStates.surveyId, surveyId),
    isNotNull(surveyStates.finishedAt),
  );
  const customerIds = [...new Set(deleted.flatMap((d) => (d.customerId ? [d.customerId] : [])))];
  if (!ids) await db.delete(surveyStates).where(finished);
  else if (customerIds.length > 0)
    await db.delete(surveyStates).where(and(finished, inArray(surveyStates.customerId, customerIds)));
  return deleted.length;
}

export async function deleteUnfinishedStates(db: DbOrTx, structureId: string, surveyId: string) {
  const deleted = await db
    .delete(surveyStates)
    .where(
      and(
        eq(surveyStates.structureId, structureId),
        eq(surveyStates.surveyId, surveyId),
        isNull(surveyStates.finishedAt),
      ),
    )
    .returning({ id: surveyStates.id });
  return deleted.length;
}

/** Per local day: customers who started (first save) and answers finished, within the days. */
export async function progressByDay(db: DbOrTx, scope: AnswerScope & { from: string; to: string }) {
  const startedDay = sql<string>`to_char(${surveyStates.startedAt} at time zone ${scope.timeZone}, 'YYYY-MM-DD')`;
  const finishedDay = sql<string>`to_char(${surveyAnswers.finishedAt} at time zone ${scope.timeZone}, 'YYYY-MM-DD')`;
  // Grouped by position: the same expression with its own parameters would not match the select's.
  const [started, finished] = await Promise.all([
    db
      .select({ day: startedDay, n: count() })
      .from(surveyStates)
      .where(
        and(
          eq(surveyStates.structureId, scope.structureId),
          eq(surveyStates.surveyId, scope.surveyId),
          gte(surveyStates.startedAt, dayStart(scope.from, scope.timeZone)),
          lt(surveyStates.startedAt, sql`(${dayStart(scope.to, scope.timeZone)} + interval '1 day')`),
        ),
      )
      .groupBy(sql`1`),
    db.select({ day: finishedDay, n: count() }).from(surveyAnswers).where(scopeWhere(scope)).groupBy(sql`1`),
  ]);
  return { started, finished };
}

/** The company's locations (few): a location filter takes in its sub-locations. */
export function companyLocations(db: DbOrTx, structureId: string) {
  return db
    .select({ id: locations.id, parentId: locations.parentId })
    .from(locations)
    .where(eq(locations.structureId, structureId));
}

export async function companySettings(db: DbOrTx, structureId: string) {
  const [row] = await db
    .select({ settings: structures.settings })
    .from(structures)
    .where(eq(structures.id, structureId));
  return row?.settings ?? {};
}
