import type { TSurvey, TSurveyKind } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import { customers, roles, surveyAnswers, surveyStates, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';
import { type Client, client } from '../metrics/metrics.test-support';

export { type Client, client, companyWithLocation } from '../metrics/metrics.test-support';

/** The staff path prefix and list path of each kind, as the web app calls them. */
export const PREFIX: Record<TSurveyKind, string> = { survey: '/survey', enps: '/e-nps', quiz: '/quiz' };
export const LIST: Record<TSurveyKind, string> = {
  survey: '/surveys',
  enps: '/e-nps/list',
  quiz: '/quizzes',
};

export async function createSurvey(api: Client, kind: TSurveyKind, locationId: string, title?: string) {
  const res = await api.post(`${PREFIX[kind]}/create`, { locationId, ...(title ? { title } : {}) });
  if (res.statusCode !== 200) throw new Error(`create ${kind}: ${res.statusCode} ${res.body}`);
  return res.json() as TSurvey;
}

/** A member of the company whose role holds only `permissions`, signed in. */
export async function memberWith(t: TestApp, structureId: string, permissions: string[]) {
  const slug = `only-${permissions.join('-').replace(/\./g, '-') || 'nothing'}`;
  const [role] = await t.app.db
    .insert(roles)
    .values({ structureId, slug, name: slug, permissions })
    .returning();
  const user = await createUser(t.app.db, { structure: structureId, role: 'waiter' });
  await t.app.db.update(users).set({ roleId: role!.id }).where(eq(users.id, user.id));
  return client(t, await signIn(t.app, user));
}

/** Answers and saved states of customers, straight in the database (the answering side is another module's). */
export async function addAnswers(
  t: TestApp,
  survey: TSurvey,
  structureId: string,
  counts: { answers: Date[]; started: number; finished: number },
) {
  const db = t.app.db;
  for (const finishedAt of counts.answers) {
    await db.insert(surveyAnswers).values({
      structureId,
      surveyId: survey.id,
      locationId: survey.locationId,
      language: 'en',
      answers: {},
      finishedAt,
    });
  }
  for (let i = 0; i < counts.started + counts.finished; i++) {
    const [customer] = await db
      .insert(customers)
      .values({ browserHash: `hash-${i}` })
      .returning();
    await db.insert(surveyStates).values({
      structureId,
      surveyId: survey.id,
      customerId: customer!.id,
      finishedAt: i < counts.finished ? new Date() : null,
    });
  }
}
