/**
 * A linear scan of an SVG's text that refuses, before any parser sees it, what would make parsing
 * and sanitising expensive: too many elements, too deep a nesting, markup declarations (entity
 * expansion). DOMPurify reads the document with jsdom's HTML parser, so the scan reads tags the
 * way that parser's tokenizer does (quotes only around attribute values, comments ending at the
 * first `-->` or `--!>`, `<?…>` and `<!DOCTYPE …>` at the first `>`), and it refuses every
 * construct where the HTML parser would build a different tree than the tags say: end tags that do
 * not close the open element, HTML elements that break out of SVG content, and in the HTML allowed
 * inside `<foreignObject>`, `<desc>` and `<title>` anything with implied ends or raw text. What is
 * left is well-formed XML (what browsers require of an .svg file anyway) whose depth and element
 * count are those the parser sees.
 */

export const SVG_MAX_ELEMENTS = 10_000;
/** Levels of nested elements, the root `<svg>` being the first. */
export const SVG_MAX_DEPTH = 64;

export const SVG_PROBLEMS = {
  tooDeep: `The SVG nests elements more than ${SVG_MAX_DEPTH} levels deep`,
  tooMany: `The SVG has more than ${SVG_MAX_ELEMENTS} elements`,
  declarations: 'The SVG declares entities or other markup (DOCTYPE internal subset)',
  malformed: 'The SVG is not well-formed',
  html: 'The SVG contains HTML that cannot be read safely',
} as const;

type Kind = 'svg' | 'html';
interface OpenElement {
  name: string;
  kind: Kind;
}

/** Elements whose content the HTML parser reads as HTML (HTML integration points). */
const SVG_HTML_ISLANDS = new Set(['foreignobject', 'desc', 'title']);

/** HTML start tags that end SVG content (the parser closes the open SVG elements). */
const BREAKS_OUT = new Set(
  'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var'.split(
    ' ',
  ),
);
/** `<font>` breaks out only with one of these attributes. */
const FONT_BREAKS_OUT = new Set(['color', 'face', 'size']);

/** HTML whose parsing follows its tags (no raw text, tables, forms, implied end tags). */
const PLAIN_HTML = new Set(
  'a b big blockquote br center code div em font h1 h2 h3 h4 h5 h6 hr i img li ol p pre s small span strike strong sub sup tt u ul wbr'.split(
    ' ',
  ),
);
const VOID_HTML = new Set(['br', 'hr', 'img', 'wbr']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Start tags that would close an open `<p>`. */
const CLOSES_P = new Set(['blockquote', 'center', 'div', 'hr', 'li', 'ol', 'p', 'pre', 'ul', ...HEADINGS]);
/** Plain HTML elements that stop the search for an open `<li>` a new `<li>` would close. */
const LIST_ITEM_FENCES = new Set(['blockquote', 'center', 'ol', 'pre', 'ul', ...HEADINGS]);

const TAB = 9;
const LF = 10;
const FF = 12;
const CR = 13;
const SPACE = 32;
const BANG = 33;
const DQUOTE = 34;
const SQUOTE = 39;
const SLASH = 47;
const EQUALS = 61;
const GT = 62;
const QUESTION = 63;

const isSpace = (c: number) => c === SPACE || c === LF || c === TAB || c === FF || c === CR;
const isAsciiAlpha = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** The HTML tokenizer lowercases ASCII letters only. */
const asciiLower = (name: string) => name.replace(/[A-Z]+/g, (s) => s.toLowerCase());

/** Index just past the first `marker` from `from`, or the end of the text. */
function pastNext(text: string, marker: string, from: number): number {
  const at = text.indexOf(marker, from);
  return at === -1 ? text.length : at + marker.length;
}

/** `<!--` at `start`: ends at the first `-->` or `--!>` (`<!-->` and `<!--->` are whole comments). */
function pastComment(text: string, start: number): number {
  return Math.min(pastNext(text, '-->', start + 2), pastNext(text, '--!>', start + 2));
}

interface Tag {
  name: string;
  end: number;
  selfClosing: boolean;
  attributes: string[];
}

/**
 * The tag whose name starts at `start`, read with the states of the HTML tokenizer, or null when
 * the text ends inside it. Attribute names are kept only when `keepNames` (they cost a string each).
 */
function readTag(text: string, start: number, keepNames: (name: string) => boolean): Tag | null {
  let i = start;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (isSpace(c) || c === SLASH || c === GT) break;
    i++;
  }
  const name = asciiLower(text.slice(start, i));
  const keep = keepNames(name);
  const attributes: string[] = [];
  let state: 'beforeName' | 'name' | 'afterName' | 'beforeValue' | 'unquoted' | 'afterQuoted' | 'slash' =
    'beforeName';
  let nameStart = i;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    switch (state) {
      case 'beforeName':
      case 'afterName':
        if (isSpace(c)) break;
        if (c === SLASH) state = 'slash';
        else if (c === GT) return { name, end: i + 1, selfClosing: false, attributes };
        else if (c === EQUALS && state === 'afterName') state = 'beforeValue';
        else {
          // A name may start with `=` here; quotes inside a name are part of it.
          nameStart = i;
          state = 'name';
        }
        break;
      case 'name':
        if (isSpace(c) || c === SLASH || c === GT || c === EQUALS) {
          if (keep) attributes.push(asciiLower(text.slice(nameStart, i)));
          if (c === EQUALS) state = 'beforeValue';
          else {
            state = 'afterName';
            i--;
          }
        }
        break;
      case 'beforeValue':
        if (isSpace(c)) break;
        if (c === DQUOTE || c === SQUOTE) {
          const close = text.indexOf(String.fromCharCode(c), i + 1);
          if (close === -1) return null;
          i = close;
          state = 'afterQuoted';
        } else if (c === GT) return { name, end: i + 1, selfClosing: false, attributes };
        else state = 'unquoted';
        break;
      case 'unquoted':
        if (isSpace(c)) state = 'beforeName';
        else if (c === GT) return { name, end: i + 1, selfClosing: false, attributes };
        break;
      case 'afterQuoted':
        if (isSpace(c)) state = 'beforeName';
        else if (c === SLASH) state = 'slash';
        else if (c === GT) return { name, end: i + 1, selfClosing: false, attributes };
        else {
          state = 'beforeName';
          i--;
        }
        break;
      case 'slash':
        if (c === GT) return { name, end: i + 1, selfClosing: true, attributes };
        state = 'beforeName';
        i--;
        break;
    }
  }
  return null;
}

/** True when an open element of the current HTML run is `name` (walking down from the top). */
function openInHtml(open: OpenElement[], name: string, fences?: Set<string>): boolean {
  for (let i = open.length - 1; i >= 0; i--) {
    const element = open[i]!;
    if (element.kind !== 'html') return false;
    if (element.name === name) return true;
    if (fences?.has(element.name)) return false;
  }
  return false;
}

/** Why a start tag makes the document unsafe to parse, or null; pushes it when it stays open. */
function openTag(open: OpenElement[], tag: Tag): string | null {
  const top = open.at(-1);
  const htmlRules = !top || top.kind === 'html' || SVG_HTML_ISLANDS.has(top.name);
  if (tag.name === 'svg' && htmlRules) {
    if (!tag.selfClosing) open.push({ name: 'svg', kind: 'svg' });
    return null;
  }
  if (!htmlRules) {
    const breaksOut =
      BREAKS_OUT.has(tag.name) ||
      (tag.name === 'font' && tag.attributes.some((name) => FONT_BREAKS_OUT.has(name)));
    if (breaksOut) return SVG_PROBLEMS.html;
    if (!tag.selfClosing) open.push({ name: tag.name, kind: 'svg' });
    return null;
  }
  const { name } = tag;
  if (!PLAIN_HTML.has(name)) return SVG_PROBLEMS.html;
  // Each of these would make the parser close elements the tags leave open.
  if (CLOSES_P.has(name) && openInHtml(open, 'p')) return SVG_PROBLEMS.html;
  if (HEADINGS.has(name) && top?.kind === 'html' && HEADINGS.has(top.name)) return SVG_PROBLEMS.html;
  if (name === 'li' && openInHtml(open, 'li', LIST_ITEM_FENCES)) return SVG_PROBLEMS.html;
  if (name === 'a' && open.some((element) => element.kind === 'html' && element.name === 'a')) {
    return SVG_PROBLEMS.html;
  }
  if (VOID_HTML.has(name)) return null;
  // `<div/>` stays open for the HTML parser.
  if (tag.selfClosing) return SVG_PROBLEMS.html;
  open.push({ name, kind: 'html' });
  return null;
}

/** Why the SVG text must be refused before parsing, or null when it may be sanitised. */
export function svgStructureProblem(text: string): string | null {
  const open: OpenElement[] = [];
  let elements = 0;
  let rootClosed = false;
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    if (lt === -1) break;
    const next = text.charCodeAt(lt + 1);

    if (next === BANG) {
      if (text.startsWith('<!--', lt)) {
        i = pastComment(text, lt);
      } else if (text.startsWith('<![CDATA[', lt)) {
        // A CDATA section only in SVG content; in HTML a bogus comment up to the first `>`.
        const inSvg = open.at(-1)?.kind === 'svg';
        i = pastNext(text, inSvg ? ']]>' : '>', lt + 9);
      } else if (/^<!doctype/i.test(text.slice(lt, lt + 9))) {
        i = pastNext(text, '>', lt);
        if (text.slice(lt, i).includes('[')) return SVG_PROBLEMS.declarations;
      } else {
        return SVG_PROBLEMS.declarations;
      }
      continue;
    }
    if (next === QUESTION) {
      i = pastNext(text, '>', lt + 2);
      continue;
    }

    const closing = next === SLASH;
    const nameStart = closing ? lt + 2 : lt + 1;
    if (!isAsciiAlpha(text.charCodeAt(nameStart))) {
      // `<` in text; `</>` is dropped, `</3…>` is a bogus comment.
      i = closing ? pastNext(text, '>', nameStart) : lt + 1;
      continue;
    }
    const tag = readTag(text, nameStart, (name) => !closing && name === 'font');
    if (!tag) return SVG_PROBLEMS.malformed;
    i = tag.end;

    if (closing) {
      if (open.at(-1)?.name !== tag.name) return SVG_PROBLEMS.malformed;
      open.pop();
      rootClosed = open.length === 0;
      continue;
    }
    elements += 1;
    if (elements > SVG_MAX_ELEMENTS) return SVG_PROBLEMS.tooMany;
    // One root `<svg>` and nothing after it.
    if (open.length === 0 && (rootClosed || tag.name !== 'svg')) return SVG_PROBLEMS.malformed;
    const problem = openTag(open, tag);
    if (problem) return problem;
    if (open.length === 0) rootClosed = true;
    if (open.length > SVG_MAX_DEPTH) return SVG_PROBLEMS.tooDeep;
  }
  return open.length > 0 ? SVG_PROBLEMS.malformed : null;
}
