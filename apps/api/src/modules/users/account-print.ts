import { INTL_LOCALES, PRODUCT_NAME, type TLanguage } from '@guestloop/contracts';
import PDFDocument from 'pdfkit';
import { toWinAnsi } from '../../lib/pdf-text';
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
