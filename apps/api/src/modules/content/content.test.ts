import { ZMenuPage, ZPrivacyPolicy, ZPrivacyPolicyTemplate } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineMenus, structures } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/users';
import { newCompany, paths } from '../structure/structure.test-support';

async function insertMenu(t: TestApp, structureId: string, slug: string, isActive = true) {
  await t.app.db
    .insert(onlineMenus)
    .values({ structureId, slug, title: 'Menu', language: 'en', currency: 'EUR', isActive });
}

describe('custom menu pages and privacy policies', () => {
  let t: TestApp;
  const publicPage = (entity_slug: string, page_slug: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/online-menu/page',
      payload: { entity_slug, page_slug },
    });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('saves sanitised pages of a menu and serves the published ones', async () => {
    const { api, structureId } = await newCompany(t);
    await insertMenu(t, structureId, 'pages-cafe');
    const base = '/online-menu/edit/pages-cafe/pages';
    const created = await api.post(base, {
      title: 'Über uns',
      bodyHtml: '<p onclick="x()">Hello <script>alert(1)</script><img src="x" onerror="alert(1)"></p>',
      isPublished: false,
    });
    expect(created.statusCode).toBe(200);
    const page = ZMenuPage.parse(created.json());
    expect(page).toMatchObject({ slug: 'uber-uns', position: 0, isPublished: false });
    expect(page.bodyHtml).toBe('<p>Hello <img></p>');
    expect((await publicPage('pages-cafe', 'uber-uns')).statusCode).toBe(404);

    const published = await api.post(base, {
      id: page.id,
      title: 'About us',
      bodyHtml: '<p>Hi</p>',
      isPublished: true,
    });
    expect(published.json()).toMatchObject({
      id: page.id,
      slug: 'uber-uns',
      title: 'About us',
      isPublished: true,
    });
    const served = await publicPage('pages-cafe', 'uber-uns');
    expect(served.statusCode).toBe(200);
    expect(served.json()).toEqual({ title: 'About us', bodyHtml: '<p>Hi</p>' });

    const second = await api.post(base, { title: 'About us', bodyHtml: '', isPublished: true });
    expect(second.json()).toMatchObject({ slug: 'about-us', position: 1 });
    const taken = await api.post(base, { title: 'X', slug: 'about-us', bodyHtml: '', isPublished: true });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual({ reason: 'slug-taken', path: 'body.slug' });
    const renamed = await api.post(base, {
      id: page.id,
      slug: 'about',
      title: 'About',
      bodyHtml: '',
      isPublished: true,
    });
    expect(renamed.json().slug).toBe('about');
    expect((await api.get(base)).json().items.map((p: { slug: string }) => p.slug)).toEqual([
      'about',
      'about-us',
    ]);

    const bad = await api.post(base, { title: '', bodyHtml: 5, isPublished: 'yes', slug: 'A B' });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad).sort()).toEqual(['body.bodyHtml', 'body.isPublished', 'body.slug', 'body.title']);

    expect((await api.del(`${base}/about`)).json()).toEqual({ ok: true });
    expect((await api.del(`${base}/about`)).statusCode).toBe(404);
    expect((await publicPage('pages-cafe', 'about')).statusCode).toBe(404);

    await t.app.db.update(onlineMenus).set({ isActive: false }).where(eq(onlineMenus.slug, 'pages-cafe'));
    expect((await publicPage('pages-cafe', 'about-us')).statusCode).toBe(404);
    expect((await publicPage('no-menu', 'about-us')).statusCode).toBe(404);
  });

  it("answers 404 for another company's menu and pages", async () => {
    const a = await newCompany(t);
    const b = await newCompany(t);
    await insertMenu(t, a.structureId, 'pages-a');
    await insertMenu(t, b.structureId, 'pages-b');
    const page = (
      await a.api.post('/online-menu/edit/pages-a/pages', { title: 'A', bodyHtml: '', isPublished: true })
    ).json();
    expect((await b.api.get('/online-menu/edit/pages-a/pages')).statusCode).toBe(404);
    expect(
      (await b.api.post('/online-menu/edit/pages-a/pages', { title: 'B', bodyHtml: '', isPublished: true }))
        .statusCode,
    ).toBe(404);
    expect((await b.api.del('/online-menu/edit/pages-a/pages/a')).statusCode).toBe(404);
    const stolen = await b.api.post('/online-menu/edit/pages-b/pages', {
      id: page.id,
      title: 'B',
      bodyHtml: '',
      isPublished: true,
    });
    expect(stolen.statusCode).toBe(404);
    expect((await a.api.get('/online-menu/edit/pages-a/pages')).json().items).toMatchObject([{ title: 'A' }]);
    const waiter = await a.member('waiter');
    expect((await waiter.api.get('/online-menu/edit/pages-a/pages')).statusCode).toBe(403);
  });

  it('gives a privacy policy template in the language asked, English otherwise', async () => {
    const { api, structureId, admin } = await newCompany(t);
    const cookie = await signIn(t.app, admin);
    await t.app.db
      .update(structures)
      .set({ name: 'Café <Linden>', settings: { email: 'desk@linden.example' } })
      .where(eq(structures.id, structureId));
    const en = ZPrivacyPolicyTemplate.parse((await api.get('/manager/privacy-policy/template')).json());
    expect(en.language).toBe('en');
    expect(en.bodyHtml).toContain('Café &lt;Linden&gt;');
    expect(en.bodyHtml).toContain('mailto:desk@linden.example');
    for (const language of ['de', 'fr', 'es'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/manager/privacy-policy/template',
        headers: { cookie, language },
      });
      expect(res.json().language).toBe(language);
      expect(res.json().title).not.toBe(en.title);
    }
    const fallback = (await api.get('/manager/privacy-policy/template?language=lv')).json();
    expect(fallback).toMatchObject({ language: 'en', title: en.title });
    expect((await api.get('/manager/privacy-policy/template?language=xx')).statusCode).toBe(400);
  });

  it('creates, updates, lists and publishes privacy policies', async () => {
    const a = await newCompany(t);
    const b = await newCompany(t);
    const created = await a.api.post('/manager/privacy-policy/create', {
      title: 'Privacy',
      bodyHtml: '<h2>Data</h2><p>We keep <a href="javascript:alert(1)">little</a>.</p><script>x</script>',
      language: 'en',
    });
    expect(created.statusCode).toBe(200);
    const policy = ZPrivacyPolicy.parse(created.json());
    expect(policy.slug).toMatch(/^privacy-[0-9a-f]{6}$/);
    expect(policy.bodyHtml).toBe('<h2>Data</h2><p>We keep <a>little</a>.</p>');

    const chosen = await a.api.post('/manager/privacy-policy/create', {
      title: 'Datenschutz',
      bodyHtml: '<p>Text</p>',
      language: 'de',
      slug: 'linden-datenschutz',
    });
    expect(chosen.json().slug).toBe('linden-datenschutz');
    const taken = await b.api.post('/manager/privacy-policy/create', {
      title: 'Mine',
      bodyHtml: '',
      language: 'en',
      slug: 'linden-datenschutz',
    });
    expect(taken.statusCode).toBe(409);
    const reserved = await a.api.post('/manager/privacy-policy/create', {
      title: 'X',
      bodyHtml: '',
      language: 'xx',
      slug: 'template',
    });
    expect(reserved.statusCode).toBe(400);
    expect(paths(reserved).sort()).toEqual(['body.language', 'body.slug']);

    const updated = await a.api.post(`/manager/privacy-policy/${policy.slug}`, { title: 'Privacy notice' });
    expect(updated.json()).toMatchObject({
      title: 'Privacy notice',
      bodyHtml: policy.bodyHtml,
      language: 'en',
    });
    expect((await b.api.post(`/manager/privacy-policy/${policy.slug}`, { title: 'Stolen' })).statusCode).toBe(
      404,
    );
    expect((await b.api.get('/manager/privacy-policy/list')).json().items).toEqual([]);
    expect(
      (await a.api.get('/manager/privacy-policy/list')).json().items.map((p: { slug: string }) => p.slug),
    ).toEqual([policy.slug, 'linden-datenschutz']);

    const served = await t.app.inject({
      method: 'GET',
      url: `/api/v1/customer/privacy-policy/${policy.slug}`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ slug: policy.slug, title: 'Privacy notice', language: 'en' });
    expect(served.json().id).toBeUndefined();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/customer/privacy-policy/none' })).statusCode,
    ).toBe(404);
    expect((await (await a.member('waiter')).api.get('/manager/privacy-policy/list')).statusCode).toBe(403);
  });
});
