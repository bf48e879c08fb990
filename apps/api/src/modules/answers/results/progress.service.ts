import {
  ENPS_MAX,
  ENPS_MIN,
  enpsFromScores,
  type TEnpsSurveyProgress,
  type TSurveyKind,
  type TSurveyProgress,
  type TSurveyProgressBody,
} from '@guestloop/contracts';
import type { Db } from '../../../db/client';
import { AppError, forbidden, notFound } from '../../../lib/errors';
import { type AuthContext, hasPermission } from '../../../plugins/access';
import { SURVEY_KIND_PERMISSIONS } from '../../surveys';
import { daysBetween, localDay, weekStart } from './clock';
import { cellOf, hiddenCells } from './enps-privacy';
import * as repo from './results.repo';
import { companyThreshold, type ResultsSurvey, scopeOf, surveyOf, wholeSurvey } from './results-scope';

/**
 * POST /stat/data/{slug}/survey-progress and /enps-survey-progress: per day of the company's
 * clock, how many customers started and how many answers were finished; on e-NPS also each
 * week's score, shown only for a week made of visible anonymity cells (enps-privacy.ts).
 */

async function progressOf(
  db: Db,
  survey: ResultsSurvey,
  body: TSurveyProgressBody,
): Promise<TSurveyProgress> {
  const scope = await scopeOf(db, survey, { locationId: body.locationId });
  const { started, finished } = await repo.progressByDay(db, { ...scope, from: body.from, to: body.to });
  const startedOn = new Map(started.map((r) => [r.day, r.n]));
  const finishedOn = new Map(finished.map((r) => [r.day, r.n]));
  return {
    days: daysBetween(body.from, body.to).map((day) => ({
      day,
      started: startedOn.get(day) ?? 0,
      finished: finishedOn.get(day) ?? 0,
    })),
  };
}

/** A survey's or a quiz's progress: the slug may name either, opened by its own permission. */
export async function surveyProgress(
  db: Db,
  auth: AuthContext,
  structureId: string,
  slug: string,
  body: TSurveyProgressBody,
): Promise<TSurveyProgress> {
  let survey: ResultsSurvey | null = null;
  for (const kind of ['survey', 'quiz'] as const satisfies TSurveyKind[]) {
    survey = await surveyOf(db, structureId, kind, slug).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    });
    if (survey) break;
  }
  if (!survey) throw notFound('Survey');
  if (!hasPermission(auth, SURVEY_KIND_PERMISSIONS[survey.kind])) throw forbidden();
  return progressOf(db, survey, body);
}

const scoreOf = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= ENPS_MIN && value <= ENPS_MAX
    ? value
    : null;

export async function enpsProgress(
  db: Db,
  structureId: string,
  slug: string,
  body: TSurveyProgressBody,
): Promise<TEnpsSurveyProgress> {
  const survey = await surveyOf(db, structureId, 'enps', slug);
  const [progress, threshold, all] = await Promise.all([
    progressOf(db, survey, body),
    companyThreshold(db, structureId),
    repo.answersIn(db, wholeSurvey(survey)),
  ]);
  const hidden = hiddenCells(all, survey.timeZone, threshold);
  const enpsQuestion = survey.content.questions.find((q) => q.type === 'rate_enps');
  const firstWeek = weekStart(body.from);
  const lastWeek = weekStart(body.to);
  const byWeek = new Map<string, { answers: number; scores: number[]; showable: boolean }>();
  for (const day of daysBetween(firstWeek, lastWeek)) {
    if (weekStart(day) === day) byWeek.set(day, { answers: 0, scores: [], showable: true });
  }
  const locationIds = body.locationId
    ? (await scopeOf(db, survey, { locationId: body.locationId })).locationIds
    : null;
  for (const answer of all) {
    if (locationIds && !locationIds.includes(answer.locationId ?? '')) continue;
    const week = byWeek.get(weekStart(localDay(answer.finishedAt, survey.timeZone)));
    if (!week) continue;
    week.answers += 1;
    if (hidden.has(cellOf(answer, survey.timeZone))) week.showable = false;
    const score = enpsQuestion ? scoreOf(answer.answers[enpsQuestion.id]) : null;
    if (score !== null) week.scores.push(score);
  }
  return {
    ...progress,
    threshold,
    weeks: [...byWeek].map(([start, w]) => ({
      weekStart: start,
      answers: w.answers,
      score: w.showable && w.scores.length >= threshold ? enpsFromScores(w.scores).score : null,
    })),
  };
}
