import { randomBytes } from 'node:crypto';
import type { TLanguage, TMetricContent, TMetricType } from '@guestloop/contracts';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { findStructure, lockLocation } from '../structure';
import { defaultContent, defaultTitle } from './metrics.defaults';
import * as repo from './metrics.repo';

const SLUG_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new public slug: the type and eight random letters and digits (`stars-k3f9x2ab`). */
export function newMetricSlug(type: TMetricType): string {
  const random = [...randomBytes(8)].map((b) => SLUG_ALPHABET[b % SLUG_ALPHABET.length]).join('');
  return `${type}-${random}`;
}

/** Inserts a metric under a fresh slug; a slug another metric took at the same moment is drawn again. */
export async function insertWithNewSlug(
  db: DbOrTx,
  structureId: string,
  values: {
    locationId: string;
    type: TMetricType;
    language: TLanguage;
    title: string;
    content: TMetricContent;
  },
): Promise<repo.MetricRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      // A savepoint: a taken slug must not abort the caller's transaction.
      return await db.transaction((tx) =>
        repo.insertMetric(tx, structureId, { ...values, slug: newMetricSlug(values.type) }),
      );
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error, repo.METRIC_SLUG_CONSTRAINT)) throw error;
    }
  }
}

/** A new metric of the type at the location, with the ready-made texts of the language. */
export async function createDefaultMetric(
  db: DbOrTx,
  structureId: string,
  locationId: string,
  type: TMetricType,
  language: TLanguage,
): Promise<repo.MetricRow> {
  const company = await findStructure(db, structureId);
  return insertWithNewSlug(db, structureId, {
    locationId,
    type,
    language,
    title: defaultTitle(type, language),
    content: defaultContent(type, language, company?.name ?? ''),
  });
}

/**
 * The location's ready-made metric of the type in the language: its oldest active one, or a new
 * one with the language pack's texts. With `anyLanguage`, an active one in another language is
 * taken too (a new one is still made in `language`). Null when the location is not the
 * company's. The location stays locked while looking and creating, so two callers at once get
 * the same metric.
 */
export async function readyMadeMetric(
  db: DbOrTx,
  structureId: string,
  locationId: string,
  type: TMetricType,
  language: TLanguage,
  options: { anyLanguage?: boolean } = {},
): Promise<repo.MetricRow | null> {
  return db.transaction(async (tx) => {
    if (!(await lockLocation(tx, structureId, locationId, 'update'))) return null;
    const wanted = options.anyLanguage ? null : language;
    const found = await repo.findReadyMade(tx, structureId, locationId, type, wanted);
    return found ?? createDefaultMetric(tx, structureId, locationId, type, language);
  });
}

/**
 * The metric a served order's page asks the guest to rate (the visit and each dish): the
 * location's ready-made stars metric in the guest's language.
 */
export function defaultMetricFor(
  db: DbOrTx,
  structureId: string,
  locationId: string,
  language: TLanguage,
): Promise<repo.MetricRow | null> {
  return readyMadeMetric(db, structureId, locationId, 'stars', language);
}
