import { parseCookie } from 'cookie';
import type { Db } from '../../db/client';
import { readRouteAssets } from '../../lib/prerender/assets';
import { guestLanguage, LANGUAGE_COOKIE } from '../../lib/prerender/language';
import { parseTemplate } from '../../lib/prerender/template';
import type { PrerenderSetup } from '../../plugins/spa';
import { GUEST_ROUTE_MODULES, GuestPrerenderer, matchGuestRoute, type SnapshotSource } from './prerender';

/** The page is written in the guest's language: the cookie, else Accept-Language. */
const VARIES = ['Accept-Language', 'Cookie'];

/**
 * The guest menu, table and categories pages with their first screen written on the server,
 * for the served web app (`app.spa.registerPrerender`). Nothing is pre-rendered when the build
 * lacks the root markers or its manifest.
 */
export function guestPages(db: Db, snapshotOf: SnapshotSource): PrerenderSetup {
  return ({ root, indexHtml, readAsset }) => {
    const template = parseTemplate(indexHtml, readRouteAssets(root, GUEST_ROUTE_MODULES), readAsset);
    if (!template) return null;
    const prerenderer = new GuestPrerenderer(db, template, snapshotOf);
    return async ({ path, headers }) => {
      const route = matchGuestRoute(path);
      if (!route) return null;
      const cookie = headers.cookie ? parseCookie(headers.cookie)[LANGUAGE_COOKIE] : undefined;
      const body = await prerenderer.render(route, guestLanguage(cookie, headers['accept-language']));
      return body && { body, varies: VARIES };
    };
  };
}
