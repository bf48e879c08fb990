import { INTL_LOCALES, PRODUCT_NAME, type TLanguage } from '@guestloop/contracts';
import PDFDocument from 'pdfkit';
import { PRINT_TEXTS, type PrintTexts } from './print-texts';

/** What the printable account page shows. */
export interface AccountPrintData {
  name: string;
  email: string;
  emailVerified: boolean;
  company: string | null;
  role: string | null;
  permissions: readonly string[];
  locations: readonly string[];
  language: TLanguage;
  status: 'pending' | 'active' | 'disabled';
  createdAt: Date;
}

/** The language the page is printed in: the user's, when its labels exist and the fonts can draw it. */
export function printLanguage(language: TLanguage): TLanguage {
  return PRINT_TEXTS[language] ? language : 'en';
}

// ---- Text the standard PDF fonts can draw (Windows-1252) ----

const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const CYRILLIC =
  'а:a б:b в:v г:g ґ:g д:d е:e є:ye ё:yo ж:zh з:z и:i і:i ї:yi й:y к:k л:l м:m н:n о:o п:p р:r с:s ' +
  'т:t у:u ф:f х:kh ц:ts ч:ch ш:sh щ:shch ъ: ы:y ь: э:e ю:yu я:ya ә:a ғ:g қ:q ң:n ө:o ұ:u ү:u һ:h';
const TRANSLIT = new Map(CYRILLIC.split(' ').map((pair) => pair.split(':') as [string, string]));
const OTHER_LATIN = new Map(Object.entries({ ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i', ə: 'e', Ə: 'E' }));

const drawable = (c: string) => {
  const code = c.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c);
};

/**
 * Text the standard fonts can draw: accents they lack are dropped (č → c), Cyrillic is
 * transliterated, other scripts become '?'. Without embedded Unicode fonts this is the honest best.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const c of text) {
    if (drawable(c)) out += c;
    else if (c === '\n' || c === '\t') out += ' ';
    else if (OTHER_LATIN.has(c)) out += OTHER_LATIN.get(c);
    else {
      const base = c.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      if (base && [...base].every(drawable)) out += base;
      else {
        const lower = c.toLowerCase();
        const latin = TRANSLIT.get(lower);
        if (latin === undefined) out += '?';
        else out += lower === c ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
      }
    }
  }
  return out;
}

function languageName(language: TLanguage, inLanguage: TLanguage): string {
  try {
    const names = new Intl.DisplayNames([INTL_LOCALES[inLanguage]], { type: 'language' });
    return names.of(INTL_LOCALES[language]) ?? language;
  } catch {
    return language;
  }
}

function rows(data: AccountPrintData, t: PrintTexts, language: TLanguage, date: Intl.DateTimeFormat) {
  const list = (items: readonly string[]) => (items.length ? items.join(', ') : t.none);
  return [
    [t.name, data.name],
    [t.email, data.email],
    [t.emailVerified, data.emailVerified ? t.yes : t.no],
    [t.company, data.company ?? t.none],
    [t.role, data.role ?? t.none],
    [t.permissions, list(data.permissions)],
    [t.locations, list(data.locations)],
    [t.language, languageName(data.language, language)],
    [t.status, t.statuses[data.status]],
    [t.createdAt, date.format(data.createdAt)],
  ] as const;
}

/**
 * The signed-in user's own data as an A4 PDF, labelled in `language` (see printLanguage).
 * `compress: false` leaves the page text readable in the file (tests).
 */
export function renderAccountPdf(
  data: AccountPrintData,
  language: TLanguage,
  options: { now?: Date; compress?: boolean } = {},
): Promise<Buffer> {
  const t = PRINT_TEXTS[language] ?? PRINT_TEXTS.en;
  const date = new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: options.compress ?? true,
    lang: INTL_LOCALES[language],
    info: { Title: toWinAnsi(`${PRODUCT_NAME}: ${t.title}`), Author: PRODUCT_NAME, Creator: PRODUCT_NAME },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.fillColor('#3b5bdb').font('Helvetica-Bold').fontSize(12).text(PRODUCT_NAME, left, 56);
  doc.moveDown(0.8).fillColor('#1f2933').fontSize(20).text(toWinAnsi(t.title));
  doc
    .moveDown(0.3)
    .fillColor('#52606d')
    .font('Helvetica')
    .fontSize(10)
    .text(toWinAnsi(t.intro.replace('{date}', date.format(options.now ?? new Date()))));
  doc.moveDown(1.5);

  const labelWidth = 150;
  for (const [label, value] of rows(data, t, language, date)) {
    const top = doc.y;
    doc
      .fillColor('#52606d')
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(toWinAnsi(label), left, top, {
        width: labelWidth - 12,
      });
    const afterLabel = doc.y;
    doc
      .fillColor('#1f2933')
      .font('Helvetica')
      .text(toWinAnsi(value), left + labelWidth, top, { width: width - labelWidth });
    doc.y = Math.max(afterLabel, doc.y) + 8;
    doc.x = left;
  }
  doc.end();
  return done;
}
