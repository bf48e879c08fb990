import type { TSurvey, TSurveyKind } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import * as schema from '../db/schema';
import type { TestApp } from './app';
import type { SeedCaller } from './seed-caller';

/**
 * Company A's survey, e-NPS survey and quiz for the generated isolation tests: made through the
 * staff routes (texts and a logo of A's), renamed to slugs that mark them as A's, with a customer
 * who is still answering each and a final answer each (straight in the database: the answering
 * side is another module's).
 */

const PREFIX: Record<TSurveyKind, string> = { survey: '/survey', enps: '/e-nps', quiz: '/quiz' };

/** The public slugs of A's surveys (their generated calls attack them). */
export const SURVEY_SLUGS_OF_A = { survey: 'alpha-survey', enps: 'alpha-enps', quiz: 'alpha-quiz' } as const;

export async function seedSurveysOfA(
  t: TestApp,
  call: SeedCaller,
  structureId: string,
  rootId: string,
  imageId: string,
) {
  const db = t.app.db;
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.structureId, structureId));
  for (const kind of ['survey', 'enps', 'quiz'] as const) {
    const p = PREFIX[kind];
    const made = (await call('POST', `${p}/create`, {
      locationId: rootId,
      title: `Alpha ${kind}`,
    })) as unknown as TSurvey;
    await call('POST', `${p}/${made.slug}/create-question`, { type: 'text_short', title: 'Alpha question' });
    await call('POST', `${p}/edit/${made.slug}`, {
      isActive: true,
      content: { ...made.content, subTitle: `Alpha ${kind} subtitle` },
    });
    await call('POST', `${p}/edit/${made.slug}/image-logo`, { imageId });
    await db
      .update(schema.surveys)
      .set({ slug: SURVEY_SLUGS_OF_A[kind] })
      .where(eq(schema.surveys.id, made.id));
    await db.insert(schema.surveyStates).values({
      structureId,
      surveyId: made.id,
      customerId: order!.customerId,
      answers: { comment: 'Alpha half-way' },
      questionId: made.content.questions[0]!.id,
    });
    await db.insert(schema.surveyAnswers).values({
      structureId,
      surveyId: made.id,
      customerId: kind === 'enps' ? null : order!.customerId,
      locationId: rootId,
      language: 'en',
      answers: { comment: `Alpha ${kind} answer` },
      ...(kind === 'quiz' ? { quizPoints: 1, quizMaxPoints: 2, quizPercent: 50, quizPassed: false } : {}),
    });
  }
}
