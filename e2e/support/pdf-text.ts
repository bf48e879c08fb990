// The words a PDF the product made (pdfkit) shows, read without a PDF library: its streams are
// inflated, the glyph codes of every text operator are turned back into characters through each
// embedded font's ToUnicode map (or read as Windows-1252 when it uses the standard fonts). Each
// map reads the whole page, so the runs of other fonts read as noise around the real words.
import { inflateSync } from 'node:zlib';

function streams(pdf: Buffer): string[] {
  const found: string[] = [];
  const raw = pdf.toString('latin1');
  let at = raw.indexOf('stream');
  while (at >= 0) {
    const start = raw[at + 6] === '\r' ? at + 8 : at + 7;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    if (!raw.slice(Math.max(0, at - 3), at).endsWith('end')) {
      const bytes = pdf.subarray(start, end);
      try {
        found.push(inflateSync(bytes).toString('latin1'));
      } catch {
        found.push(bytes.toString('latin1'));
      }
    }
    at = raw.indexOf('stream', end + 9);
  }
  return found;
}

type CodeMap = Map<number, string>;

/** pdfkit's ToUnicode maps: `<start> <end> [<unicode> <unicode> …]` ranges. */
function unicodeMaps(all: string[]): CodeMap[] {
  return all
    .filter((stream) => stream.includes('beginbfrange'))
    .map((stream) => {
      const map: CodeMap = new Map();
      for (const range of stream.matchAll(/<([0-9a-f]+)>\s*<[0-9a-f]+>\s*\[([^\]]*)\]/gi)) {
        const first = Number.parseInt(range[1]!, 16);
        [...range[2]!.matchAll(/<([^>]*)>/g)].forEach((entry, i) => {
          const units = entry[1]!
            .trim()
            .split(/\s+/)
            .map((hex) => Number.parseInt(hex, 16));
          map.set(first + i, String.fromCharCode(...units));
        });
      }
      return map;
    });
}

/** The hex strings of each text operator (`[<…> 12 <…>] TJ`, `<…> Tj`), one entry per operator. */
function textRuns(all: string[]): string[] {
  const runs: string[] = [];
  for (const stream of all) {
    for (const op of stream.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-f\s]*)>\s*Tj/gi)) {
      const parts =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-f\s]*)>/gi)].map((m) => m[1]!) : [op[2]!];
      runs.push(parts.join('').replace(/\s+/g, ''));
    }
  }
  return runs;
}

const chunks = (hex: string, size: number) => hex.match(new RegExp(`.{1,${size}}`, 'g')) ?? [];

/**
 * Every reading of the PDF's text, its runs (a word each, as pdfkit draws them) joined by spaces:
 * one per embedded font, plus the standard fonts' one.
 */
export function pdfTexts(pdf: Buffer): string[] {
  const all = streams(pdf);
  const runs = textRuns(all);
  const byFont = unicodeMaps(all).map((map) =>
    runs
      .map((run) =>
        chunks(run, 4)
          .map((code) => map.get(Number.parseInt(code, 16)) ?? '')
          .join(''),
      )
      .join(' '),
  );
  const winAnsi = runs
    .map((run) => String.fromCharCode(...chunks(run, 2).map((code) => Number.parseInt(code, 16))))
    .join(' ');
  return [...byFont, winAnsi];
}
