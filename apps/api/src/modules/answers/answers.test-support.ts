import { randomBytes } from 'node:crypto';
import {
  type TSurveyContentInput,
  type TSurveyKind,
  type TSurveyQuestionInput,
  ZSurveyContent,
} from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import { locations, structures, surveys } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createUser } from '../../test/users';
import { newGuestCookie } from '../orders/ordering.test-support';
import { SURVEY_KIND_PATHS } from '../surveys';

/**
 * A company with a location whose surveys, e-NPS surveys and quizzes are stored straight in the
 * database, and the calls a guest makes to answer them.
 */

export interface SurveyOptions {
  title?: string;
  isActive?: boolean;
  expiresOn?: string | null;
  language?: string;
}

export async function answeringCompany(t: TestApp, name = 'Harbour Hall') {
  const admin = await createUser(t.app.db);
  const structureId = admin.structureId!;
  await t.app.db
    .update(structures)
    .set({ name: `${name} Co` })
    .where(eq(structures.id, structureId));
  const [location] = await t.app.db
    .insert(locations)
    .values({ structureId, name, slug: `hall-${randomBytes(3).toString('hex')}` })
    .returning();

  /** Stores a survey of the kind with these questions (checked as the editor's save would) and gives its slug. */
  const survey = async (
    kind: TSurveyKind,
    content: Omit<TSurveyContentInput, 'questions'> & { questions: TSurveyQuestionInput[] },
    options: SurveyOptions = {},
  ) => {
    const slug = `${kind}-${randomBytes(5).toString('hex')}`;
    const parsed = ZSurveyContent.parse({ ...(kind === 'quiz' ? { quiz: {} } : {}), ...content });
    await t.app.db.insert(surveys).values({
      structureId,
      locationId: location!.id,
      kind,
      slug,
      title: options.title ?? `${name} ${kind}`,
      language: options.language ?? 'en',
      content: parsed as unknown as Record<string, unknown>,
      isActive: options.isActive ?? true,
      expiresOn: options.expiresOn ?? null,
    });
    return slug;
  };

  return { structureId, locationId: location!.id, survey };
}

/** The calls of one guest (a fresh identity unless a cookie is given). */
export async function guestOf(t: TestApp, cookie?: string) {
  const own = cookie ?? (await newGuestCookie(t));
  const send = (method: 'GET' | 'POST', url: string, payload?: unknown, language = 'en') =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie: own, language },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    cookie: own,
    view: (kind: TSurveyKind, slug: string) => send('GET', `${SURVEY_KIND_PATHS[kind]}/view/${slug}`),
    saveState: (kind: TSurveyKind, slug: string, questionId: string, answers: Record<string, unknown>) =>
      send('POST', `${SURVEY_KIND_PATHS[kind]}/${slug}/save-state/${questionId}`, { answers }),
    saveAnswer: (kind: TSurveyKind, slug: string, answers: Record<string, unknown>) =>
      send('POST', `${SURVEY_KIND_PATHS[kind]}/${slug}/save-answer`, { answers }),
    finished: (kind: TSurveyKind) => send('GET', `${SURVEY_KIND_PATHS[kind]}/answer`),
    quizResult: (slug: string) => send('GET', `/quiz/answer/${slug}`),
    quizPdf: (slug: string, language = 'en') => send('GET', `/quiz/answer/${slug}/pdf`, undefined, language),
  };
}

/** The question ids an error's details name, and their codes. */
export const issuesOf = (res: { json(): { details?: { path: string; code: string }[] } }) =>
  (res.json().details ?? []).map((d) => `${d.path}:${d.code}`);
