import { randomBytes } from 'node:crypto';
import {
  newSurveyQuestion,
  SURVEY_QUESTIONS_MAX,
  type TCreatedQuestion,
  type TCreateQuestionBody,
  type TCreateSurveyBody,
  type TLanguage,
  type TSurvey,
  type TSurveyDefault,
  type TSurveyKind,
  type TSurveyList,
  type TUpdateSurveyBody,
} from '@guestloop/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, notFound } from '../../lib/errors';
import { findImage } from '../files';
import { companyPagesChanged, findLocation, findStructure, notifyCompanyPages } from '../structure';
import { normalizeContent } from './surveys.content';
import { defaultContent, defaultSurvey, defaultTitle, newQuestionTitle } from './surveys.defaults';
import { surveyPublicPath } from './surveys.kinds';
import * as repo from './surveys.repo';
import { checkDeletable, checkKindContent } from './surveys.rules';

/** Surveys, e-NPS surveys and quizzes of the caller's company; another company's slug is 404. */

const iso = (date: Date) => date.toISOString();

export function toSurvey(row: repo.SurveyRow, locationName: string, counts: repo.SurveyCounts): TSurvey {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    title: row.title,
    language: row.language,
    locationId: row.locationId,
    locationName,
    isActive: row.isActive,
    expiresOn: row.expiresOn,
    logoUrl: row.logoUrl,
    headerUrl: row.headerUrl,
    content: normalizeContent(row.kind, row.content),
    ...counts,
    publicPath: surveyPublicPath(row.kind, row.slug),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

async function requireLocation(db: DbOrTx, structureId: string, locationId: string) {
  const location = await findLocation(db, structureId, locationId);
  if (!location) throw notFound('Location');
  return location;
}

async function requireSurvey(db: DbOrTx, structureId: string, kind: TSurveyKind, slug: string, lock = false) {
  const survey = await repo.findSurvey(db, structureId, kind, slug, lock);
  if (!survey) throw notFound('Survey');
  return survey;
}

/** The staff view of a stored survey: its location's name and its counts. */
async function surveyView(db: DbOrTx, structureId: string, row: repo.SurveyRow): Promise<TSurvey> {
  const location = await requireLocation(db, structureId, row.locationId);
  return toSurvey(row, location.name, await repo.countsOf(db, structureId, row.id));
}

export async function listSurveys(db: Db, structureId: string, kind: TSurveyKind): Promise<TSurveyList> {
  const rows = await repo.listSurveys(db, structureId, kind);
  return {
    items: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      kind: row.kind,
      title: row.title,
      language: row.language,
      locationId: row.locationId,
      locationName: row.locationName,
      isActive: row.isActive,
      expiresOn: row.expiresOn,
      logoUrl: row.logoUrl,
      headerUrl: row.headerUrl,
      answersCount: row.answersCount,
      statesCount: row.statesCount,
      questionsCount: row.questionsCount,
      lastAnswerAt: row.lastAnswerAt ? iso(row.lastAnswerAt) : null,
      publicPath: surveyPublicPath(row.kind, row.slug),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
  };
}

const companyName = async (db: DbOrTx, structureId: string) =>
  (await findStructure(db, structureId))?.name ?? '';

export async function surveyDefault(
  db: Db,
  structureId: string,
  kind: TSurveyKind,
  language: TLanguage,
): Promise<TSurveyDefault> {
  return defaultSurvey(kind, language, await companyName(db, structureId));
}

const SLUG_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const randomText = (length: number) =>
  [...randomBytes(length)].map((b) => SLUG_ALPHABET[b % SLUG_ALPHABET.length]).join('');

/** A new public slug: the kind and eight random letters and digits (`quiz-k3f9x2ab`). */
export const newSurveySlug = (kind: TSurveyKind) => `${kind}-${randomText(8)}`;

/** A new unpublished survey of the kind with the ready-made content of the caller's language. */
export async function createSurvey(
  db: Db,
  structureId: string,
  kind: TSurveyKind,
  body: TCreateSurveyBody,
  language: TLanguage,
): Promise<TSurvey> {
  const location = await requireLocation(db, structureId, body.locationId);
  const values = {
    locationId: location.id,
    kind,
    title: body.title ?? defaultTitle(kind, language),
    language,
    content: defaultContent(kind, language, await companyName(db, structureId)),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await repo.insertSurvey(db, structureId, { ...values, slug: newSurveySlug(kind) });
      return toSurvey(row, location.name, { answersCount: 0, statesCount: 0 });
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error, repo.SURVEY_SLUG_CONSTRAINT)) throw error;
    }
  }
}

export async function readSurvey(db: Db, structureId: string, kind: TSurveyKind, slug: string) {
  return surveyView(db, structureId, await requireSurvey(db, structureId, kind, slug));
}

/**
 * Changes the survey under a lock of its row, so two edits of its questions at once do not lose
 * one. `change` answers the values to write from the survey as it is. Every process's cache of
 * the guests' surveys hears of it (the company pages' notice, at commit).
 */
async function editSurvey<T = TSurvey>(
  db: Db,
  structureId: string,
  kind: TSurveyKind,
  slug: string,
  change: (row: repo.SurveyRow, tx: DbOrTx) => Promise<repo.SurveyValues> | repo.SurveyValues,
  answer?: (survey: TSurvey, before: repo.SurveyRow) => T,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const row = await requireSurvey(tx, structureId, kind, slug, true);
    const updated = await repo.updateSurvey(tx, structureId, row.id, await change(row, tx));
    if (!updated) throw notFound('Survey');
    await notifyCompanyPages(tx, structureId);
    const survey = await surveyView(tx, structureId, updated);
    return answer ? answer(survey, row) : (survey as T);
  });
  companyPagesChanged(db, structureId);
  return result;
}

export function updateSurvey(
  db: Db,
  structureId: string,
  kind: TSurveyKind,
  slug: string,
  body: TUpdateSurveyBody,
): Promise<TSurvey> {
  return editSurvey(db, structureId, kind, slug, async (_row, tx) => {
    if (body.locationId !== undefined) await requireLocation(tx, structureId, body.locationId);
    const content = body.content === undefined ? undefined : normalizeContent(kind, body.content);
    if (content) checkKindContent(kind, content, 'body.content.questions');
    return {
      title: body.title,
      language: body.language,
      locationId: body.locationId,
      isActive: body.isActive,
      expiresOn: body.expiresOn,
      content,
    };
  });
}

export async function deleteSurvey(db: Db, structureId: string, kind: TSurveyKind, slug: string) {
  const survey = await requireSurvey(db, structureId, kind, slug);
  await db.transaction(async (tx) => {
    if (!(await repo.deleteSurvey(tx, structureId, survey.id))) throw notFound('Survey');
    await notifyCompanyPages(tx, structureId);
  });
  companyPagesChanged(db, structureId);
  return { ok: true as const };
}

/** A question id no question of the survey has yet. */
function freshQuestionId(taken: ReadonlySet<string>): string {
  for (;;) {
    const id = `q-${randomText(8)}`;
    if (!taken.has(id)) return id;
  }
}

/** A question of the type with its default settings, added last. */
export function createQuestion(
  db: Db,
  structureId: string,
  kind: TSurveyKind,
  slug: string,
  body: TCreateQuestionBody,
  language: TLanguage,
): Promise<TCreatedQuestion> {
  let questionId = '';
  return editSurvey(
    db,
    structureId,
    kind,
    slug,
    (row) => {
      const content = normalizeContent(kind, row.content);
      if (content.questions.length >= SURVEY_QUESTIONS_MAX) {
        throw new AppError(400, 'VALIDATION_FAILED', 'The survey has as many questions as it may', [
          { path: 'body.type', code: 'too_many_questions', message: `At most ${SURVEY_QUESTIONS_MAX}` },
        ]);
      }
      questionId = freshQuestionId(new Set(content.questions.map((q) => q.id)));
      const question = newSurveyQuestion(body.type, questionId, body.title ?? newQuestionTitle(language));
      const next = { ...content, questions: [...content.questions, question] };
      checkKindContent(kind, next, 'body.type');
      return { content: next };
    },
    (survey) => ({
      question: survey.content.questions.find((q) => q.id === questionId)!,
      survey,
    }),
  );
}

export function deleteQuestion(
  db: Db,
  structureId: string,
  kind: TSurveyKind,
  slug: string,
  questionId: string,
): Promise<TSurvey> {
  return editSurvey(db, structureId, kind, slug, (row) => {
    const content = normalizeContent(kind, row.content);
    const question = content.questions.find((q) => q.id === questionId);
    if (!question) throw notFound('Question');
    checkDeletable(kind, content.questions, question);
    return { content: { ...content, questions: content.questions.filter((q) => q !== question) } };
  });
}

export type SurveyImage = 'logo' | 'header';

/** The survey's logo or header picture from the company's media library; null removes it. */
export function setImage(
  db: Db,
  structureId: string,
  kind: TSurveyKind,
  slug: string,
  image: SurveyImage,
  imageId: string | null,
): Promise<TSurvey> {
  return editSurvey(db, structureId, kind, slug, async (_row, tx) => {
    let src: string | null = null;
    if (imageId !== null) {
      const found = await findImage(tx, structureId, imageId);
      if (!found) throw notFound('Image');
      src = found.src;
    }
    return image === 'logo' ? { logoUrl: src } : { headerUrl: src };
  });
}
