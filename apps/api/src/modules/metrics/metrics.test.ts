import { ZMetric, ZMetricList, ZMetricPublic } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratings, roles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { smallPng } from '../../test/fixtures';
import { multipartFile } from '../../test/multipart';
import { createUser, signIn } from '../../test/users';
import { client, companyWithLocation, createMetric, withContent } from './metrics.test-support';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("creates a metric with ready-made texts in the caller's language and lists it", async () => {
    const { api, root } = await companyWithLocation(t, 'uk');
    const metric = ZMetric.parse(await createMetric(api, root, 'nps'));
    expect(metric).toMatchObject({
      type: 'nps',
      language: 'uk',
      title: 'Чи порекомендували б ви нас?',
      locationId: root,
      locationName: 'Old Town',
      isActive: true,
      imageUrl: null,
      ratingsCount: 0,
    });
    expect(metric.slug).toMatch(/^nps-[a-z0-9]{8}$/);
    expect(metric.content.questions[0]?.answers.map((a) => a.label)).toContain('Чистота');
    expect(metric.content.outcomes.bad.thanksText).toMatch(/менеджер/);

    const second = await createMetric(api, root, 'faces');
    const list = ZMetricList.parse((await api.get('/metrics')).json());
    expect(list.items.map((m) => m.slug)).toEqual([second.slug, metric.slug]);
  });

  it('refuses an unknown type, a missing location and a location of another company', async () => {
    const { api, root } = await companyWithLocation(t);
    const other = await companyWithLocation(t);
    const badType = await api.post('/metric/thumbs', { locationId: root });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'params.type' }] });
    const noBody = await api.post('/metric/stars', {});
    expect(noBody.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.locationId' }],
    });
    const foreign = await api.post('/metric/stars', { locationId: other.root });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    expect((await other.api.get('/metrics')).json().items).toEqual([]);
  });

  it('answers the same ready-made metric for a location and type, in the language asked', async () => {
    const { cookie, root } = await companyWithLocation(t);
    const german = client(t, cookie, 'de');
    const first = await german.get(`/metric/default/${root}/faces`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      type: 'faces',
      language: 'de',
      title: 'Wie haben wir uns geschlagen?',
    });
    const again = await german.get(`/metric/default/${root}/faces`);
    expect(again.json().id).toBe(first.json().id);
    const english = await client(t, cookie, 'en').get(`/metric/default/${root}/faces`);
    expect(english.json()).toMatchObject({ language: 'en', title: 'How did we do?' });
    expect(english.json().id).not.toBe(first.json().id);

    const other = await companyWithLocation(t);
    expect((await other.api.get(`/metric/default/${root}/faces`)).statusCode).toBe(404);
    expect((await german.get(`/metric/default/${root}/smileys`)).statusCode).toBe(400);
    expect((await german.get(`/metric/default/not-a-uuid/stars`)).json().details[0].path).toBe(
      'params.locationId',
    );
  });

  it("saves texts, review links and sub-locations, and the guest's page shows them without staff-only parts", async () => {
    const { api, root, sub } = await companyWithLocation(t);
    const metric = await createMetric(api, root);
    const content = withContent(metric, {
      subTitle: 'Tell the chef',
      subLocationIds: [sub],
      reviewLinks: [
        { service: 'google', url: 'https://g.page/r/old-town/review' },
        { service: 'tripadvisor', url: 'https://www.tripadvisor.com/old-town' },
      ],
      verificationMethods: ['email'],
      sticker: { callToAction: 'Scan me', accentColor: '#aa0000' },
    });
    const saved = await api.put(`/metric/${metric.slug}`, { title: 'Our terrace', content });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Our terrace', content: { subTitle: 'Tell the chef' } });

    const page = await client(t).get(`/metric/by-slug/${metric.slug}`);
    expect(page.statusCode).toBe(200);
    const body = ZMetricPublic.parse(page.json());
    expect(body).toMatchObject({
      title: 'Our terrace',
      location: { id: root, name: 'Old Town' },
      subLocations: [{ id: sub, name: 'Terrace' }],
      reviewLinks: [
        { service: 'google', name: 'Google', url: 'https://g.page/r/old-town/review' },
        { service: 'tripadvisor', name: 'Tripadvisor' },
      ],
      table: null,
      content: { subTitle: 'Tell the chef', verificationMethods: ['email'] },
    });
    expect(body.company.name).toMatch(/^Company /);
    expect(page.json().content).not.toHaveProperty('subLocationIds');
    expect(page.json().content).not.toHaveProperty('sticker');
    expect(page.json().content).not.toHaveProperty('reviewLinks');
  });

  it('refuses a review link that breaks the URL rule and a sub-location outside the location', async () => {
    const { api, root } = await companyWithLocation(t);
    const metric = await createMetric(api, root);
    const privateLink = await api.put(`/metric/${metric.slug}`, {
      content: withContent(metric, { reviewLinks: [{ service: 'yelp', url: 'http://10.0.0.5/review' }] }),
    });
    expect(privateLink.statusCode).toBe(400);
    expect(privateLink.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.content.reviewLinks.0.url', message: 'invalid_url' }],
    });
    const unknownSite = await api.put(`/metric/${metric.slug}`, {
      content: withContent(metric, { reviewLinks: [{ service: 'myspace' as 'yelp', url: 'https://a.com' }] }),
    });
    expect(unknownSite.json().details[0].path).toBe('body.content.reviewLinks.0.service');
    const nul = await api.put(`/metric/${metric.slug}`, { title: 'a\u0000b' });
    expect(nul.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body.title' }] });

    const sibling = (await api.post('/location/create', { name: 'Harbour' })).json().id;
    const notChild = await api.put(`/metric/${metric.slug}`, {
      content: withContent(metric, { subLocationIds: [sibling] }),
    });
    expect(notChild.statusCode).toBe(404);
    expect(notChild.json().details[0].path).toBe('body.content.subLocationIds.0');
    expect((await api.get('/metrics')).json().items[0].content.subLocationIds).toEqual([]);
  });

  it('resolves the table a page was opened from, within the metric location', async () => {
    const { api, root } = await companyWithLocation(t);
    const metric = await createMetric(api, root);
    const group = (await api.post(`/horeca/groups/${root}/create`, { name: 'Hall', slug: 'hall' })).json();
    const table = (
      await api.post(`/horeca/groups/${root}/table-create`, { groupId: group.id, name: '7', slug: 't7' })
    ).json();
    const guest = client(t);
    const atTable = await guest.get(`/metric/by-slug/${metric.slug}?group=hall&table=t7`);
    expect(atTable.json().table).toEqual({ id: table.id, label: 'Hall · 7' });
    const gone = await guest.get(`/metric/by-slug/${metric.slug}?group=hall&table=t99`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().table).toBeNull();
    const half = await guest.get(`/metric/by-slug/${metric.slug}?group=hall`);
    expect(half.statusCode).toBe(400);
    expect(half.json().details[0].path).toBe('querystring.table');
  });

  it("hides an inactive metric from guests and answers 404 for one that doesn't exist", async () => {
    const { api, root } = await companyWithLocation(t);
    const metric = await createMetric(api, root);
    expect((await api.put(`/metric/${metric.slug}`, { isActive: false })).json().isActive).toBe(false);
    const guest = client(t);
    expect((await guest.get(`/metric/by-slug/${metric.slug}`)).statusCode).toBe(404);
    expect((await guest.get('/metric/by-slug/stars-nothere1')).json().code).toBe('NOT_FOUND');
    expect((await guest.get('/metric/by-slug/Not_A_Slug')).statusCode).toBe(400);
  });

  it('moves a metric to another location, dropping the old sub-locations', async () => {
    const { api, root, sub } = await companyWithLocation(t);
    const metric = await createMetric(api, root);
    await api.put(`/metric/${metric.slug}`, { content: withContent(metric, { subLocationIds: [sub] }) });
    const harbour = (await api.post('/location/create', { name: 'Harbour' })).json().id;
    const moved = await api.put(`/metric-location/${metric.slug}`, { locationId: harbour });
    expect(moved.json()).toMatchObject({
      locationId: harbour,
      locationName: 'Harbour',
      content: { subLocationIds: [] },
    });
    const other = await companyWithLocation(t);
    expect((await api.put(`/metric-location/${metric.slug}`, { locationId: other.root })).statusCode).toBe(
      404,
    );
    expect((await api.put(`/metric-location/${metric.slug}`, { locationId: 'x' })).statusCode).toBe(400);
  });

  it("uploads the metric's picture through the media library's checks and removes it", async () => {
    const { api, cookie, root } = await companyWithLocation(t);
    const metric = await createMetric(api, root);
    const upload = (bytes: Buffer, contentType: string) => {
      const form = multipartFile('file', { filename: 'pic.png', contentType, bytes });
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/metric/${metric.slug}/image`,
        headers: { cookie, ...form.headers },
        payload: form.payload,
      });
    };
    const res = await upload(await smallPng(), 'image/png');
    expect(res.statusCode).toBe(200);
    const imageUrl = res.json().imageUrl as string;
    expect(imageUrl).toMatch(/\.webp$/);
    expect((await client(t).get(imageUrl.replace('/api/v1', ''))).statusCode).toBe(200);
    const library = (await api.get('/images?bucket=public')).json();
    expect(library.items.map((i: { src: string }) => i.src)).toContain(imageUrl);
    expect((await client(t).get(`/metric/by-slug/${metric.slug}`)).json().imageUrl).toBe(imageUrl);

    const text = await upload(Buffer.from('not an image at all'), 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const notMultipart = await api.post(`/metric/${metric.slug}/image`, { imageId: unknownId });
    expect(notMultipart.statusCode).toBe(415);

    const huge = await upload(Buffer.concat([await smallPng(), Buffer.alloc(11 * 1024 * 1024)]), 'image/png');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');

    const removed = await api.del(`/metric/${metric.slug}/image`);
    expect(removed.json().imageUrl).toBeNull();
    expect((await api.del('/metric/stars-nothere1/image')).statusCode).toBe(404);
    expect((await api.del('/metric/NOT%20A%20SLUG/image')).json().details[0].path).toBe('params.slug');
  });

  it('deletes all ratings of a metric and only of it, and then the metric itself', async () => {
    const { api, root, structureId } = await companyWithLocation(t);
    const metric = await createMetric(api, root);
    const keep = await createMetric(api, root);
    const rating = (metricId: string, score: number) => ({
      structureId,
      metricId,
      score,
      outcome: 'good',
      language: 'en',
    });
    await t.app.db.insert(ratings).values([rating(metric.id, 5), rating(metric.id, 1), rating(keep.id, 4)]);
    expect(
      (await api.get('/metrics')).json().items.find((m: { id: string }) => m.id === metric.id).ratingsCount,
    ).toBe(2);

    const other = await companyWithLocation(t);
    expect((await other.api.del(`/metric/edit/${metric.slug}/answers`)).statusCode).toBe(404);
    expect((await other.api.del(`/metric/${metric.slug}/item`)).statusCode).toBe(404);

    const cleared = await api.del(`/metric/edit/${metric.slug}/answers`);
    expect(cleared.json()).toEqual({ ok: true, deletedRatings: 2 });
    const left = await t.app.db.select().from(ratings).where(eq(ratings.structureId, structureId));
    expect(left.map((r) => r.metricId)).toEqual([keep.id]);

    expect((await api.del(`/metric/${metric.slug}/item`)).json()).toEqual({ ok: true });
    expect((await client(t).get(`/metric/by-slug/${metric.slug}`)).statusCode).toBe(404);
    expect((await api.get('/metrics')).json().items.map((m: { id: string }) => m.id)).toEqual([keep.id]);
  });

  it('lets reviewers read the list, keeps editing to metrics.manage, and the review sites open to all', async () => {
    const { api, root, structureId } = await companyWithLocation(t);
    const metric = await createMetric(api, root);
    const [role] = await t.app.db
      .insert(roles)
      .values({ structureId, slug: 'reviewer', name: 'Reviewer', permissions: ['reviews.manage'] })
      .returning();
    const user = await createUser(t.app.db, { structure: structureId, role: 'waiter' });
    await t.app.db.update(users).set({ roleId: role!.id }).where(eq(users.id, user.id));
    const reviewer = client(t, await signIn(t.app, user));
    expect((await reviewer.get('/metrics')).json().items.map((m: { id: string }) => m.id)).toEqual([
      metric.id,
    ]);
    const edit = await reviewer.put(`/metric/${metric.slug}`, { title: 'Mine now' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().code).toBe('FORBIDDEN');
    expect((await client(t).get('/metrics')).statusCode).toBe(401);

    const services = (await client(t).get('/feedback-services')).json();
    expect(services.items.slice(0, 3)).toEqual([
      { id: 'google', name: 'Google', urlHint: expect.stringContaining('https://') },
      { id: 'tripadvisor', name: 'Tripadvisor', urlHint: expect.any(String) },
      { id: 'facebook', name: 'Facebook', urlHint: expect.any(String) },
    ]);
  });
});
