/** Transliteration of Cyrillic (Ukrainian, Russian, Kazakh) and a few Latin letters NFKD cannot split. */
const LETTERS =
  'а:a б:b в:v г:g ґ:g д:d е:e є:ye ё:yo ж:zh з:z и:i і:i ї:yi й:y к:k л:l м:m н:n о:o п:p р:r с:s т:t ' +
  'у:u ф:f х:kh ц:ts ч:ch ш:sh щ:shch ъ: ы:y ь: э:e ю:yu я:ya ә:a ғ:g қ:q ң:n ө:o ұ:u ү:u һ:h ' +
  'ß:ss æ:ae ø:o œ:oe ł:l đ:d ı:i ə:e';
const TRANSLIT = new Map(LETTERS.split(' ').map((pair) => pair.split(':') as [string, string]));

/**
 * A URL-safe slug of a name: Latin letters lose their accents, Cyrillic is transliterated, anything
 * else is dropped; `fallback` when nothing is left. At most 48 characters.
 */
export function slugify(name: string, fallback = 'company'): string {
  const latin = [...name.toLowerCase()].map((c) => TRANSLIT.get(c) ?? c).join('');
  const slug = latin
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
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
