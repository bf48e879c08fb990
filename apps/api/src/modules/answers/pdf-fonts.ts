import fs from 'node:fs';

/**
 * The Unicode fonts the quiz PDF embeds, found on the machine: DejaVu Sans draws Latin, Cyrillic,
 * Greek, Georgian and Arabic (every UI language but Chinese); Droid Sans Fallback draws Chinese.
 * The CI script installs both (Debian's fonts-dejavu-core and fonts-droid-fallback). Without
 * them the PDF falls back to the standard fonts, which draw Windows-1252 only.
 */

const REGULAR = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
];
const BOLD = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
];
const HAN = [
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
  '/usr/share/fonts/droid/DroidSansFallbackFull.ttf',
  '/usr/share/fonts/google-droid-sans-fonts/DroidSansFallbackFull.ttf',
];

export interface PdfFonts {
  /** Font files (or standard font names when no Unicode font is there). */
  regular: string;
  bold: string;
  /** For Chinese, Japanese and Korean characters; null: none on this machine. */
  han: string | null;
  /** Whether `regular` draws beyond Windows-1252. */
  unicode: boolean;
}

const firstFile = (paths: readonly string[]) => paths.find((p) => fs.existsSync(p)) ?? null;

let found: PdfFonts | undefined;

/** The fonts to use, looked up once per process (the files do not come and go while it runs). */
export function pdfFonts(): PdfFonts {
  if (!found) {
    const regular = firstFile(REGULAR);
    const bold = firstFile(BOLD) ?? regular;
    found = regular
      ? { regular, bold: bold ?? regular, han: firstFile(HAN), unicode: true }
      : { regular: 'Helvetica', bold: 'Helvetica-Bold', han: null, unicode: false };
  }
  return found;
}

/** Han, kana, Hangul and CJK punctuation: characters DejaVu Sans does not draw. */
const HAN_CHARACTER =
  /[\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u3100-\u31ff\u3200-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]|[\u{20000}-\u{3134f}]/u;

export interface TextRun {
  text: string;
  han: boolean;
}

/** The text cut where it changes between Han characters and the rest, for a font each. */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const han = HAN_CHARACTER.test(char);
    const last = runs.at(-1);
    // Spaces and punctuation between two runs stay with the run before.
    if (last && (last.han === han || /^[\s\p{P}]$/u.test(char))) last.text += char;
    else runs.push({ text: char, han });
  }
  return runs;
}
