import { anonymityThreshold, type TSurveyKind, type TSurveyResultsQuery } from '@guestloop/contracts';
import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { findSurveyOfCompany, type SurveyForGuest } from '../../surveys';
import { addDays, weekStart } from './clock';
import * as repo from './results.repo';

/** The survey a staff call names, and which of its answers the call's filters select. */

export type ResultsSurvey = SurveyForGuest;

export function surveyOf(db: DbOrTx, structureId: string, kind: TSurveyKind, slug: string) {
  return findSurveyOfCompany(db, structureId, kind, slug);
}

/** The location and every location below it; another company's or an unknown id is 404. */
async function withSubLocations(db: DbOrTx, structureId: string, locationId: string): Promise<string[]> {
  const all = await repo.companyLocations(db, structureId);
  if (!all.some((l) => l.id === locationId)) throw notFound('Location');
  const picked = new Set([locationId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const l of all) {
      if (l.parentId && picked.has(l.parentId) && !picked.has(l.id)) {
        picked.add(l.id);
        grew = true;
      }
    }
  }
  return [...picked];
}

/**
 * The answers the filters select. On e-NPS a period is widened to whole weeks (Monday to Sunday),
 * so a narrowed view is always made of whole anonymity cells (enps-privacy.ts).
 */
export async function scopeOf(
  db: DbOrTx,
  survey: ResultsSurvey,
  query: TSurveyResultsQuery,
): Promise<repo.AnswerScope> {
  const enps = survey.kind === 'enps';
  return {
    structureId: survey.structureId,
    surveyId: survey.id,
    timeZone: survey.timeZone,
    from: query.from && enps ? weekStart(query.from) : query.from,
    to: query.to && enps ? addDays(weekStart(query.to), 6) : query.to,
    locationIds: query.locationId ? await withSubLocations(db, survey.structureId, query.locationId) : null,
  };
}

export const isNarrowed = (query: TSurveyResultsQuery) => Boolean(query.from || query.to || query.locationId);

export const wholeSurvey = (survey: ResultsSurvey): repo.AnswerScope => ({
  structureId: survey.structureId,
  surveyId: survey.id,
  timeZone: survey.timeZone,
  locationIds: null,
});

/**
 * The company's e-NPS anonymity threshold: its setting when it has one (never below the minimum),
 * else the default (decisions.md "e-NPS anonymity").
 */
export async function companyThreshold(db: DbOrTx, structureId: string): Promise<number> {
  const settings = await repo.companySettings(db, structureId);
  const value = settings.enpsAnonymityThreshold;
  return anonymityThreshold(typeof value === 'number' ? value : null);
}
