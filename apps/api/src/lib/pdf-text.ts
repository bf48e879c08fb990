import { latinOf, withoutAccents } from './transliterate';

const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const drawable = (c: string) => {
  const code = c.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c);
};

/**
 * Text the standard PDF fonts can draw (Windows-1252): accents they lack are dropped (č → c),
 * Cyrillic is transliterated, other scripts become '?'. Without embedded Unicode fonts this is
 * the honest best.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const c of text) {
    if (drawable(c)) out += c;
    else if (c === '\n' || c === '\t') out += ' ';
    else {
      const base = withoutAccents(c);
      if (base && [...base].every(drawable)) {
        out += base;
        continue;
      }
      const lower = c.toLowerCase();
      const latin = latinOf(lower);
      if (latin === undefined) out += '?';
      else out += lower === c ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
    }
  }
  return out;
}
