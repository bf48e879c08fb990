import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { unsupportedImage } from '../../lib/images';

/**
 * SVG uploads: recognised by content (a text document whose first element is `<svg>`), then
 * sanitised with DOMPurify's SVG profile on jsdom and stored as the sanitised document.
 * Removed: scripts, event handlers (`on*`), foreignObject, animation elements, and every link that
 * leaves the document (`href`/`xlink:href` other than `#fragment` or an embedded raster image,
 * which also drops `javascript:`), CSS `@import` and `url(...)` pointing outside the document.
 */

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

const LOCAL_OR_EMBEDDED = /^\s*(?:#|data:image\/(?:png|jpe?g|gif|webp);base64,)/i;
/** `url(...)` whose target is not a fragment of this document. */
const OUTSIDE_URL = /url\(\s*(?!['"]?\s*#)[^)]*\)/gi;
const CSS_IMPORT = /@import[^;]*;?/gi;

let purifier: { purify: DOMPurify; window: JSDOM['window'] } | null = null;

function getPurifier() {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of Array.from(node.attributes ?? [])) {
      const { name, value } = attribute;
      if ((name === 'href' || name === 'xlink:href') && !LOCAL_OR_EMBEDDED.test(value)) {
        node.removeAttribute(name);
      } else if (name === 'style') {
        node.setAttribute('style', value.replace(CSS_IMPORT, '').replace(OUTSIDE_URL, 'none'));
      } else if (/url\s*\(/i.test(value) && value.replace(OUTSIDE_URL, '') !== value) {
        node.removeAttribute(name);
      }
    }
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && node.textContent) {
      node.textContent = node.textContent.replace(CSS_IMPORT, '').replace(OUTSIDE_URL, 'none');
    }
  });
  purifier = { purify, window };
  return purifier;
}

export interface SanitizedSvg {
  bytes: Buffer;
  width: number | null;
  height: number | null;
}

/** A length in user units (plain number or px), else null (percentages, em…). */
function pixels(value: string | null): number | null {
  const match = value ? /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value) : null;
  if (!match) return null;
  const n = Math.round(Number(match[1]));
  return n > 0 && n <= 100_000 ? n : null;
}

/** Sanitises an SVG document; the result is a standalone `image/svg+xml` file. */
export function sanitizeSvg(bytes: Buffer): SanitizedSvg {
  const { purify, window } = getPurifier();
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const body = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script', 'iframe', 'embed', 'object'],
    RETURN_DOM: true,
  });
  const svg = Array.from((body as Element).children).find((el) => el.localName === 'svg');
  if (!svg) throw unsupportedImage('The SVG could not be read');
  const serialized = new window.XMLSerializer().serializeToString(svg);

  let width = pixels(svg.getAttribute('width'));
  let height = pixels(svg.getAttribute('height'));
  const viewBox = svg
    .getAttribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if ((!width || !height) && viewBox?.length === 4 && viewBox.every(Number.isFinite)) {
    width ??= pixels(String(viewBox[2]));
    height ??= pixels(String(viewBox[3]));
  }
  return {
    bytes: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${serialized}\n`, 'utf8'),
    width,
    height,
  };
}
