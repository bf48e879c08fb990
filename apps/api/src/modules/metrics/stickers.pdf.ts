import { PRODUCT_NAME } from '@guestloop/contracts';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { toWinAnsi } from '../../lib/pdf-text';

/**
 * The printable stickers as PDF: A4 pages of four (two by two, cut along the borders). The
 * standard PDF fonts draw only Windows-1252 text: Latin is kept, Cyrillic transliterated, and a
 * call to action in another script is printed in English instead of as question marks. The SVG
 * (stickers.svg.ts) prints every script and is the one to use for such languages.
 */

export interface PdfSticker {
  url: string;
  callToAction: string;
  /** The English call to action, for scripts the PDF fonts cannot draw. */
  callToActionFallback: string;
  scanHint: string;
  scanHintFallback: string;
  label: string;
  companyName: string;
  accentColor: string;
  /** PNG bytes of the logo, or null. */
  logoPng: Buffer | null;
}

const questionMarks = (text: string) => [...text].filter((c) => c === '?').length;

/** The text as the PDF fonts can draw it, or the fallback when it would turn into question marks. */
export function pdfText(text: string, fallback: string): string {
  const drawn = toWinAnsi(text);
  return questionMarks(drawn) > questionMarks(text) ? toWinAnsi(fallback) : drawn;
}

const MM = 72 / 25.4;

export function renderStickersPdf(
  title: string,
  stickers: PdfSticker[],
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    compress: options.compress ?? true,
    info: { Title: toWinAnsi(`${PRODUCT_NAME}: ${title}`), Author: PRODUCT_NAME, Creator: PRODUCT_NAME },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = 90 * MM;
  const height = 126 * MM;
  const gapX = (doc.page.width - 2 * width) / 3;
  const gapY = (doc.page.height - 2 * height) / 3;
  stickers.forEach((sticker, index) => {
    const slot = index % 4;
    if (index > 0 && slot === 0) doc.addPage();
    const x = gapX + (slot % 2) * (width + gapX);
    const y = gapY + Math.floor(slot / 2) * (height + gapY);
    drawSticker(doc, sticker, x, y, width, height);
  });
  doc.end();
  return done;
}

function drawSticker(doc: PDFKit.PDFDocument, s: PdfSticker, x: number, y: number, w: number, h: number) {
  const unit = w / 360;
  doc
    .lineWidth(6 * unit)
    .roundedRect(x, y, w, h, 24 * unit)
    .stroke(s.accentColor);
  const center = (text: string, top: number, size: number, bold: boolean, colour: string, lines = 1) =>
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size * unit)
      .fillColor(colour)
      .text(text, x + 16 * unit, y + top * unit, {
        width: w - 32 * unit,
        height: lines * size * 1.25 * unit,
        ellipsis: true,
        align: 'center',
        lineGap: 0,
      });
  if (s.logoPng) {
    doc.image(s.logoPng, x + 80 * unit, y + 26 * unit, {
      fit: [200 * unit, 64 * unit],
      align: 'center',
      valign: 'center',
    });
  } else {
    center(toWinAnsi(s.companyName), 46, 24, true, '#1f2933');
  }
  center(pdfText(s.callToAction, s.callToActionFallback), 104, 28, true, s.accentColor, 3);
  const { modules } = QRCode.create(s.url, { errorCorrectionLevel: 'M' });
  const size = 200 * unit;
  const cell = size / modules.size;
  const qrX = x + 80 * unit;
  const qrY = y + 216 * unit;
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(qrX + col * cell, qrY + row * cell, cell, cell);
    }
  }
  doc.fillColor('#000000').fill();
  center(pdfText(s.scanHint, s.scanHintFallback), 432, 14, false, '#52606d');
  center(toWinAnsi(s.label), 460, 17, true, '#1f2933');
}
