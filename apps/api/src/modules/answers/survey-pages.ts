import { PRODUCT_NAME, type TLanguage, type TSurveyKind } from '@guestloop/contracts';
import { parseCookie } from 'cookie';
import type { Db } from '../../db/client';
import { CUSTOMER_COOKIE } from '../../lib/cookies';
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
import type { PrerenderSetup } from '../../plugins/spa';
import * as i18n from '../i18n';
import type { GuestSurveys, SurveyForGuest } from '../surveys';
import { surveyPublicView } from './public-view';
import { welcomePageMarkup } from './survey-page-markup';

/** Id of the survey's JSON block; the web app reads it (features/survey-answering). */
export const SURVEY_DATA_ID = 'gl-public-survey';

/** What the answering pages load of the language packs (apps/web/src/lib/i18n.ts). */
const SURVEY_NAMESPACES = ['common', 'errors', 'guest-survey'];
// A standalone page: no router (apps/web/src/lib/standalone-page.ts).
const ROUTE_MODULES = {
  survey: ['src/app/standalone-app.tsx', 'src/features/survey-answering/routes/survey-page.tsx'],
};
const PAGE_PATH = /^\/user\/p\/(survey|enps|quiz)\/([^/?#]+)\/?$/;
const VARIES = ['Accept-Language', 'Cookie'];
const CACHE_LIMIT = 200;

/** The answering page a URL path opens, or null for any other path. */
export function matchSurveyPage(pathname: string): { kind: TSurveyKind; slug: string } | null {
  const match = PAGE_PATH.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  try {
    return { kind: match[1] as TSurveyKind, slug: decodeURIComponent(match[2]) };
  } catch {
    return null;
  }
}

interface CachedPage {
  survey: SurveyForGuest;
  packEtag: string;
  body: EncodedBody;
}

/**
 * The answering pages of published surveys with their welcome screen written on the server, for
 * a first visit: the page paints from its HTML, and the app takes over from the survey and the
 * language pack inlined in it, with no call before the guest starts; its head holds only the
 * rules the welcome screen uses. A visitor who already has a
 * guest identity may have answers to resume or be done: they get the app's page, which asks.
 * An expired or unpublished survey is the app's to explain. Pages are kept per survey version
 * (the cached survey object) and language pack.
 */
export class SurveyPrerenderer {
  private readonly pages = new Map<string, CachedPage>();

  constructor(
    private readonly db: Db,
    private readonly surveys: GuestSurveys,
    private readonly template: Template<'survey'>,
  ) {}

  async render(kind: TSurveyKind, slug: string, language: TLanguage): Promise<EncodedBody | null> {
    const survey = await this.surveys.ofKind(kind, slug);
    if (!survey?.isActive) return null;
    const view = surveyPublicView(survey);
    if (view.expired) return null;
    const pack = await i18n.translationPack(this.db, language, SURVEY_NAMESPACES);
    const slot = `${kind}\u0000${slug}\u0000${language}`;
    const cached = this.pages.get(slot);
    if (cached?.survey === survey && cached.packEtag === pack.etag) return cached.body;
    const packJson = pack.body.identity.toString('utf8');
    const markup = welcomePageMarkup({
      survey: view,
      language,
      t: translator(JSON.parse(packJson) as TranslationPack),
    });
    const css = await firstScreenCss(pageStyles(this.template, 'survey'), markup, htmlAttributes(language));
    const html = renderPage(
      this.template,
      { kind: 'survey', language, title: `${survey.title} · ${PRODUCT_NAME}`, firstScreenCss: css },
      markup,
      [
        { id: SURVEY_DATA_ID, json: JSON.stringify(view) },
        { id: TRANSLATION_DATA_ID, json: `{"language":${JSON.stringify(language)},"pack":${packJson}}` },
        // The app preloads the route's code from it once the welcome screen is painted.
        { id: ROUTE_MODULES_ID, json: JSON.stringify(this.template.assets.survey.modulePreloads) },
      ],
    );
    const body = encodeBody(html);
    this.pages.delete(slot);
    this.pages.set(slot, { survey, packEtag: pack.etag, body });
    while (this.pages.size > CACHE_LIMIT) this.pages.delete(this.pages.keys().next().value as string);
    return body;
  }
}

/** The served web app's survey, e-NPS and quiz pages (`app.spa.registerPrerender`). */
export function surveyPages(db: Db, surveys: GuestSurveys): PrerenderSetup {
  return ({ root, indexHtml, readAsset }) => {
    const template = parseTemplate(indexHtml, readRouteAssets(root, ROUTE_MODULES), readAsset);
    if (!template) return null;
    const prerenderer = new SurveyPrerenderer(db, surveys, template);
    return async ({ path, headers }) => {
      const page = matchSurveyPage(path);
      if (!page) return null;
      const cookies = headers.cookie ? parseCookie(headers.cookie) : {};
      if (cookies[CUSTOMER_COOKIE]) return null;
      const language = guestLanguage(cookies[LANGUAGE_COOKIE], headers['accept-language']);
      const body = await prerenderer.render(page.kind, page.slug, language);
      return body && { body, varies: VARIES };
    };
  };
}
