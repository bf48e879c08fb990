import {
  FEEDBACK_SERVICES,
  feedbackServiceName,
  type TDeletedRatings,
  type TFeedbackServiceList,
  type TLanguage,
  type TMetric,
  type TMetricBySlugQuery,
  type TMetricContent,
  type TMetricList,
  type TMetricPublic,
  type TMetricType,
  type TUpdateMetricBody,
} from '@guestloop/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { companyPagesChanged, findLocation, notifyCompanyPages } from '../structure';
import { createDefaultMetric, readyMadeMetric } from './metrics.ready-made';
import * as repo from './metrics.repo';
import { tableOf } from './public-snapshot';
import type { MetricSnapshots } from './public-snapshots';

/** Feedback metrics of the caller's company; another company's slugs and ids are 404. */

export function toMetric(row: repo.MetricRow, locationName: string, ratingsCount?: number): TMetric {
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    language: row.language,
    title: row.title,
    locationId: row.locationId,
    locationName,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(ratingsCount === undefined ? {} : { ratingsCount }),
  };
}

export async function requireLocation(db: DbOrTx, structureId: string, locationId: string) {
  const location = await findLocation(db, structureId, locationId);
  if (!location) throw notFound('Location');
  return location;
}

export async function requireMetric(db: DbOrTx, structureId: string, slug: string) {
  const metric = await repo.findMetricOfCompany(db, structureId, slug);
  if (!metric) throw notFound('Metric');
  return metric;
}

/** The staff view of a metric, with its location's name and ratings count. */
export async function metricView(db: DbOrTx, structureId: string, row: repo.MetricRow): Promise<TMetric> {
  const location = await requireLocation(db, structureId, row.locationId);
  return toMetric(row, location.name, await repo.countRatings(db, structureId, row.id));
}

export async function listMetrics(db: Db, structureId: string): Promise<TMetricList> {
  const rows = await repo.listMetrics(db, structureId);
  return { items: rows.map((row) => toMetric(row, row.locationName, row.ratingsCount)) };
}

export function feedbackServices(): TFeedbackServiceList {
  return { items: FEEDBACK_SERVICES.map((s) => ({ id: s.id, name: s.name, urlHint: s.urlHint })) };
}

/** The location's ready-made metric of the type in the language (made the first time it is asked for). */
export async function defaultMetric(
  db: Db,
  structureId: string,
  locationId: string,
  type: TMetricType,
  language: TLanguage,
): Promise<TMetric> {
  const row = await readyMadeMetric(db, structureId, locationId, type, language);
  if (!row) throw notFound('Location');
  return metricView(db, structureId, row);
}

/** A new metric of the type at the location, with the ready-made texts in the caller's language. */
export async function createMetric(
  db: Db,
  structureId: string,
  type: TMetricType,
  locationId: string,
  language: TLanguage,
): Promise<TMetric> {
  const location = await requireLocation(db, structureId, locationId);
  const row = await createDefaultMetric(db, structureId, location.id, type, language);
  return toMetric(row, location.name, 0);
}

/** 404 naming the first sub-location that is not a child of the metric's location. */
async function checkSubLocations(db: DbOrTx, structureId: string, locationId: string, ids: string[]) {
  const found = new Set((await repo.childLocations(db, structureId, locationId, ids)).map((l) => l.id));
  const index = ids.findIndex((id) => !found.has(id));
  if (index >= 0) {
    throw new AppError(404, 'NOT_FOUND', 'Sub-location not found under the metric location', [
      { path: `body.content.subLocationIds.${index}`, code: 'not_found', message: 'not_a_sub_location' },
    ]);
  }
}

/**
 * Saves a change of the metric in a transaction that tells every process, so each drops its cached
 * rating page (public-snapshots.ts). Null when the company has no such metric.
 */
export async function saveMetric(
  db: Db,
  structureId: string,
  id: string,
  values: repo.MetricValues,
): Promise<repo.MetricRow | null> {
  const updated = await db.transaction(async (tx) => {
    const row = await repo.updateMetric(tx, structureId, id, values);
    if (row) await notifyCompanyPages(tx, structureId);
    return row;
  });
  if (updated) companyPagesChanged(db, structureId);
  return updated;
}

export async function updateMetric(
  db: Db,
  structureId: string,
  slug: string,
  body: TUpdateMetricBody,
): Promise<TMetric> {
  const metric = await requireMetric(db, structureId, slug);
  if (body.content) await checkSubLocations(db, structureId, metric.locationId, body.content.subLocationIds);
  const updated = await saveMetric(db, structureId, metric.id, {
    title: body.title,
    language: body.language,
    isActive: body.isActive,
    content: body.content,
  });
  if (!updated) throw notFound('Metric');
  return metricView(db, structureId, updated);
}

/**
 * Moves the metric to another location of the company. Sub-locations that are not children of
 * the new location are dropped from it (they belonged to the old one).
 */
export async function setLocation(
  db: Db,
  structureId: string,
  slug: string,
  locationId: string,
): Promise<TMetric> {
  const metric = await requireMetric(db, structureId, slug);
  const location = await requireLocation(db, structureId, locationId);
  const kept = await repo.childLocations(db, structureId, location.id, metric.content.subLocationIds);
  const keptIds = new Set(kept.map((l) => l.id));
  const content: TMetricContent = {
    ...metric.content,
    subLocationIds: metric.content.subLocationIds.filter((id) => keptIds.has(id)),
  };
  const updated = await saveMetric(db, structureId, metric.id, { locationId: location.id, content });
  if (!updated) throw notFound('Metric');
  return metricView(db, structureId, updated);
}

export async function setImageUrl(
  db: Db,
  structureId: string,
  metricId: string,
  imageUrl: string | null,
): Promise<TMetric> {
  const updated = await saveMetric(db, structureId, metricId, { imageUrl });
  if (!updated) throw notFound('Metric');
  return metricView(db, structureId, updated);
}

export async function deleteMetric(db: Db, structureId: string, slug: string): Promise<{ ok: true }> {
  const metric = await requireMetric(db, structureId, slug);
  const deleted = await db.transaction(async (tx) => {
    const gone = await repo.deleteMetric(tx, structureId, metric.id);
    if (gone) await notifyCompanyPages(tx, structureId);
    return gone;
  });
  if (!deleted) throw notFound('Metric');
  companyPagesChanged(db, structureId);
  return { ok: true };
}

/** Deletes every rating the metric has received; the metric stays. */
export async function deleteAnswers(db: Db, structureId: string, slug: string): Promise<TDeletedRatings> {
  const metric = await requireMetric(db, structureId, slug);
  return { ok: true, deletedRatings: await repo.deleteRatingsOf(db, structureId, metric.id) };
}

/**
 * The guest's rating page, from the process's snapshot of the metric. An inactive metric is 404
 * like an unknown one. Opened from a table's sticker (group and table slugs), the table is looked
 * up in the metric's location; a table that no longer exists leaves `table` null, so an old
 * sticker still lets the guest rate.
 */
export async function publicMetric(
  snapshots: MetricSnapshots,
  slug: string,
  query: TMetricBySlugQuery,
): Promise<TMetricPublic> {
  const snapshot = await snapshots.current(slug);
  const metric = snapshot?.metric;
  if (!snapshot?.company || !snapshot.location || !metric?.isActive) throw notFound('Metric');
  const subLocations = [...new Set(metric.content.subLocationIds)].flatMap((id) => {
    const sub = snapshot.subLocations.get(id);
    return sub ? [{ id: sub.id, name: sub.name }] : [];
  });
  const table =
    query.group && query.table ? tableOf(snapshot, { group: query.group, table: query.table }) : null;
  const { subLocationIds: _ids, reviewLinks, sticker: _sticker, ...content } = metric.content;
  return {
    id: metric.id,
    slug: metric.slug,
    type: metric.type,
    language: metric.language,
    title: metric.title,
    imageUrl: metric.imageUrl,
    content,
    company: { name: snapshot.company.name, logoUrl: snapshot.company.logoUrl },
    location: { id: snapshot.location.id, name: snapshot.location.name },
    reviewLinks: reviewLinks.map((link) => ({ ...link, name: feedbackServiceName(link.service) })),
    subLocations,
    table: table ? { id: table.id, label: table.label } : null,
  };
}
