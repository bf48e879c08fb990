/** Latin spelling of Cyrillic letters (Ukrainian, Russian, Kazakh); slugs and PDF text share it. */
const CYRILLIC =
  'а:a б:b в:v г:g ґ:g д:d е:e є:ye ё:yo ж:zh з:z и:i і:i ї:yi й:y к:k л:l м:m н:n о:o п:p р:r с:s ' +
  'т:t у:u ф:f х:kh ц:ts ч:ch ш:sh щ:shch ъ: ы:y ь: э:e ю:yu я:ya ә:a ғ:g қ:q ң:n ө:o ұ:u ү:u һ:h';
const CYRILLIC_MAP = new Map(CYRILLIC.split(' ').map((pair) => pair.split(':') as [string, string]));

/** Latin letters that Unicode decomposition cannot split into a base letter. */
const UNSPLITTABLE_LATIN = new Map(
  Object.entries({ ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd', ı: 'i', ə: 'e' }),
);

/**
 * The Latin spelling of one lower-case letter that has no accent-free base form, or undefined.
 * Upper-case callers lower the letter first and capitalise the answer.
 */
export function latinOf(lowerChar: string): string | undefined {
  return CYRILLIC_MAP.get(lowerChar) ?? UNSPLITTABLE_LATIN.get(lowerChar);
}

/** The letter without its accents (č → c), via Unicode decomposition. */
export function withoutAccents(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}
