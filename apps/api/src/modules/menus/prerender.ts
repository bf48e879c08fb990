import { GUEST_NAMESPACES, PRODUCT_NAME, type TLanguage, type TPublicMenu } from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { type TranslationPack, translator } from '../../lib/prerender/language';
import {
  ROUTE_MODULES_ID,
  renderPage,
  type Template,
  TRANSLATION_DATA_ID,
} from '../../lib/prerender/template';
import { type EncodedBody, encodeBody } from '../../plugins/compression';
import * as i18n from '../i18n';
import { categoriesPageMarkup, heroPreload, menuPageMarkup } from './prerender-markup';
import type { ShownMenu } from './snapshot';

/**
 * Guest menu pages answered as index.html with their first screen already in it: the markup
 * (prerender-markup.ts), the public menu and the guest translation pack inlined as JSON blocks
 * (read by the web app instead of calling the API), and links that start the route's CSS, code
 * and hero photo at once. Written from the menu's snapshot in the page's language (snapshot.ts,
 * translated-menus.ts), the very data and bytes the public menu answer sends in that language;
 * built once per menu version and translation, language and minute (the "open now" and
 * availability badges follow the clock), compressed once per encoding.
 */

/** Ids of the JSON blocks; the web app reads them (apps/web/src/lib/prerendered.ts). */
export const MENU_DATA_ID = 'gl-public-menu';
export { ROUTE_MODULES_ID, TRANSLATION_DATA_ID } from '../../lib/prerender/template';

/**
 * The guest menu pages and the web app's modules they load after the entry, the router's app and
 * the route (as its build manifest names them).
 */
export type GuestPageKind = 'menu' | 'categories';
export const GUEST_ROUTE_MODULES: Record<GuestPageKind, readonly string[]> = {
  menu: ['src/app/routed-app.tsx', 'src/features/online-menu/routes/menu-page.tsx'],
  categories: ['src/app/routed-app.tsx', 'src/features/online-menu/routes/categories-page.tsx'],
};

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

interface PageInput {
  route: GuestRoute;
  menu: TPublicMenu;
  menuJson: string;
  language: TLanguage;
  pack: TranslationPack;
  packJson: string;
  now: Date;
}

function renderMenuPage(template: Template<GuestPageKind>, input: PageInput): string {
  const { route, menu, language } = input;
  const context = { menu, language, t: translator(input.pack), now: input.now };
  const markup =
    route.kind === 'categories'
      ? categoriesPageMarkup(context)
      : menuPageMarkup(context, { table: route.table });
  return renderPage(
    template,
    {
      kind: route.kind,
      language,
      title: `${menu.title} · ${PRODUCT_NAME}`,
      // The hero photo is the page's largest paint: asked for before the app's scripts.
      early: (route.kind === 'menu' && heroPreload(menu)) || '',
    },
    markup,
    [
      { id: MENU_DATA_ID, json: input.menuJson },
      { id: TRANSLATION_DATA_ID, json: `{"language":${JSON.stringify(language)},"pack":${input.packJson}}` },
      // The route's code is not preloaded in the head: fetched alongside the hero photo it slowed
      // the photo down; the app preloads it from this block once the photo is painted.
      { id: ROUTE_MODULES_ID, json: JSON.stringify(template.assets[route.kind].modulePreloads) },
    ],
  );
}

interface CachedPage {
  key: string;
  body: EncodedBody;
}

const CACHE_LIMIT = 200;
const GUEST_SELECTION = [...GUEST_NAMESPACES].sort();

/** The current menu of a slug in a language, or null when none is active (`MenuSnapshots.shown`). */
export type SnapshotSource = (slug: string, language: TLanguage) => Promise<ShownMenu | null>;

/** Renders and caches guest pages for one app instance. */
export class GuestPrerenderer {
  private readonly pages = new Map<string, CachedPage>();

  constructor(
    private readonly db: Db,
    private readonly template: Template<GuestPageKind>,
    private readonly snapshotOf: SnapshotSource,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The page's encoded bytes, or null for an unknown or inactive menu (the app says so itself). */
  async render(route: GuestRoute, language: TLanguage): Promise<EncodedBody | null> {
    const entry = await this.snapshotOf(route.slug, language);
    if (!entry) return null;
    const pack = await i18n.translationPack(this.db, language, GUEST_SELECTION);
    const now = this.clock();
    const minute = Math.floor(now.getTime() / 60_000);
    const slot = `${route.kind}\u0000${route.table}\u0000${route.slug}\u0000${language}`;
    const key = `${entry.etag}\u0000${pack.etag}\u0000${minute}`;
    const cached = this.pages.get(slot);
    if (cached?.key === key) return cached.body;
    const packJson = pack.body.identity.toString('utf8');
    const html = renderMenuPage(this.template, {
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
