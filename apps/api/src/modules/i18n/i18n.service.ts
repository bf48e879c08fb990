import { createHash } from 'node:crypto';
import {
  isLanguage,
  type TAddTransBody,
  type TLanguage,
  type TTranslationOverride,
  type TTranslationOverrides,
  type TUpdateTransBody,
} from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import * as repo from './i18n.repo';
import { applyOverrides, lookup, shippedPack } from './locales';

/** Above this many distinct missing keys per language, only keys already known are counted. */
export const MISSING_KEYS_CAP = 5000;

interface CachedPack {
  version: string;
  etag: string;
  body: string;
}

/**
 * Merged packs cached in memory per database and language, tagged with the overrides'
 * fingerprint. Each request reads the fingerprint (one indexed aggregate), so a change made
 * through any process is served at once; the merge and serialisation run only when it moved.
 */
const caches = new WeakMap<Db, Map<TLanguage, CachedPack>>();

function cacheOf(db: Db): Map<TLanguage, CachedPack> {
  const found = caches.get(db);
  if (found) return found;
  const cache = new Map<TLanguage, CachedPack>();
  caches.set(db, cache);
  return cache;
}

export function parseLanguageParam(lang: string): TLanguage {
  if (!isLanguage(lang)) throw notFound('Language');
  return lang;
}

export async function translationPack(db: Db, language: TLanguage): Promise<CachedPack> {
  const version = await repo.overridesVersion(db, language);
  const cache = cacheOf(db);
  const cached = cache.get(language);
  if (cached?.version === version) return cached;
  const overrides = await repo.listOverrides(db, language);
  const body = JSON.stringify(applyOverrides(shippedPack(language), overrides));
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const fresh = { version, etag: `"${language}-${hash}"`, body };
  cache.set(language, fresh);
  return fresh;
}

/** True when an If-None-Match header names the current entity tag (weak comparison). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export async function recordMissingKeys(db: Db, body: TAddTransBody): Promise<void> {
  const keys = [...new Set(body.keys.map((k) => k.trim()).filter(Boolean))].sort();
  if (keys.length === 0) return;
  const full = (await repo.countMissing(db, body.language)) >= MISSING_KEYS_CAP;
  await repo.recordMissing(db, body.language, keys, full);
}

export async function updateTranslation(
  db: Db,
  userId: string,
  body: TUpdateTransBody,
): Promise<TTranslationOverride> {
  if (lookup(shippedPack('en'), body.key) === undefined) throw notFound('Translation key');
  const saved = await repo.upsertOverride(db, { ...body, updatedBy: userId });
  cacheOf(db).delete(body.language);
  return toOverride(saved);
}

export async function translationOverrides(db: Db, language: TLanguage): Promise<TTranslationOverrides> {
  return { items: (await repo.listOverrides(db, language)).map(toOverride) };
}

function toOverride(row: { language: string; key: string; value: string; updatedAt: Date }) {
  return {
    language: parseLanguageParam(row.language),
    key: row.key,
    value: row.value,
    updatedAt: row.updatedAt.toISOString(),
  };
}
