import { AppError } from '../../lib/errors';
import { fileTooLarge, unsupportedImage } from '../../lib/images';
import { purifyInWorker } from './svg-purify-runner';
import { svgStructureProblem } from './svg-structure';

/**
 * SVG uploads: recognised by content (a text document whose first element is `<svg>`), checked by
 * a linear scan of the text (size, element count, nesting depth, no markup declarations), then
 * sanitised with DOMPurify's SVG profile on jsdom in a worker thread (svg-purify.ts) and stored as
 * the sanitised document.
 */

/** Larger SVG files are refused before they are read (a drawing, not a photo). */
export const SVG_MAX_BYTES = 5 * 1024 * 1024;
/** Sanitising time one document may take before the worker is stopped and the upload refused. */
export const SVG_TIME_LIMIT_MS = 10_000;

const PROLOG =
  /^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg(?:\s+(?:PUBLIC|SYSTEM)\s+(?:"[^"]*"\s*|'[^']*'\s*)+)?\s*>)*<svg[\s>/]/i;

/** True when the bytes are UTF-8 text whose first element is `<svg>`. */
export function looksLikeSvg(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 4096));
  } catch {
    // A multi-byte character cut at 4096 is fine; anything else is not text.
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 4093));
    } catch {
      return false;
    }
  }
  return PROLOG.test(text.replace(/^\uFEFF/, ''));
}

export interface SanitizedSvg {
  bytes: Buffer;
  width: number | null;
  height: number | null;
}

/**
 * Sanitises an SVG document; the result is a standalone `image/svg+xml` file. Refused: larger than
 * SVG_MAX_BYTES (413), too complex or unreadable (400 UNSUPPORTED_MEDIA_TYPE), and while the
 * sanitiser has too many documents waiting (503).
 */
export async function sanitizeSvg(
  bytes: Buffer,
  options: { timeLimitMs?: number } = {},
): Promise<SanitizedSvg> {
  if (bytes.length > SVG_MAX_BYTES) throw fileTooLarge(SVG_MAX_BYTES);
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const problem = svgStructureProblem(text);
  if (problem) throw unsupportedImage(problem);

  const outcome = await purifyInWorker(text, options.timeLimitMs ?? SVG_TIME_LIMIT_MS);
  if (outcome.ok) {
    return {
      bytes: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${outcome.svg}\n`, 'utf8'),
      width: outcome.width,
      height: outcome.height,
    };
  }
  switch (outcome.reason) {
    case 'busy':
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Too many SVG images are being read; try again shortly');
    case 'timeout':
    case 'out-of-memory':
      throw unsupportedImage('The SVG is too complex to read');
    default:
      throw unsupportedImage('The SVG could not be read');
  }
}
