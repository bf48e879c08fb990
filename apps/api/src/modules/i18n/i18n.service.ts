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
import { type EncodedBody, encodeBody } from '../../plugins/compression';
import * as repo from './i18n.repo';
import { applyOverrides, lookup, type Pack, shippedPack, webNamespaces } from './locales';

/** Above this many distinct missing keys per language, only keys already known are counted. */
const MISSING_KEYS_CAP = 5000;

interface CachedPack {
  language: TLanguage;
  version: string;
  etag: string;
  /** The JSON, and its brotli and gzip forms (compressed once per version). */
  body: EncodedBody;
}

/** Languages × namespace selections kept at most (the oldest goes first). */
const CACHE_LIMIT = 200;

/**
 * Merged packs cached in memory per database, language and namespace selection, tagged with the
 * overrides' fingerprint. Each request reads the fingerprint (one indexed aggregate), so a change
 * made through any process is served at once; merge, serialisation and compression run only
 * when it moved.
 */
const caches = new WeakMap<Db, Map<string, CachedPack>>();

function cacheOf(db: Db): Map<string, CachedPack> {
  const found = caches.get(db);
  if (found) return found;
  const cache = new Map<string, CachedPack>();
  caches.set(db, cache);
  return cache;
}

/** The shipped namespaces named in `?ns=`, sorted and once each; null for the whole pack. */
export function selectNamespaces(ns: string | undefined): string[] | null {
  if (ns === undefined) return null;
  const known = new Set(webNamespaces());
  return [...new Set(ns.split(','))].filter((name) => known.has(name)).sort();
}

function pick(pack: Pack, selection: string[] | null): Pack {
  if (!selection) return pack;
  return Object.fromEntries(selection.map((name) => [name, pack[name] ?? {}]));
}

export function parseLanguageParam(lang: string): TLanguage {
  if (!isLanguage(lang)) throw notFound('Language');
  return lang;
}

export async function translationPack(
  db: Db,
  language: TLanguage,
  selection: string[] | null = null,
): Promise<CachedPack> {
  const version = await repo.overridesVersion(db, language);
  const cache = cacheOf(db);
  const key = `${language}:${selection?.join(',') ?? '*'}`;
  const cached = cache.get(key);
  if (cached?.version === version) return cached;
  const overrides = await repo.listOverrides(db, language);
  const json = JSON.stringify(pick(applyOverrides(shippedPack(language), overrides), selection));
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  const fresh = { language, version, etag: `"${language}-${hash}"`, body: encodeBody(json) };
  cache.delete(key);
  cache.set(key, fresh);
  while (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
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
  const cache = cacheOf(db);
  for (const [key, entry] of cache) if (entry.language === body.language) cache.delete(key);
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
