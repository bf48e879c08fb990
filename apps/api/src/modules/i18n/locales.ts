import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TLanguage } from '@guestloop/contracts';

/** A namespace's strings: nested objects whose leaves are strings. */
export type Messages = { [key: string]: string | Messages };
export type Pack = Record<string, Messages>;

/**
 * The shipped packs: `locales/<lang>/<namespace>.json`. Beside this file in the sources
 * (tsx, vitest), and in `dist/locales` beside the bundle (build.mjs copies them); the first
 * folder holding an English pack wins.
 */
export function localesDir(): string {
  const candidates = ['./locales', '../src/modules/i18n/locales'].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  );
  const found = candidates.find((p) => fs.existsSync(path.join(p, 'en')));
  if (!found) throw new Error(`UI string packs not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** The namespaces English ships; every other language must ship the same files. */
export function namespaces(dir = localesDir()): string[] {
  return fs
    .readdirSync(path.join(dir, 'en'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

/** Namespaces only the server reads (mail, ready-made metric texts, exported files' words): checked like every pack, never sent to the web app. */
export const SERVER_NAMESPACES: ReadonlySet<string> = new Set([
  'assistant-answers',
  'mail',
  'metrics-defaults',
  'stats',
  'surveys-defaults',
  'survey-results',
  'quiz-result',
  'telegram',
]);

/** The namespaces the web app downloads (`GET /translation/{lang}`). */
export function webNamespaces(dir = localesDir()): string[] {
  return namespaces(dir).filter((ns) => !SERVER_NAMESPACES.has(ns));
}

export function readNamespace(dir: string, language: string, namespace: string): Messages | null {
  const file = path.join(dir, language, `${namespace}.json`);
  if (!fs.existsSync(file)) return null;
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${file} must hold a JSON object`);
  }
  return parsed as Messages;
}

const shipped = new Map<TLanguage, Pack>();

/** Every web namespace of one language as shipped (read once per process; the files do not change). */
export function shippedPack(language: TLanguage): Pack {
  let pack = shipped.get(language);
  if (!pack) {
    const dir = localesDir();
    pack = {};
    for (const ns of webNamespaces(dir)) pack[ns] = readNamespace(dir, language, ns) ?? {};
    shipped.set(language, pack);
  }
  return pack;
}

/** The string at `namespace:dotted.path` of a pack, or undefined when that is not a string. */
export function lookup(pack: Pack, key: string): string | undefined {
  const [namespace, dotted] = splitKey(key);
  let node: string | Messages | undefined = pack[namespace];
  for (const part of dotted.split('.')) {
    if (!isOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A deep copy of the pack with each `namespace:dotted.path` override set where a string lives. */
export function applyOverrides(pack: Pack, overrides: { key: string; value: string }[]): Pack {
  const merged = structuredClone(pack);
  for (const { key, value } of overrides) {
    const [namespace, dotted] = splitKey(key);
    const parts = dotted.split('.');
    const leaf = parts.pop();
    let node: string | Messages | undefined = merged[namespace];
    for (const part of parts) node = isOwn(node, part) ? node[part] : undefined;
    if (leaf && isOwn(node, leaf) && typeof node[leaf] === 'string') node[leaf] = value;
  }
  return merged;
}

function isOwn(node: string | Messages | undefined, part: string): node is Messages {
  return typeof node === 'object' && node !== null && Object.hasOwn(node, part);
}

function splitKey(key: string): [string, string] {
  const colon = key.indexOf(':');
  return [key.slice(0, colon), key.slice(colon + 1)];
}
