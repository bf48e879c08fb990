import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * The sanitising itself: DOMPurify's SVG profile on jsdom. It runs in the SVG worker thread
 * (svg-purify.worker.ts), never on the API's main thread: parsing a large document takes seconds.
 * Removed: scripts, event handlers (`on*`), foreignObject, animation elements, and every link that
 * leaves the document (`href`/`xlink:href` other than `#fragment` or an embedded raster image,
 * which also drops `javascript:`), CSS `@import` and `url(...)` pointing outside the document.
 */

export interface PurifiedSvg {
  /** The sanitised `<svg>` element, serialised as XML. */
  svg: string;
  width: number | null;
  height: number | null;
}

/** What the worker answers for one document. */
export type PurifyOutcome = ({ ok: true } & PurifiedSvg) | { ok: false };

export interface PurifyRequest {
  id: number;
  text: string;
}

/** The worker's messages: ready once loaded, then one answer per document. */
export type PurifyResponse = { ready: true } | { id: number; outcome: PurifyOutcome };

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

/** A length in user units (plain number or px), else null (percentages, em…). */
function pixels(value: string | null): number | null {
  const match = value ? /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value) : null;
  if (!match) return null;
  const n = Math.round(Number(match[1]));
  return n > 0 && n <= 100_000 ? n : null;
}

/** The sanitised drawing and its size, or null when no `<svg>` element is left. */
export function purifySvg(text: string): PurifiedSvg | null {
  const { purify, window } = getPurifier();
  const body = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script', 'iframe', 'embed', 'object'],
    RETURN_DOM: true,
  });
  const svg = Array.from((body as Element).children).find((el) => el.localName === 'svg');
  if (!svg) return null;

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
  return { svg: new window.XMLSerializer().serializeToString(svg), width, height };
}
