import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { makeBuild } from '../../test/web-build';
import { companyWithLocation, createPage } from './qr-info.test-support';
import { QR_DATA_ID } from './qr-pages';

const MALICIOUS = `</script><script>alert(1)</script><img src=x onerror=alert(2)>`;

describe('QR pages written on the server', () => {
  let t: TestApp;
  let dist: string;
  let slug: string;
  let company: Awaited<ReturnType<typeof companyWithLocation>>;

  beforeAll(async () => {
    dist = makeBuild({ guest: true });
    t = await createTestApp({ WEB_DIST_DIR: dist }, { serveWeb: true });
    company = await companyWithLocation(t);
    const page = await createPage(company.api, company.root, MALICIOUS);
    slug = page.slug;
    const add = (type: string, body: object) =>
      company.api.post(`/qr-info/${slug}/create-block/${type}`, { type, ...body });
    await add('text', { html: '<p>Welcome to <b>Linden</b></p>' });
    await add('menu-link', { menuSlug: 'linden-menu' });
    await add('url-button', { label: 'Our story', url: 'https://linden.example/story' });
    await add('wifi', { ssid: 'Linden Guests', password: 'lindenlatte' });
    await add('phone', { phone: '+44 20 7946 0958' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const jsonBlock = (html: string, id: string) => {
    const match = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
    return JSON.parse(match?.[1] ?? 'null');
  };

  it('paints the header and the first text and link blocks from the HTML, with the answer inlined', async () => {
    const res = await get(`/user/p/qr/${slug}`, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<div class="qp-card qp-text" dir="auto"><p>Welcome to <b>Linden</b></p></div>');
    expect(html).toContain('href="/user/online-menu/linden-menu"');
    expect(html).toContain('Our story');
    expect(html).toContain('target="_blank"');
    // The Wi-Fi block and what follows are the app's to draw.
    expect(html).not.toContain('Linden Guests</');
    const inlined = jsonBlock(html, QR_DATA_ID);
    expect(inlined).toMatchObject({ slug, title: MALICIOUS });
    expect(inlined.blocks).toHaveLength(5);
    expect(jsonBlock(html, 'gl-translation')).toMatchObject({ language: 'de' });
    expect(html).toContain('.qp-button{display:flex}');
    expect(html).not.toContain('.qp-wifi{');
  });

  it('is sent with the guest build, whose template and manifest are not served themselves', async () => {
    const html = (await get(`/user/p/qr/${slug}`)).body;
    expect(html).toContain('src="/guest/assets/index-g1.js"');
    expect(html).not.toContain('/assets/index-a1.js');
    expect(jsonBlock(html, 'gl-route-modules')).toEqual([
      '/guest/assets/standalone-app-g1.js',
      '/guest/assets/qr-page-g1.js',
    ]);
    expect((await get('/guest/assets/qr-page-g1.js')).statusCode).toBe(200);
    for (const file of ['/guest/index.html', '/guest/.vite/manifest.json']) {
      const res = await get(file);
      expect(res.body).not.toContain('index-g1');
    }
    // The other guest pages stay on the main build.
    expect((await get('/user/p/survey/anything')).body).toContain('/assets/index-a1.js');
  });

  it('leaves an unknown or switched-off page to the app', async () => {
    expect((await get('/user/p/qr/no-such-page')).body).not.toContain(QR_DATA_ID);
    await company.api.post(`/qr-info/${slug}/edit/active`, { isActive: false });
    expect((await get(`/user/p/qr/${slug}`)).body).not.toContain(QR_DATA_ID);
    await company.api.post(`/qr-info/${slug}/edit/active`, { isActive: true });
  });
});
