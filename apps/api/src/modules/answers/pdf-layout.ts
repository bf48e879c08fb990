import { toWinAnsi } from '../../lib/pdf-text';
import { type PdfFonts, type TextRun, textRuns } from './pdf-fonts';

/**
 * Paragraphs laid out by hand on a PDFKit page, so that any UI language prints: each piece of a
 * line is drawn in a font that has its characters (Chinese in its own font), Chinese breaks between
 * characters, and right-to-left text (Arabic) is put in visual order: right-to-left words from the
 * right, numbers and Latin words among them kept left-to-right. PDFKit's own text flow does none
 * of this (it would overlap runs of two fonts and lose the spaces of Arabic lines).
 */

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
  align?: 'start' | 'center';
  /** Space after the paragraph, in lines of its size. */
  gap?: number;
}

interface Piece {
  text: string;
  font: string;
  width: number;
  rtl: boolean;
  /** The next piece goes on the same word: no space between them. */
  joinNext: boolean;
}

const RTL_LETTER = /[\u05d0-\u05ea\u0620-\u064a\u0671-\u06d3\u06fa-\u06ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const LTR_LETTER = /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u10a0-\u10ff\u3040-\u9fff\uac00-\ud7af]/;

/** The paragraph's direction: that of its first letter with one (Unicode's rule, simplified). */
export function isRightToLeft(text: string): boolean {
  for (const char of text) {
    if (RTL_LETTER.test(char)) return true;
    if (LTR_LETTER.test(char)) return false;
  }
  return false;
}

/**
 * The pieces of a line in the order they are drawn from the left: runs of right-to-left pieces
 * reversed, and in a right-to-left paragraph the runs themselves too.
 */
export function visualOrder<T extends { rtl: boolean }>(pieces: readonly T[], rtlParagraph: boolean): T[] {
  const runs: T[][] = [];
  for (const piece of pieces) {
    const last = runs.at(-1);
    if (last && last[0]!.rtl === piece.rtl) last.push(piece);
    else runs.push([piece]);
  }
  const ordered = runs.map((run) => (run[0]!.rtl ? [...run].reverse() : run));
  return (rtlParagraph ? ordered.reverse() : ordered).flat();
}

export class PdfLayout {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: PdfFonts,
    /** Paragraphs start at the right (Arabic) or at the left. */
    private readonly rightAligned: boolean,
  ) {
    if (fonts.unicode) {
      doc.registerFont('body', fonts.regular);
      doc.registerFont('body-bold', fonts.bold);
      if (fonts.han) doc.registerFont('han', fonts.han);
    }
  }

  private fontOf(han: boolean, bold: boolean): string {
    if (!this.fonts.unicode) return bold ? this.fonts.bold : this.fonts.regular;
    if (han && this.fonts.han) return 'han';
    return bold ? 'body-bold' : 'body';
  }

  private measure(text: string, font: string, size: number): number {
    return this.doc.font(font).fontSize(size).widthOfString(text);
  }

  /** The words cut into pieces of one font; Chinese one character a piece, so lines break between them. */
  private pieces(text: string, size: number, bold: boolean, maxWidth: number, rtl: boolean): Piece[] {
    const pieces: Piece[] = [];
    const drawable = this.fonts.unicode ? text : toWinAnsi(text);
    for (const word of drawable.split(/\s+/).filter(Boolean)) {
      const parts = textRuns(word).flatMap((run) =>
        run.han ? [...run.text].map((char) => ({ text: char, han: true })) : splitNumbers(run),
      );
      const inWord = parts.flatMap((part) => {
        const font = this.fontOf(part.han, bold);
        const width = this.measure(part.text, font, size);
        // A piece wider than the line (a long address) is cut into characters.
        const chunks = width > maxWidth ? [...part.text] : [part.text];
        return chunks.map((chunk) => ({
          text: chunk,
          font,
          width: chunks.length === 1 ? width : this.measure(chunk, font, size),
          // Punctuation alone goes the paragraph's way.
          rtl: RTL_LETTER.test(chunk) || (rtl && !/[\p{L}\p{N}]/u.test(chunk)),
          joinNext: true,
        }));
      });
      const last = inWord.at(-1);
      if (last) last.joinNext = false;
      pieces.push(...inWord);
    }
    return pieces;
  }

  /** One paragraph at the cursor across the text width; the cursor moves below it. */
  text(text: string, { size, bold = false, color = '#1f2933', align = 'start', gap = 0.4 }: TextStyle) {
    const doc = this.doc;
    const left = doc.page.margins.left;
    const maxWidth = doc.page.width - left - doc.page.margins.right;
    const space = this.measure(' ', this.fontOf(false, bold), size);
    const spaced = (a: Piece) => !a.joinNext;
    const rtl = isRightToLeft(text);
    const lines: Piece[][] = [];
    let width = 0;
    for (const piece of this.pieces(text, size, bold, maxWidth, rtl)) {
      const line = lines.at(-1);
      const extra = line ? (spaced(line.at(-1)!) ? space : 0) + piece.width : piece.width;
      if (line && width + extra <= maxWidth) {
        line.push(piece);
        width += extra;
      } else {
        lines.push([piece]);
        width = piece.width;
      }
    }
    const lineHeight = size * 1.3;
    doc.fillColor(color);
    for (const line of lines) {
      if (doc.y + lineHeight > doc.page.height - doc.page.margins.bottom) {
        doc.addPage();
        doc.y = doc.page.margins.top;
      }
      /** Whether a space comes before each piece, in the line's logical order. */
      const before = line.map((_piece, i) => i > 0 && spaced(line[i - 1]!));
      const lineWidth = line.reduce((sum, piece, i) => sum + piece.width + (before[i] ? space : 0), 0);
      let x =
        align === 'center'
          ? left + (maxWidth - lineWidth) / 2
          : this.rightAligned
            ? left + maxWidth - lineWidth
            : left;
      const visual = visualOrder(
        line.map((piece, index) => ({ ...piece, index })),
        rtl,
      );
      const y = doc.y;
      visual.forEach((piece, i) => {
        const previous = visual[i - 1];
        if (previous) {
          // The spaces crossed between the two in logical order (neighbours, or the ends of a reversed run).
          const [lo, hi] = [Math.min(previous.index, piece.index), Math.max(previous.index, piece.index)];
          if (before.slice(lo + 1, hi + 1).some(Boolean)) x += space;
        }
        doc.font(piece.font).fontSize(size).text(piece.text, x, y, { lineBreak: false });
        x += piece.width;
      });
      doc.y = y + lineHeight;
    }
    doc.y += gap * size;
  }
}

/**
 * Numbers cut from Arabic text beside them (`60٪`): the font's shaping would otherwise turn the
 * whole piece right to left, digits too.
 */
function splitNumbers(run: TextRun): TextRun[] {
  if (!/[\u0600-\u06ff]/.test(run.text)) return [run];
  return run.text
    .split(/(\d+(?:[.,]\d+)*)/)
    .filter(Boolean)
    .map((text) => ({ text, han: false }));
}
