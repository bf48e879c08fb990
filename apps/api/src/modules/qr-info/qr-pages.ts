import { PRODUCT_NAME, type TLanguage } from '@guestloop/contracts';
import { parseCookie } from 'cookie';
import type { Db } from '../../db/client';
import { readRouteAssets } from '../../lib/prerender/assets';
import { firstScreenCss } from '../../lib/prerender/critical-css';
import {
  guestLanguage,
  LANGUAGE_COOKIE,
  type TranslationPack,
  translator,
} from '../../lib/prerender/language';
import {
  htmlAttributes,
  pageStyles,
  parseTemplate,
  ROUTE_MODULES_ID,
  renderPage,
  type Template,
  TRANSLATION_DATA_ID,
} from '../../lib/prerender/template';
import { type EncodedBody, encodeBody } from '../../plugins/compression';
import type { CachedEntity } from '../../plugins/fast-path';
import type { PrerenderSetup } from '../../plugins/spa';
import * as i18n from '../i18n';
import type { GuestQrInfos } from './guest-qr-infos';
import { qrPageMarkup } from './qr-page-markup';

/** Id of the page's JSON block; the web app reads it (features/qr-page/api/get-public-qr-info.ts). */
export const QR_DATA_ID = 'gl-public-qr';

/** What the QR page loads of the language packs (apps/web/src/lib/i18n.ts). */
const QR_NAMESPACES = ['common', 'errors', 'guest-qr'];
// A standalone page: no router (apps/web/src/lib/standalone-page.ts).
const ROUTE_MODULES = {
  qr: ['src/app/standalone-app.tsx', 'src/features/qr-page/routes/qr-page.tsx'],
};
const PAGE_PATH = /^\/user\/p\/qr\/([^/?#]+)\/?$/;
const VARIES = ['Accept-Language', 'Cookie'];
const CACHE_LIMIT = 200;

/** The QR page a URL path opens, or null for any other path. */
export function matchQrPage(pathname: string): string | null {
  const match = PAGE_PATH.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

interface CachedPage {
  answer: CachedEntity;
  packEtag: string;
  body: EncodedBody;
}

/**
 * QR pages with their first screen written on the server: the page paints from its HTML, and the
 * app takes over from the page's answer and the language pack inlined in it, with no call before
 * the guest acts; its head holds only the rules the first screen uses. Pages are kept per answer
 * (page version, and the minute when a block has a schedule) and language pack. A page opened
 * from a table's code (a query string) is the app's to draw.
 */
export class QrPagePrerenderer {
  private readonly pages = new Map<string, CachedPage>();

  constructor(
    private readonly db: Db,
    private readonly qrInfos: GuestQrInfos,
    private readonly template: Template<'qr'>,
    private readonly origin: string | null,
  ) {}

  async render(slug: string, language: TLanguage): Promise<EncodedBody | null> {
    const answer = await this.qrInfos.answer(slug, {});
    if (!answer) return null;
    const pack = await i18n.translationPack(this.db, language, QR_NAMESPACES);
    const slot = `${slug}\u0000${language}`;
    const cached = this.pages.get(slot);
    if (cached?.answer === answer && cached.packEtag === pack.etag) return cached.body;
    const json = answer.identity.toString('utf8');
    const packJson = pack.body.identity.toString('utf8');
    const page = JSON.parse(json);
    const markup = qrPageMarkup({
      page,
      language,
      t: translator(JSON.parse(packJson) as TranslationPack),
      origin: this.origin ?? '',
    });
    const css = await firstScreenCss(pageStyles(this.template, 'qr'), markup, htmlAttributes(language));
    const html = renderPage(
      this.template,
      { kind: 'qr', language, title: `${page.title} · ${PRODUCT_NAME}`, firstScreenCss: css },
      markup,
      [
        { id: QR_DATA_ID, json },
        { id: TRANSLATION_DATA_ID, json: `{"language":${JSON.stringify(language)},"pack":${packJson}}` },
        { id: ROUTE_MODULES_ID, json: JSON.stringify(this.template.assets.qr.modulePreloads) },
      ],
    );
    const body = encodeBody(html);
    this.pages.delete(slot);
    this.pages.set(slot, { answer, packEtag: pack.etag, body });
    while (this.pages.size > CACHE_LIMIT) this.pages.delete(this.pages.keys().next().value as string);
    return body;
  }
}

/** The served web app's QR pages (`app.spa.registerPrerender`). */
export function qrPages(db: Db, pages: GuestQrInfos, publicUrl: string | undefined): PrerenderSetup {
  return ({ root, indexHtml, readAsset, guest }) => {
    // The guest build when there is one (apps/web/vite.guest.config.ts), else the main build.
    const template = guest
      ? parseTemplate(guest.indexHtml, readRouteAssets(guest.root, ROUTE_MODULES, '/guest/'), readAsset)
      : parseTemplate(indexHtml, readRouteAssets(root, ROUTE_MODULES), readAsset);
    if (!template) return null;
    const prerenderer = new QrPagePrerenderer(
      db,
      pages,
      template,
      publicUrl ? new URL(publicUrl).origin : null,
    );
    return async ({ path, headers }) => {
      const slug = matchQrPage(path);
      if (!slug) return null;
      const cookies = headers.cookie ? parseCookie(headers.cookie) : {};
      const language = guestLanguage(cookies[LANGUAGE_COOKIE], headers['accept-language']);
      const body = await prerenderer.render(slug, language);
      return body && { body, varies: VARIES };
    };
  };
}
