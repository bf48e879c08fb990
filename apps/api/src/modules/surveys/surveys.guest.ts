import type { TLanguage, TSurveyContent, TSurveyKind } from '@guestloop/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, structures, surveys } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { normalizeContent } from './surveys.content';

/**
 * A survey with what its public page shows around it (company, location, clock), for the
 * answering side. The content is checked and given its defaults; a quiz's answer keys are still
 * in it (`publicContent` removes them before a guest sees it).
 */
export interface SurveyForGuest {
  id: string;
  structureId: string;
  locationId: string;
  kind: TSurveyKind;
  slug: string;
  title: string;
  language: TLanguage;
  content: TSurveyContent;
  isActive: boolean;
  /** The last day answers are taken, on the company's clock (`timeZone`); null: never expires. */
  expiresOn: string | null;
  logoUrl: string | null;
  headerUrl: string | null;
  companyName: string;
  companyLogoUrl: string | null;
  locationName: string;
  timeZone: string;
}

async function findOne(db: DbOrTx, where: SQL | undefined): Promise<SurveyForGuest | null> {
  const [row] = await db
    .select({
      survey: surveys,
      companyName: structures.name,
      companyLogoUrl: structures.logoUrl,
      timeZone: structures.timeZone,
      locationName: locations.name,
    })
    .from(surveys)
    .innerJoin(structures, eq(structures.id, surveys.structureId))
    .innerJoin(locations, eq(locations.id, surveys.locationId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const { survey } = row;
  const kind = survey.kind as TSurveyKind;
  return {
    id: survey.id,
    structureId: survey.structureId,
    locationId: survey.locationId,
    kind,
    slug: survey.slug,
    title: survey.title,
    language: survey.language as TLanguage,
    content: normalizeContent(kind, survey.content),
    isActive: survey.isActive,
    expiresOn: survey.expiresOn,
    logoUrl: survey.logoUrl,
    headerUrl: survey.headerUrl,
    companyName: row.companyName,
    companyLogoUrl: row.companyLogoUrl,
    locationName: row.locationName,
    timeZone: row.timeZone,
  };
}

/** The survey behind a public slug, whichever company and kind it belongs to (active or not). */
export function findSurveyBySlug(db: DbOrTx, slug: string): Promise<SurveyForGuest | null> {
  return findOne(db, eq(surveys.slug, slug));
}

/** The survey of the kind behind a public slug, whichever company it belongs to (active or not). */
export function findSurveyForGuest(
  db: DbOrTx,
  kind: TSurveyKind,
  slug: string,
): Promise<SurveyForGuest | null> {
  return findOne(db, and(eq(surveys.slug, slug), eq(surveys.kind, kind)));
}

/** The company's survey of the kind; another company's, another kind's or an unknown slug is 404. */
export async function findSurveyOfCompany(
  db: DbOrTx,
  structureId: string,
  kind: TSurveyKind,
  slug: string,
): Promise<SurveyForGuest> {
  const found = await findOne(
    db,
    and(eq(surveys.structureId, structureId), eq(surveys.slug, slug), eq(surveys.kind, kind)),
  );
  if (!found) throw notFound('Survey');
  return found;
}
