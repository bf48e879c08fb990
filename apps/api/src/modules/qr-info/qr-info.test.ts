import {
  QR_INFO_BLOCK_TYPES,
  type TQrInfoBlock,
  ZQrInfoAnalysis,
  ZQrInfoList,
  ZQrInfoPage,
  ZQrInfoPublic,
  ZQrInfoViewsByDay,
  ZQrInfoViewsByDayHour,
} from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import {
  client,
  companyWithLocation,
  createPage,
  deleteWith,
  guestCall,
  SAMPLE_BLOCKS,
} from './qr-info.test-support';

describe('QR info pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a page titled after its location, lists it, and refuses another company', async () => {
    const { api, root } = await companyWithLocation(t);
    const page = ZQrInfoPage.parse(await createPage(api, root));
    expect(page).toMatchObject({ title: 'Old Town', isActive: true, blocks: [], locationId: root });
    expect(page.slug).toMatch(/^old-town-[a-z0-9]{6}$/);
    const list = ZQrInfoList.parse((await api.get('/qr-infos')).json());
    expect(list.items).toEqual([
      expect.objectContaining({ slug: page.slug, locationName: 'Old Town', blocksCount: 0, views: 0 }),
    ]);

    const other = await companyWithLocation(t);
    expect((await other.api.get(`/qr-info/${page.slug}/edit`)).statusCode).toBe(404);
    expect((await other.api.post(`/qr-info/${page.slug}/edit`, { title: 'Taken over' })).statusCode).toBe(
      404,
    );
    expect((await other.api.post('/qr-info/create', { locationId: root })).statusCode).toBe(404);
    expect(ZQrInfoList.parse((await other.api.get('/qr-infos')).json()).items).toEqual([]);
  });

  it('adds a block of each of the 28 types, sanitising the text block', async () => {
    const { api, root } = await companyWithLocation(t);
    const page = await createPage(api, root, 'Every block');
    for (const type of QR_INFO_BLOCK_TYPES) {
      const res = await api.post(`/qr-info/${page.slug}/create-block/${type}`, SAMPLE_BLOCKS[type]);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
    }
    const stored = ZQrInfoPage.parse((await api.get(`/qr-info/${page.slug}/edit`)).json());
    expect(stored.blocks.map((b) => b.type)).toEqual([...QR_INFO_BLOCK_TYPES]);
    expect(stored.blocks.map((b) => b.sort)).toEqual(QR_INFO_BLOCK_TYPES.map((_, i) => i));
    const text = stored.blocks.find((b) => b.type === 'text');
    expect(text).toMatchObject({ html: '<p>Welcome to <strong>Linden</strong></p>' });
    expect(stored.blocks.find((b) => b.type === 'youtube')).toMatchObject({ video: 'dQw4w9WgXcQ' });

    const guest = ZQrInfoPublic.parse((await guestCall(t, 'GET', `/qr-info/public/${page.slug}`)).json());
    expect(guest.blocks).toHaveLength(28);
    const byType = Object.fromEntries(guest.blocks.map((b) => [b.type, b]));
    expect(byType.whatsapp?.href).toBe('https://wa.me/447700900123');
    expect(byType.phone?.href).toBe('tel:442079460958');
    expect(byType['menu-link']?.href).toBe('/user/online-menu/linden-menu');
    expect(byType['csat-link']?.href).toBe('/user/p/rate/linden-rate');
    expect(byType['location-work-details']?.workDetails).toMatchObject({ name: 'Old Town' });
    expect(byType['big-image']?.picture?.src).toBe('https://linden.example/terrace.jpg');
  });

  it('refuses unsafe links, bad videos, a wrong type and an empty text, naming the field', async () => {
    const { api, root } = await companyWithLocation(t);
    const page = await createPage(api, root);
    const refused = async (type: string, body: object, path: string, message: string) => {
      const res = await api.post(`/qr-info/${page.slug}/create-block/${type}`, body);
      expect(res.statusCode, res.body).toBe(400);
      const details = res.json().details as { path: string; code: string; message: string }[];
      expect(
        details.some((d) => d.path === path && (d.code === message || d.message === message)),
        res.body,
      ).toBe(true);
    };
    await refused(
      'url-button',
      { type: 'url-button', label: 'x', url: 'javascript:alert(1)' },
      'body.url',
      'invalid_url',
    );
    await refused(
      'url-button',
      { type: 'url-button', label: 'x', url: 'http://192.168.1.10/admin' },
      'body.url',
      'invalid_url',
    );
    await refused(
      'youtube',
      { type: 'youtube', video: 'https://vimeo.com/1' },
      'body.video',
      'invalid_youtube_video',
    );
    await refused('wifi', { type: 'wifi', ssid: 'Cafe', password: 'short' }, 'body.password', 'too_short:8');
    await refused('url-button', SAMPLE_BLOCKS.phone, 'body.type', 'invalid');
    await refused('text', { type: 'text', html: '<script>x</script>' }, 'body.html', 'required');
  });

  it('saves the whole list at once: reorder, switch off, schedule; the guest sees only what shows now', async () => {
    const { api, root, cookie } = await companyWithLocation(t);
    const page = await createPage(api, root);
    for (const type of ['wifi', 'url-button', 'phone', 'waiter-call'] as const)
      await api.post(`/qr-info/${page.slug}/create-block/${type}`, SAMPLE_BLOCKS[type]);
    const stored = ZQrInfoPage.parse((await api.get(`/qr-info/${page.slug}/edit`)).json());
    const [wifi, link, phone, waiter] = stored.blocks as TQrInfoBlock[];
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const edited = await api.post(`/qr-info/${page.slug}/edit`, {
      title: 'Linden at the door',
      theme: { buttonStyle: 'soft' },
      blocks: [{ ...phone, isActive: false }, { ...wifi, schedule: { from: tomorrow } }, waiter, link],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = ZQrInfoPage.parse(edited.json());
    expect(after.blocks.map((b) => b.type)).toEqual(['phone', 'wifi', 'waiter-call', 'url-button']);
    expect(after.theme).toMatchObject({ buttonStyle: 'soft', buttonColor: '#1f2937' });

    const first = await guestCall(t, 'GET', `/qr-info/public/${page.slug}`);
    const guest = ZQrInfoPublic.parse(first.json());
    expect(guest.title).toBe('Linden at the door');
    const again = await t.app.inject({
      url: `/api/v1/qr-info/public/${page.slug}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(guest.blocks.map((b) => b.type)).toEqual(['waiter-call', 'url-button']);

    // A block left out is deleted; an id of another page is refused.
    const dropped = await api.post(`/qr-info/${page.slug}/edit`, { blocks: [waiter] });
    expect(ZQrInfoPage.parse(dropped.json()).blocks.map((b) => b.id)).toEqual([waiter!.id]);
    const second = await createPage(api, root, 'Second');
    const stolen = await api.post(`/qr-info/${second.slug}/edit`, { blocks: [waiter] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().details[0]).toMatchObject({ path: 'body.blocks.0.id', code: 'duplicate_id' });

    const deleted = await deleteWith(t, cookie, `/qr-info/${page.slug}/delete-block`, {
      blockId: waiter!.id,
    });
    expect(ZQrInfoPage.parse(deleted.json()).blocks).toEqual([]);
    expect(
      (await deleteWith(t, cookie, `/qr-info/${page.slug}/delete-block`, { blockId: waiter!.id })).statusCode,
    ).toBe(404);
  });

  it("shows a location's blocks on pages opened from its tables, and only there", async () => {
    const { api, root, cookie } = await companyWithLocation(t);
    const other = (await api.post('/location/create', { name: 'Harbour', slug: 'harbour' })).json()
      .id as string;
    const group = (await api.post(`/horeca/groups/${other}/create`, { name: 'Hall', slug: 'hall' })).json();
    const table = (
      await api.post(`/horeca/groups/${other}/table-create`, {
        groupId: group.id,
        name: 'Table 7',
        slug: 't7',
      })
    ).json();
    const page = await createPage(api, root);
    await api.post(`/qr-info/${page.slug}/create-block/url-button`, SAMPLE_BLOCKS['url-button']);
    await api.post(`/qr-info/${page.slug}/create-block/menu-link`, SAMPLE_BLOCKS['menu-link']);
    const shared = await api.post(`/qr-info/${page.slug}/create-block-location/wifi`, {
      ...SAMPLE_BLOCKS.wifi,
      locationId: other,
      sort: 0,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(ZQrInfoPage.parse(shared.json()).locationBlocks).toEqual([
      expect.objectContaining({ type: 'wifi', locationId: other }),
    ]);

    const plain = ZQrInfoPublic.parse((await guestCall(t, 'GET', `/qr-info/public/${page.slug}`)).json());
    expect(plain.blocks.map((b) => b.type)).toEqual(['url-button', 'menu-link']);
    expect(plain.table).toBeNull();
    const atTable = ZQrInfoPublic.parse(
      (await guestCall(t, 'GET', `/qr-info/public/${page.slug}?table=${table.id}`)).json(),
    );
    expect(atTable.table).toEqual({ id: table.id, name: 'Table 7' });
    expect(atTable.location.name).toBe('Harbour');
    expect(atTable.blocks.map((b) => b.type)).toEqual(['wifi', 'url-button', 'menu-link']);
    expect(atTable.blocks[2]?.href).toBe('/user/online-menu/linden-menu/harbour/hall/t7');

    const blockId = atTable.blocks[0]!.id;
    await deleteWith(t, cookie, `/qr-info/${page.slug}/delete-location-block`, { blockId });
    const gone = ZQrInfoPublic.parse(
      (await guestCall(t, 'GET', `/qr-info/public/${page.slug}?table=${table.id}`)).json(),
    );
    expect(gone.blocks.map((b) => b.type)).toEqual(['url-button', 'menu-link']);
  });

  it('answers 404 for an inactive page, 409 for a taken slug, and deletes a page', async () => {
    const { api, root, cookie } = await companyWithLocation(t);
    const page = await createPage(api, root);
    const second = await createPage(api, root, 'Second');
    expect((await api.post(`/qr-info/${second.slug}/edit`, { slug: page.slug })).statusCode).toBe(409);
    // The console's bookings list lives at /user/app/qr-pages/bookings.
    expect((await api.post(`/qr-info/${second.slug}/edit`, { slug: 'bookings' })).statusCode).toBe(409);
    const off = await api.post(`/qr-info/${page.slug}/edit/active`, { isActive: false });
    expect(ZQrInfoPage.parse(off.json()).isActive).toBe(false);
    expect((await guestCall(t, 'GET', `/qr-info/public/${page.slug}`)).statusCode).toBe(404);
    expect((await guestCall(t, 'POST', `/qr-info/${page.slug}/view`, {})).statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/qr-info/${page.slug}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(204);
    expect((await api.get(`/qr-info/${page.slug}/edit`)).statusCode).toBe(404);
  });

  it('counts opens, visitors and block uses, and answers them by day, hour and block', async () => {
    const { api, root } = await companyWithLocation(t);
    const page = await createPage(api, root);
    await api.post(`/qr-info/${page.slug}/create-block/wifi`, SAMPLE_BLOCKS.wifi);
    await api.post(`/qr-info/${page.slug}/create-block/phone`, SAMPLE_BLOCKS.phone);
    const [wifi] = ZQrInfoPage.parse((await api.get(`/qr-info/${page.slug}/edit`)).json()).blocks;
    for (const ip of ['203.0.113.1', '203.0.113.1', '203.0.113.2'])
      expect((await guestCall(t, 'POST', `/qr-info/${page.slug}/view`, {}, ip)).statusCode).toBe(204);
    await guestCall(t, 'POST', `/qr-info/${page.slug}/block-use`, { blockId: wifi!.id }, '203.0.113.1');
    const unknown = await guestCall(t, 'POST', `/qr-info/${page.slug}/block-use`, { blockId: root });
    expect(unknown.statusCode).toBe(404);

    const daysRes = await api.get(`/stat/qr-info/views-by-day?slug=${page.slug}&days=7`);
    expect(daysRes.statusCode, daysRes.body).toBe(200);
    const days = ZQrInfoViewsByDay.parse(
      (await api.get(`/stat/qr-info/views-by-day?slug=${page.slug}&days=7`)).json(),
    );
    expect(days.days).toHaveLength(7);
    expect(days.days.at(-1)).toMatchObject({ views: 3, visitors: 2, uses: 1 });
    const hours = ZQrInfoViewsByDayHour.parse(
      (await api.get(`/stat/qr-info/views-by-day-hour?slug=${page.slug}&days=1&tz=Asia/Tokyo`)).json(),
    );
    expect(hours.days.flatMap((d) => d.hours).reduce((a, b) => a + b, 0)).toBe(3);
    const analysis = ZQrInfoAnalysis.parse((await api.get(`/qr-info/${page.slug}/analysis?days=30`)).json());
    expect(analysis.totals).toEqual({ views: 3, visitors: 2, uses: 1 });
    expect(analysis.blocks.map((b) => [b.type, b.uses])).toEqual([
      ['wifi', 1],
      ['phone', 0],
    ]);
    expect(ZQrInfoList.parse((await api.get('/qr-infos')).json()).items[0]).toMatchObject({
      views: 3,
      viewsLast30Days: 3,
    });
    const stranger = client(t);
    expect((await stranger.get(`/qr-info/${page.slug}/analysis`)).statusCode).toBe(401);
  });
});
