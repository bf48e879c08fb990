import { randomBytes } from 'node:crypto';
import { type TSurveyKind, type TSurveyQuestionInput, ZSurveyContent } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import { customers, roles, surveyAnswers, surveyStates, surveys, users } from '../../../db/schema';
import type { TestApp } from '../../../test/app';
import { createUser, signIn } from '../../../test/users';
import { client } from '../../metrics/metrics.test-support';

export { type Client, client, companyWithLocation } from '../../metrics/metrics.test-support';

/** Surveys, answers, states and customers straight in the database (the staff editor and the answering side are tested apart). */

export interface SeededSurvey {
  id: string;
  slug: string;
  structureId: string;
  locationId: string;
}

export async function seedSurvey(
  t: TestApp,
  structureId: string,
  locationId: string,
  kind: TSurveyKind,
  questions: TSurveyQuestionInput[],
): Promise<SeededSurvey> {
  const slug = `${kind}-${randomBytes(4).toString('hex')}`;
  const content = ZSurveyContent.parse({ questions, quiz: kind === 'quiz' ? { passMark: 50 } : null });
  const [row] = await t.app.db
    .insert(surveys)
    .values({ structureId, locationId, kind, slug, title: `A ${kind}`, language: 'en', content })
    .returning({ id: surveys.id });
  return { id: row!.id, slug, structureId, locationId };
}

export async function seedCustomer(t: TestApp, who: { name?: string; email?: string; phone?: string } = {}) {
  const [row] = await t.app.db
    .insert(customers)
    .values({ browserHash: randomBytes(8).toString('hex'), ...who })
    .returning({ id: customers.id });
  return row!.id;
}

export interface SeedAnswer {
  answers: Record<string, unknown>;
  finishedAt?: Date;
  language?: string;
  customerId?: string | null;
  locationId?: string | null;
  quiz?: { points: number; maxPoints: number; percent: number; passed: boolean };
}

export async function seedAnswers(t: TestApp, survey: SeededSurvey, list: SeedAnswer[]): Promise<string[]> {
  if (list.length === 0) return [];
  const rows = await t.app.db
    .insert(surveyAnswers)
    .values(
      list.map((a) => ({
        structureId: survey.structureId,
        surveyId: survey.id,
        customerId: a.customerId ?? null,
        locationId: a.locationId === undefined ? survey.locationId : a.locationId,
        language: a.language ?? 'en',
        answers: a.answers,
        finishedAt: a.finishedAt ?? new Date(),
        quizPoints: a.quiz?.points ?? null,
        quizMaxPoints: a.quiz?.maxPoints ?? null,
        quizPercent: a.quiz?.percent ?? null,
        quizPassed: a.quiz?.passed ?? null,
      })),
    )
    .returning({ id: surveyAnswers.id });
  return rows.map((r) => r.id);
}

/** A customer's saved state; finished when `finishedAt` is given. */
export async function seedState(
  t: TestApp,
  survey: SeededSurvey,
  state: { customerId?: string; startedAt?: Date; finishedAt?: Date | null } = {},
) {
  await t.app.db.insert(surveyStates).values({
    structureId: survey.structureId,
    surveyId: survey.id,
    customerId: state.customerId ?? (await seedCustomer(t)),
    answers: {},
    startedAt: state.startedAt ?? new Date(),
    finishedAt: state.finishedAt ?? null,
  });
}

/** A member of the company whose role holds only `permissions`, signed in. */
export async function memberWith(t: TestApp, structureId: string, permissions: string[]) {
  const slug = `only-${randomBytes(3).toString('hex')}`;
  const [role] = await t.app.db
    .insert(roles)
    .values({ structureId, slug, name: slug, permissions })
    .returning();
  const user = await createUser(t.app.db, { structure: structureId, role: 'waiter' });
  await t.app.db.update(users).set({ roleId: role!.id }).where(eq(users.id, user.id));
  return client(t, await signIn(t.app, user));
}

/** DELETE with a JSON body. */
export function deleteWithBody(t: TestApp, cookie: string, url: string, body: unknown) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/v1${url}`,
    headers: { cookie },
    payload: body as object,
  });
}
