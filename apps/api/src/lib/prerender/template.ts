import { INTL_LOCALES, isRtl, type TLanguage } from '@guestloop/contracts';
import type { PageAssets } from './assets';
import { escapeHtml, jsonForScript } from './html';

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
  /** index.html split around the root element's content, its stylesheets inlined. */
  head: string;
  tail: string;
  assets: Record<Kind, PageAssets>;
  /** The CSS text of each route stylesheet, by URL path. */
  styles: Map<string, string>;
}

/** Reads a file of the build by its URL path ("/assets/x.css"); null when it is not there. */
export type ReadAsset = (urlPath: string) => string | null;

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g;
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/** CSS as a `<style>` element's text: nothing in it may end the element. */
const styleElement = (css: string) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;

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
  let missing = false;
  const head = indexHtml.slice(0, start).replace(STYLESHEET_LINK, (link, href: string) => {
    const css = readAsset(href);
    if (css === null) missing = true;
    return css === null ? link : styleElement(css);
  });
  if (missing) return null;
  return { head, tail: indexHtml.slice(end + ROOT_END.length), assets, styles };
}

/**
 * The route's styles inlined, each with a disabled link of the same file: browsers do not fetch
 * a disabled stylesheet, and Vite's loader finds the link and does not add the file again when
 * the route's code arrives.
 */
function routeHead<Kind extends string>(template: Template<Kind>, kind: Kind): string {
  const { stylesheets } = template.assets[kind];
  return [
    ...stylesheets.map((href) => styleElement(template.styles.get(href) ?? '')),
    ...stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" disabled>`),
  ].join('');
}

export interface PageHead<Kind extends string> {
  kind: Kind;
  language: TLanguage;
  title: string;
  /** Markup right after the charset, e.g. a preload of the page's largest image. */
  early?: string;
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
  const head = template.head
    .replace(
      /<html[^>]*>/,
      `<html lang="${INTL_LOCALES[language]}" dir="${isRtl(language) ? 'rtl' : 'ltr'}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(CHARSET, (charset) => `${charset}${page.early ?? ''}`)
    .replace('</head>', `${routeHead(template, kind)}</head>`)
    // The page shows its first screen without JavaScript, so the "needs JavaScript" notice would only mislead.
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  const data = blocks
    .map(({ id, json }) => `<script type="application/json" id="${id}">${jsonForScript(json)}</script>`)
    .join('');
  return `${head}${markup}${template.tail.replace('</body>', `${data}</body>`)}`;
}
