import { latinOf, withoutAccents } from './transliterate';

/**
 * A URL-safe slug of a name: Latin letters lose their accents, Cyrillic is transliterated, anything
 * else is dropped; `fallback` when nothing is left. At most 48 characters.
 */
export function slugify(name: string, fallback = 'company'): string {
  const latin = [...name.toLowerCase()].map((c) => latinOf(c) ?? c).join('');
  const slug = withoutAccents(latin)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** The first of `base`, `base-2`, `base-3`… not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
