import { ZQrSticker } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { smallPng } from '../../test/fixtures';
import { multipartFile } from '../../test/multipart';
import { client, companyWithLocation, createMetric } from './metrics.test-support';
import { pdfText } from './stickers.pdf';
import { qrPath, wrapText } from './stickers.svg';

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe('QR stickers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers a metric's sticker with the call to action in the metric's language until one is saved", async () => {
    const { cookie, root } = await companyWithLocation(t);
    const polish = client(t, cookie, 'pl');
    const metric = await createMetric(polish, root);
    const res = await client(t, cookie, 'en').get(`/qr-sticker/${metric.slug}`);
    expect(res.statusCode).toBe(200);
    const sticker = ZQrSticker.parse(res.json());
    expect(sticker).toMatchObject({
      metricSlug: metric.slug,
      language: 'pl',
      isDefault: true,
      settings: { callToAction: 'Oceń swoją wizytę' },
      locationName: 'Old Town',
      logoUrl: null,
      groups: [],
    });
    expect(sticker.url).toBe(`${t.app.config.PUBLIC_URL}/user/p/rate/${metric.slug}`);
    expect(sticker.svg).toContain('Oceń swoją wizytę');
    expect(sticker.svg).toContain('Zeskanuj aparatem telefonu');
    expect(sticker.svg).toContain(qrPath(sticker.url).d);

    const saved = await polish.post(`/qr-sticker/${metric.slug}`, {
      callToAction: 'Jak było? <3',
      accentColor: '#123abc',
    });
    expect(saved.json()).toMatchObject({ isDefault: false, settings: { accentColor: '#123abc' } });
    expect(saved.json().svg).toContain('Jak było? &lt;3');
    expect(saved.json().svg).toContain('stroke="#123abc"');
    expect((await polish.get('/metrics')).json().items[0].content.sticker.callToAction).toBe('Jak było? <3');

    const badColour = await polish.post(`/qr-sticker/${metric.slug}`, {
      callToAction: 'x',
      accentColor: 'red',
    });
    expect(badColour.statusCode).toBe(400);
    expect(badColour.json().details[0].path).toBe('body.accentColor');
    const empty = await polish.post(`/qr-sticker/${metric.slug}`, {
      callToAction: '  ',
      accentColor: '#000000',
    });
    expect(empty.json().details[0].path).toBe('body.callToAction');
  });

  it("makes or reuses a location's metric of a type by the location's slug, within the caller's company", async () => {
    const a = await companyWithLocation(t, 'fr');
    const made = await a.api.post('/qr-sticker/create', { metricType: 'nps', slug: 'old-town' });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({
      metricType: 'nps',
      language: 'fr',
      settings: { callToAction: 'Nous recommanderiez-vous ?' },
    });
    const english = client(t, a.cookie, 'en');
    const again = await english.post('/qr-sticker/create', { metricType: 'nps', slug: 'old-town' });
    expect(again.json().metricId).toBe(made.json().metricId);
    expect((await a.api.get('/metrics')).json().items).toHaveLength(1);

    const b = await companyWithLocation(t);
    const theirs = await b.api.post('/qr-sticker/create', { metricType: 'nps', slug: 'old-town' });
    expect(theirs.json().metricId).not.toBe(made.json().metricId);
    expect((await b.api.get(`/qr-sticker/${made.json().metricSlug}`)).statusCode).toBe(404);
    expect((await a.api.post('/qr-sticker/create', { metricType: 'nps', slug: 'nowhere' })).statusCode).toBe(
      404,
    );
    const bad = await a.api.post('/qr-sticker/create', { metricType: 'hearts', slug: 'Old Town' });
    expect(
      bad
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['body.metricType', 'body.slug']);
  });

  it('prints an SVG in any script, right to left in Arabic, with the company logo embedded', async () => {
    const { api, cookie, root } = await companyWithLocation(t);
    const form = multipartFile('file', {
      filename: 'logo.png',
      contentType: 'image/png',
      bytes: await smallPng(),
    });
    const image = await t.app.inject({
      method: 'POST',
      url: '/api/v1/image/upload',
      headers: { cookie, ...form.headers },
      payload: form.payload,
    });
    await api.post('/structure/set-image', { imageId: image.json().id });
    const arabic = await createMetric(client(t, cookie, 'ar'), root);
    const res = await api.get(`/qr-sticker/${arabic.slug}/print.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="sticker-${arabic.slug}.svg"`);
    expect(res.body).toContain('قيّم زيارتك');
    expect(res.body).toContain('direction="rtl"');
    expect(res.body).toContain('xml:lang="ar"');
    expect(res.body).toContain('href="data:image/png;base64,');

    const chinese = await createMetric(client(t, cookie, 'zh'), root, 'faces');
    expect((await api.get(`/qr-sticker/${chinese.slug}/print.svg`)).body).toContain('我们做得怎么样？');
  });

  it('prints a PDF, in English where its fonts cannot draw the language', async () => {
    const { api, cookie, root } = await companyWithLocation(t);
    const arabic = await createMetric(client(t, cookie, 'ar'), root);
    const res = await api.get(`/qr-sticker/${arabic.slug}/print.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(res.rawPayload)).toBe(1);
    expect(pdfText('قيّم زيارتك', 'Rate your visit')).toBe('Rate your visit');
    expect(pdfText('Évaluez-nous ?', 'Rate us')).toBe('Évaluez-nous ?');
    expect(pdfText('Оцените ваш визит', 'Rate your visit')).toBe('Otsenite vash vizit');
  });

  it("prints a sheet for every table of a group, each opening its table's rating page", async () => {
    const { api, root } = await companyWithLocation(t);
    const metric = await createMetric(api, root);
    const group = (await api.post(`/horeca/groups/${root}/create`, { name: 'Hall', slug: 'hall' })).json();
    for (const name of ['1', '2', '3', '4', '5']) {
      await api.post(`/horeca/groups/${root}/table-create`, { groupId: group.id, name, slug: `t${name}` });
    }
    const sticker = (await api.get(`/qr-sticker/${metric.slug}`)).json();
    expect(sticker.groups).toEqual([{ id: group.id, name: 'Hall', tables: 5 }]);

    const svg = await api.get(`/qr-sticker/${metric.slug}/print.svg?groupId=${group.id}`);
    expect(svg.headers['content-disposition']).toContain(`stickers-${metric.slug}-hall.svg`);
    expect(svg.body).toContain('height="594mm"');
    for (const n of [1, 2, 3, 4, 5]) {
      expect(svg.body).toContain(`Hall · ${n}`);
      expect(svg.body).toContain(
        qrPath(`${t.app.config.PUBLIC_URL}/user/p/rate/${metric.slug}/hall/t${n}`).d,
      );
    }
    const pdf = await api.get(`/qr-sticker/${metric.slug}/print.pdf?groupId=${group.id}`);
    expect(pageCount(pdf.rawPayload)).toBe(2);

    const elsewhere = (await api.post('/location/create', { name: 'Harbour' })).json().id;
    const otherGroup = (await api.post(`/horeca/groups/${elsewhere}/create`, { name: 'Deck' })).json();
    expect((await api.get(`/qr-sticker/${metric.slug}/print.svg?groupId=${otherGroup.id}`)).statusCode).toBe(
      404,
    );
    const bad = await api.get(`/qr-sticker/${metric.slug}/print.pdf?groupId=hall`);
    expect(bad.json().details[0].path).toBe('querystring.groupId');
    const stranger = await companyWithLocation(t);
    expect((await stranger.api.get(`/qr-sticker/${metric.slug}/print.pdf`)).statusCode).toBe(404);
  });

  it('wraps a call to action between words, and inside words only for scripts without spaces', () => {
    expect(wrapText('Rate your visit to our lovely restaurant', 18)).toEqual([
      'Rate your visit to',
      'our lovely',
      'restaurant',
    ]);
    expect(wrapText('为您的体验评分为您的体验评分', 18)).toEqual(['为您的体验评分为您', '的体验评分']);
  });
});
