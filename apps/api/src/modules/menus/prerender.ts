import {
  GUEST_NAMESPACES,
  INTL_LOCALES,
  isRtl,
  PRODUCT_NAME,
  type TLanguage,
  type TPublicMenu,
} from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { type EncodedBody, encodeBody } from '../../plugins/compression';
import * as i18n from '../i18n';
import type { GuestPageKind, PageAssets } from './prerender-assets';
import { escapeHtml, jsonForScript } from './prerender-html';
import { type TranslationPack, translator } from './prerender-language';
import { categoriesPageMarkup, heroPreload, menuPageMarkup } from './prerender-markup';
import type { MenuSnapshot } from './snapshot';

/**
 * Guest menu pages answered as index.html with their first screen already in it: the markup
 * (prerender-markup.ts), the public menu and the guest translation pack inlined as JSON blocks
 * (read by the web app instead of calling the API), and links that start the route's CSS, code
 * and hero photo at once. Written from the menu's snapshot (snapshot.ts), the very data and bytes
 * the public menu answer sends; built once per menu version, language and minute (the "open now"
 * and availability badges follow the clock), compressed once per encoding.
 */

/** Ids of the JSON blocks; the web app reads them (apps/web/src/lib/prerendered.ts). */
export const MENU_DATA_ID = 'gl-public-menu';
export const TRANSLATION_DATA_ID = 'gl-translation';
/** The route's code, which the app preloads once the first screen is painted (apps/web/src/app/first-screen.ts). */
export const ROUTE_MODULES_ID = 'gl-route-modules';

/** Markers of apps/web/index.html where the pre-rendered content goes. */
const ROOT_START = '<!--gl-root-->';
const ROOT_END = '<!--/gl-root-->';

export interface GuestRoute {
  kind: GuestPageKind;
  slug: string;
  table: boolean;
}

const SLUG = '([^/?#]+)';
const GUEST_ROUTES: { pattern: RegExp; kind: GuestPageKind; table: boolean }[] = [
  { pattern: new RegExp(`^/user/online-menu/${SLUG}/?$`), kind: 'menu', table: false },
  { pattern: new RegExp(`^/user/online-menu/${SLUG}/categories/?$`), kind: 'categories', table: false },
  { pattern: new RegExp(`^/user/online-menu/${SLUG}/${SLUG}/${SLUG}/${SLUG}/?$`), kind: 'menu', table: true },
];
/** Paths of the menu app that the table pattern would also match (SPEC point 2's order). */
const NOT_A_TABLE =
  /^\/user\/online-menu\/(test\/|[^/]+\/[^/]+\/stripe\/capture|[^/]+\/profile\/|[^/]+\/page\/)/;

/** The guest menu page a URL path opens, or null for any other path. */
export function matchGuestRoute(pathname: string): GuestRoute | null {
  if (NOT_A_TABLE.test(pathname)) return null;
  for (const { pattern, kind, table } of GUEST_ROUTES) {
    const match = pattern.exec(pathname);
    if (!match?.[1]) continue;
    try {
      return { kind, table, slug: decodeURIComponent(match[1]) };
    } catch {
      return null;
    }
  }
  return null;
}

interface Template {
  /** index.html split around the root element's content, its stylesheets inlined. */
  head: string;
  tail: string;
  assets: Record<GuestPageKind, PageAssets>;
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
export function parseTemplate(
  indexHtml: string,
  assets: Record<GuestPageKind, PageAssets> | null,
  readAsset: ReadAsset,
): Template | null {
  const start = indexHtml.indexOf(ROOT_START);
  const end = indexHtml.indexOf(ROOT_END);
  if (!assets || start < 0 || end < start) return null;
  const styles = new Map<string, string>();
  for (const href of Object.values(assets).flatMap((page) => page.stylesheets)) {
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

interface PageInput {
  route: GuestRoute;
  menu: TPublicMenu;
  menuJson: string;
  language: TLanguage;
  pack: TranslationPack;
  packJson: string;
  now: Date;
}

/**
 * The route's styles inlined, each with a disabled link of the same file: browsers do not fetch
 * a disabled stylesheet, and Vite's loader finds the link and does not add the file again when
 * the route's code arrives. The route's code is not preloaded here: fetched alongside the hero
 * photo it slowed the photo down; the app preloads it from a JSON block once the photo is painted.
 */
function routeHead(template: Template, kind: GuestPageKind): string {
  const { stylesheets } = template.assets[kind];
  return [
    ...stylesheets.map((href) => styleElement(template.styles.get(href) ?? '')),
    ...stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" disabled>`),
  ].join('');
}

function renderPage(template: Template, input: PageInput): string {
  const { route, menu, language } = input;
  const context = { menu, language, t: translator(input.pack), now: input.now };
  const markup =
    route.kind === 'categories'
      ? categoriesPageMarkup(context)
      : menuPageMarkup(context, { table: route.table });
  const head = template.head
    .replace(
      /<html[^>]*>/,
      `<html lang="${INTL_LOCALES[language]}" dir="${isRtl(language) ? 'rtl' : 'ltr'}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${menu.title} · ${PRODUCT_NAME}`)}</title>`)
    // The hero photo is the page's largest paint: asked for before the app's scripts.
    .replace(CHARSET, (charset) => `${charset}${(route.kind === 'menu' && heroPreload(menu)) || ''}`)
    .replace('</head>', `${routeHead(template, route.kind)}</head>`)
    // The page shows the menu without JavaScript, so the "needs JavaScript" notice would only mislead.
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  const data =
    `<script type="application/json" id="${MENU_DATA_ID}">${jsonForScript(input.menuJson)}</script>` +
    `<script type="application/json" id="${TRANSLATION_DATA_ID}">${jsonForScript(
      `{"language":${JSON.stringify(language)},"pack":${input.packJson}}`,
    )}</script>` +
    `<script type="application/json" id="${ROUTE_MODULES_ID}">${jsonForScript(
      JSON.stringify(template.assets[route.kind].modulePreloads),
    )}</script>`;
  return `${head}${markup}${template.tail.replace('</body>', `${data}</body>`)}`;
}

interface CachedPage {
  key: string;
  body: EncodedBody;
}

const CACHE_LIMIT = 200;
const GUEST_SELECTION = [...GUEST_NAMESPACES].sort();

/** The current snapshot of an active menu, or null (`MenuSnapshots.current`). */
export type SnapshotSource = (slug: string) => Promise<MenuSnapshot | null>;

/** Renders and caches guest pages for one app instance. */
export class GuestPrerenderer {
  private readonly pages = new Map<string, CachedPage>();

  constructor(
    private readonly db: Db,
    private readonly template: Template,
    private readonly snapshotOf: SnapshotSource,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The page's encoded bytes, or null for an unknown or inactive menu (the app says so itself). */
  async render(route: GuestRoute, language: TLanguage): Promise<EncodedBody | null> {
    const entry = await this.snapshotOf(route.slug);
    if (!entry) return null;
    const pack = await i18n.translationPack(this.db, language, GUEST_SELECTION);
    const now = this.clock();
    const minute = Math.floor(now.getTime() / 60_000);
    const slot = `${route.kind}\u0000${route.table}\u0000${route.slug}\u0000${language}`;
    const key = `${entry.menuId}:${entry.version}\u0000${pack.etag}\u0000${minute}`;
    const cached = this.pages.get(slot);
    if (cached?.key === key) return cached.body;
    const packJson = pack.body.identity.toString('utf8');
    const html = renderPage(this.template, {
      route,
      menu: entry.menu,
      menuJson: entry.identity.toString('utf8'),
      language,
      pack: JSON.parse(packJson) as TranslationPack,
      packJson,
      now,
    });
    const body = encodeBody(html);
    this.pages.delete(slot);
    this.pages.set(slot, { key, body });
    while (this.pages.size > CACHE_LIMIT) this.pages.delete(this.pages.keys().next().value as string);
    return body;
  }
}
