import { INTL_LOCALES, isRtl, type TLanguage } from '@guestloop/contracts';
import type { PageAssets } from './assets';
import { escapeHtml, jsonForScript, styleElement } from './html';

/**
 * The served index.html as pages pre-rendered on the server fill it: the first screen between
 * the root markers, the route's styles inlined in the head, data for the app in JSON blocks.
 */

/** Ids of the JSON blocks every pre-rendered page has (apps/web/src/lib/prerendered.ts, app/first-screen.ts). */
export const TRANSLATION_DATA_ID = 'gl-translation';
export const ROUTE_MODULES_ID = 'gl-route-modules';

/** Markers of apps/web/index.html where the pre-rendered content goes. */
const ROOT_START = '<!--gl-root-->';
const ROOT_END = '<!--/gl-root-->';

export interface Template<Kind extends string> {
  /** index.html split around the root element's content, ENTRY_STYLES where it linked its stylesheets. */
  head: string;
  tail: string;
  assets: Record<Kind, PageAssets>;
  /** The stylesheets index.html links (the app's global styles), by URL path, in order. */
  entryStylesheets: string[];
  /** The CSS text of each stylesheet, the entry's and the routes', by URL path. */
  styles: Map<string, string>;
}

/** Where index.html linked its stylesheets, in the template's head. */
const ENTRY_STYLES = '<!--gl-entry-styles-->';
/** Marks the links of a page whose head holds only its first screen's rules (apps/web/src/lib/prerendered.ts). */
const FULL_STYLES_ATTRIBUTE = 'data-full-styles';

/** Reads a file of the build by its URL path ("/assets/x.css"); null when it is not there. */
export type ReadAsset = (urlPath: string) => string | null;

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g;
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * The template, or null when index.html lacks the root markers or the build its manifest (then
 * nothing is pre-rendered). Stylesheets are inlined: a guest on a phone then paints the page
 * from the HTML alone, without waiting for a CSS request behind the app's scripts.
 */
export function parseTemplate<Kind extends string>(
  indexHtml: string,
  assets: Record<Kind, PageAssets> | null,
  readAsset: ReadAsset,
): Template<Kind> | null {
  const start = indexHtml.indexOf(ROOT_START);
  const end = indexHtml.indexOf(ROOT_END);
  if (!assets || start < 0 || end < start) return null;
  const styles = new Map<string, string>();
  for (const href of Object.values<PageAssets>(assets).flatMap((page) => page.stylesheets)) {
    const css = readAsset(href);
    if (css === null) return null;
    styles.set(href, css);
  }
  const entryStylesheets: string[] = [];
  let missing = false;
  const head = indexHtml.slice(0, start).replace(STYLESHEET_LINK, (link, href: string) => {
    const css = readAsset(href);
    if (css === null) {
      missing = true;
      return link;
    }
    styles.set(href, css);
    entryStylesheets.push(href);
    return entryStylesheets.length === 1 ? ENTRY_STYLES : '';
  });
  if (missing) return null;
  return { head, tail: indexHtml.slice(end + ROOT_END.length), assets, entryStylesheets, styles };
}

/** The CSS of every stylesheet of a page of `kind`, in cascade order: the app's, then the route's. */
export function pageStyles<Kind extends string>(template: Template<Kind>, kind: Kind): string[] {
  return [...template.entryStylesheets, ...template.assets[kind].stylesheets].map(
    (href) => template.styles.get(href) ?? '',
  );
}

/** The attributes of a page's `<html>` element in `language`. */
export const htmlAttributes = (language: TLanguage): string =>
  `lang="${INTL_LOCALES[language]}" dir="${isRtl(language) ? 'rtl' : 'ltr'}"`;

const disabledLink = (href: string, attributes = '') =>
  `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" disabled${attributes}>`;

/**
 * The page's styles: the entry's where index.html linked them, the route's at the end of the head.
 * Each is inlined whole, with a disabled link of the same file: browsers do not fetch a disabled
 * stylesheet, and Vite's loader finds the link and does not add the file again when the route's
 * code arrives. A page given its first screen's rules inlines only those, and every stylesheet
 * comes as a disabled link the app enables before it takes over.
 */
function pageHeadStyles<Kind extends string>(
  template: Template<Kind>,
  kind: Kind,
  firstScreenCss: string | undefined,
): { entry: string; route: string } {
  const { stylesheets } = template.assets[kind];
  if (firstScreenCss !== undefined) {
    const all = [...template.entryStylesheets, ...stylesheets];
    return {
      entry: styleElement(firstScreenCss),
      route: all.map((href) => disabledLink(href, ` ${FULL_STYLES_ATTRIBUTE}`)).join(''),
    };
  }
  return {
    entry: template.entryStylesheets.map((href) => styleElement(template.styles.get(href) ?? '')).join(''),
    route: [
      ...stylesheets.map((href) => styleElement(template.styles.get(href) ?? '')),
      ...stylesheets.map((href) => disabledLink(href)),
    ].join(''),
  };
}

export interface PageHead<Kind extends string> {
  kind: Kind;
  language: TLanguage;
  title: string;
  /** Markup right after the charset, e.g. a preload of the page's largest image. */
  early?: string;
  /** Only the rules the first screen uses (critical-css.ts), instead of the whole stylesheets. */
  firstScreenCss?: string;
}

/** A JSON block for the app: `id` and the JSON text as it is. */
export interface DataBlock {
  id: string;
  json: string;
}

/** The whole page: its language and title, the route's styles, the first screen and the data. */
export function renderPage<Kind extends string>(
  template: Template<Kind>,
  page: PageHead<Kind>,
  markup: string,
  blocks: DataBlock[],
): string {
  const { kind, language } = page;
  const styles = pageHeadStyles(template, kind, page.firstScreenCss);
  const head = template.head
    .replace(/<html[^>]*>/, `<html ${htmlAttributes(language)}>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(CHARSET, (charset) => `${charset}${page.early ?? ''}`)
    .replace(ENTRY_STYLES, () => styles.entry)
    .replace('</head>', () => `${styles.route}</head>`)
    // The page shows its first screen without JavaScript, so the "needs JavaScript" notice would only mislead.
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  const data = blocks
    .map(({ id, json }) => `<script type="application/json" id="${id}">${jsonForScript(json)}</script>`)
    .join('');
  return `${head}${markup}${template.tail.replace('</body>', `${data}</body>`)}`;
}
