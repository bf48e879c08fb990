import type { TLanguage } from '@guestloop/contracts';
import { isRtl } from '@guestloop/contracts';
import QRCode from 'qrcode';

/**
 * The printable sticker as SVG: the company's logo (or name), the call to action in the metric's
 * language, the QR code of the rating page, a scan hint and a label (the location, or the table).
 * Text is left to the viewer's fonts, so every script prints (the PDF cannot: see stickers.pdf.ts).
 */

export interface StickerLogo {
  /** A data URI (embedded) or an absolute URL. */
  href: string;
  width: number;
  height: number;
}

export interface StickerArt {
  url: string;
  callToAction: string;
  scanHint: string;
  label: string;
  companyName: string;
  accentColor: string;
  language: TLanguage;
  logo: StickerLogo | null;
}

/** One sticker is 90 × 126 mm, drawn in a 360 × 504 box. */
export const STICKER_MM = { width: 90, height: 126 } as const;
const BOX = { width: 360, height: 504 } as const;
const FONTS =
  "'Noto Sans','DejaVu Sans','Segoe UI',Roboto,Arial,'Noto Sans Arabic','Noto Sans Georgian'," +
  "'Noto Sans SC','PingFang SC','Microsoft YaHei',sans-serif";

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );
}

/** East Asian ideographs, kana and Hangul take about two Latin letters' width. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const widthOf = (text: string) => [...text].reduce((sum, c) => sum + (WIDE.test(c) ? 2 : 1), 0);

/**
 * Lines of at most `max` units (a Latin letter is one): breaks between words, and inside a word
 * only when it is longer than a line (scripts written without spaces).
 */
export function wrapText(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate) <= max) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const c of word) {
      if (widthOf(line + c) > max && line) {
        lines.push(line);
        line = '';
      }
      line += c;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The call to action in at most three lines, smaller when it needs three. */
function callToActionLines(text: string): { lines: string[]; size: number } {
  const large = wrapText(text, 18);
  if (large.length <= 2) return { lines: large, size: 26 };
  const small = wrapText(text, 22);
  const lines = small.slice(0, 3);
  if (small.length > 3) lines[2] = `${lines[2]}…`;
  return { lines, size: 21 };
}

/** The QR code as one path in a `size`-wide square (error correction M, no quiet zone: the box has one). */
export function qrPath(url: string): { d: string; modules: number } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) d += `M${col} ${row}h1v1h-1z`;
  }
  return { d, modules: modules.size };
}

/** The sticker's drawing inside a 360 × 504 box (no outer <svg>). */
function stickerBody(art: StickerArt): string {
  const rtl = isRtl(art.language) ? ' direction="rtl"' : '';
  const text = (x: number, y: number, size: number, weight: number, fill: string, content: string) =>
    `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle"${rtl}>${escapeXml(content)}</text>`;
  const parts: string[] = [
    `<rect x="6" y="6" width="348" height="492" rx="24" fill="#ffffff" stroke="${art.accentColor}" stroke-width="6"/>`,
  ];
  if (art.logo) {
    parts.push(
      `<image x="80" y="26" width="200" height="64" preserveAspectRatio="xMidYMid meet" href="${escapeXml(art.logo.href)}"/>`,
    );
  } else {
    parts.push(text(180, 70, 24, 700, '#1f2933', wrapText(art.companyName, 24)[0] ?? ''));
  }
  const cta = callToActionLines(art.callToAction);
  const lineHeight = Math.round(cta.size * 1.2);
  cta.lines.forEach((line, i) => {
    parts.push(text(180, 132 + i * lineHeight, cta.size, 700, art.accentColor, line));
  });
  const qr = qrPath(art.url);
  const size = 200;
  parts.push(
    `<rect x="72" y="208" width="216" height="216" rx="8" fill="#ffffff"/>`,
    `<path transform="translate(80 216) scale(${size / qr.modules})" d="${qr.d}" fill="#000000"/>`,
    text(180, 446, 14, 400, '#52606d', art.scanHint),
    text(180, 476, 17, 700, '#1f2933', wrapText(art.label, 30)[0] ?? ''),
  );
  return parts.join('');
}

function documentOf(widthMm: number, heightMm: number, language: TLanguage, inner: string): string {
  const view = `0 0 ${(widthMm / STICKER_MM.width) * BOX.width} ${(heightMm / STICKER_MM.height) * BOX.height}`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${widthMm}mm" height="${heightMm}mm" viewBox="${view}" ` +
    `xml:lang="${language}" font-family="${FONTS}">${inner}</svg>\n`
  );
}

/** One sticker as an SVG document, 90 × 126 mm. */
export function stickerSvg(art: StickerArt): string {
  return documentOf(STICKER_MM.width, STICKER_MM.height, art.language, stickerBody(art));
}

/** A4 pages of four stickers each (two by two), one under the other in one SVG document. */
export function stickerSheetSvg(stickers: StickerArt[], language: TLanguage): string {
  const page = { width: 210, height: 297 };
  const pages = Math.max(1, Math.ceil(stickers.length / 4));
  const scale = BOX.width / STICKER_MM.width;
  const marginX = ((page.width - 2 * STICKER_MM.width) / 3) * scale;
  const marginY = ((page.height - 2 * STICKER_MM.height) / 3) * scale;
  const inner = stickers
    .map((art, index) => {
      const slot = index % 4;
      const x = marginX + (slot % 2) * (BOX.width + marginX);
      const y =
        Math.floor(index / 4) * page.height * scale + marginY + Math.floor(slot / 2) * (BOX.height + marginY);
      return `<svg x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${BOX.width}" height="${BOX.height}">${stickerBody(art)}</svg>`;
    })
    .join('');
  return documentOf(page.width, page.height * pages, language, inner);
}
