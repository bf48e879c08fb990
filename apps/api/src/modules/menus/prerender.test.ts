import fs from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLanguage } from '../../lib/prerender/language';
import { createTestApp, type TestApp } from '../../test/app';
import { INDEX, makeBuild } from '../../test/web-build';
import { newCompany } from '../structure/structure.test-support';
import { makeMenu } from './menus.test-support';
import { MENU_DATA_ID, matchGuestRoute, ROUTE_MODULES_ID, TRANSLATION_DATA_ID } from './prerender';

const MALICIOUS = `</script><script>alert(1)</script><img src=x onerror=alert(2)>`;

describe('pre-rendered guest menu pages', () => {
  let t: TestApp;
  let dist: string;
  let company: Awaited<ReturnType<typeof newCompany>>;
  let menu: Awaited<ReturnType<typeof makeMenu>>;

  beforeAll(async () => {
    dist = makeBuild();
    t = await createTestApp({ WEB_DIST_DIR: dist }, { serveWeb: true });
    company = await newCompany(t);
    menu = await makeMenu(company.api, MALICIOUS);
    await company.api.post(`${menu.base}/active`, { isActive: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const tablePath = () => `/user/online-menu/${menu.slug}/old-town/hall/1`;
  const jsonBlock = (html: string, id: string) => {
    const match = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
    return JSON.parse(match?.[1] ?? 'null');
  };

  it('escapes staff text in the markup and inlines the menu as parseable JSON', async () => {
    const res = await get(tablePath());
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // Only the three JSON blocks (menu, translations, route code) and the app's own module
    // script are script elements.
    expect(html.match(/<script/g)).toHaveLength(4);
    const inlined = jsonBlock(html, MENU_DATA_ID);
    expect(inlined.title).toBe(MALICIOUS);
    expect(inlined.slug).toBe(menu.slug);
    const translation = jsonBlock(html, TRANSLATION_DATA_ID);
    expect(translation.language).toBe('en');
    expect(Object.keys(translation.pack).sort()).toEqual(['common', 'errors', 'guest-menu']);
  });

  it('renders the first screen with the app’s class names, styles inlined and the code listed', async () => {
    const html = (await get(tablePath())).body;
    expect(html).toContain('<h1 class="gm-hero__title">');
    expect(html).toContain('class="gm-chip gm-chip--active"');
    expect(html).toContain('<button type="button" class="gm-card__open">Flat white</button>');
    expect(html).toContain('<span class="gm-card__price">€3.90</span>');
    expect(html).toContain('gm-table-banner--pending');
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).toContain('<style>.gm-card{display:flex}</style>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/menu-states-s1.css" disabled>');
    // The route's code is listed for the app to preload after the first paint, not fetched with it.
    expect(html).not.toContain('rel="modulepreload"');
    const modules = jsonBlock(html, ROUTE_MODULES_ID) as string[];
    expect(modules).toContain('/assets/menu-states-s1.js');
    expect(modules).toContain('/assets/menu-page-m1.js');
    // Already loaded by index.html: not preloaded twice.
    expect(modules).not.toContain('/assets/core-c1.js');
    expect(html).not.toContain('<noscript>');
  });

  it('writes the page in the language of the cookie, else of Accept-Language', async () => {
    const german = await get(`/user/online-menu/${menu.slug}`, {
      'accept-language': 'de-DE,de;q=0.9,en;q=0.5',
    });
    expect(german.body).toContain('<html lang="de" dir="ltr">');
    expect(jsonBlock(german.body, TRANSLATION_DATA_ID).language).toBe('de');
    const chosen = await get(`/user/online-menu/${menu.slug}`, {
      'accept-language': 'de',
      cookie: 'gl_lang=ar',
    });
    expect(chosen.body).toContain('<html lang="ar" dir="rtl">');
    expect(guestLanguage(undefined, 'hr-HR')).toBe('hv');
    expect(guestLanguage('xx', 'fr;q=0.5, *;q=0.9')).toBe('fr');
  });

  it('answers compressed, varying by encoding, language and cookie', async () => {
    const res = await get(tablePath(), { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('gm-hero__title');
  });

  it('answers the plain index.html for an unknown or inactive menu', async () => {
    const unknown = await get('/user/online-menu/no-such-menu');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(INDEX);
    const inactive = await makeMenu(company.api, 'Hidden menu');
    expect((await get(`/user/online-menu/${inactive.slug}`)).body).toBe(INDEX);
  });

  it('shows an edit on the next load', async () => {
    expect((await get(tablePath())).body).toContain('€3.90');
    await company.api.post(`${menu.base}/item/${menu.item.id}`, {
      price: 455,
      options: [{ name: 'Regular', unitType: 'volume', amount: 250, price: 455 }],
    });
    const html = (await get(tablePath())).body;
    expect(html).toContain('<span class="gm-card__price">€4.55</span>');
    expect(jsonBlock(html, MENU_DATA_ID).categories[0].items[0].price).toBe(455);
  });

  it('writes the menu in the page’s language, marking what is shown untranslated', async () => {
    const page = () => get(`/user/online-menu/${menu.slug}`, { 'accept-language': 'es-ES,es;q=0.9' });
    // No engine covers the pair here: nothing is translated, one notice says so for the page.
    const untranslated = (await page()).body;
    expect(untranslated).toContain('<html lang="es" dir="ltr">');
    expect(untranslated).toContain('Este menú se muestra en su idioma original: inglés.');
    expect(untranslated).toContain(
      '<button type="button" class="gm-card__open" lang="en">Flat white</button>',
    );
    expect(untranslated).not.toContain('class="gm-original"');
    expect(jsonBlock(untranslated, MENU_DATA_ID).contentLanguage).toMatchObject({
      shown: 'es',
      source: 'en',
    });

    const correction = { source: 'Flat white', from: 'en', to: 'es', text: 'Café con leche' };
    expect((await company.api.post('/translation/correction', correction)).statusCode).toBe(204);
    const html = (await page()).body;
    expect(html).toContain('<button type="button" class="gm-card__open">Café con leche</button>');
    expect(html).not.toContain('gm-original-notice');
    // The category is still untranslated: marked where it shows.
    expect(html).toContain('<h2 class="gm-section__title" id="');
    expect(html).toMatch(/<h2 class="gm-section__title" id="[^"]+" lang="en">Coffee<\/h2>/);
    expect(html).toContain(
      '<p class="gm-section__mark"><span class="gm-original">Original · inglés</span></p>',
    );
    expect(jsonBlock(html, MENU_DATA_ID).categories[0].items[0].title).toBe('Café con leche');
    // The English page is the menu as written.
    expect((await get(`/user/online-menu/${menu.slug}`)).body).toContain(
      '<button type="button" class="gm-card__open">Flat white</button>',
    );
  });

  it('pre-renders only the guest menu pages and never serves the build manifest', async () => {
    expect(matchGuestRoute('/user/online-menu/cafe')).toEqual({ kind: 'menu', slug: 'cafe', table: false });
    expect(matchGuestRoute('/user/online-menu/cafe/categories')?.kind).toBe('categories');
    expect(matchGuestRoute('/user/online-menu/cafe/a/b/c')).toEqual({
      kind: 'menu',
      slug: 'cafe',
      table: true,
    });
    expect(matchGuestRoute('/user/online-menu/cafe/cart')).toBeNull();
    expect(matchGuestRoute('/user/online-menu/cafe/o1/stripe/capture')).toBeNull();
    expect(matchGuestRoute('/user/online-menu/cafe/page/about')).toBeNull();
    expect(matchGuestRoute('/user/app/menus')).toBeNull();
    expect((await get('/.vite/manifest.json')).body).toBe(INDEX);
  });
});
