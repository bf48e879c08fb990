import { ZLiveEvents, ZTableBooking, ZTableBookingList } from '@guestloop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, tableBookings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { MAIL_JOB } from '../mail';
import { mailCatcher } from '../notifications/notifications.test-support';
import { book, bookingRequest, pageWithBookingForm, venueDay } from './bookings.test-support';
import { companyWithLocation } from './qr-info.test-support';

describe('table bookings from QR pages', () => {
  let t: TestApp;
  const mail = mailCatcher();
  let company: Awaited<ReturnType<typeof companyWithLocation>>;
  let page: Awaited<ReturnType<typeof pageWithBookingForm>>;

  const refusedAt = async (change: object) => {
    const res = await book(t, page.slug, bookingRequest(page.blockId, change));
    expect(res.statusCode, res.body).toBe(400);
    return res.json().details.map((d: { path: string; message: string }) => [d.path, d.message]);
  };
  const mailedTo = async (address: string) => {
    await t.app.jobs.runDueJobs();
    return mail.to(address);
  };

  beforeAll(async () => {
    t = await createTestApp({}, { providers: { mail: mail.provider }, jobs: { autoStart: false } });
    company = await companyWithLocation(t);
    page = await pageWithBookingForm(company.api, company.root);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a guest’s request at the page’s location and mails them that it arrived, in their language', async () => {
    const body = bookingRequest(page.blockId, {
      name: '  Ada Lovelace ',
      phone: '+44 20 7946 0958',
      note: 'By the window',
      email: 'ada.de@guest.example',
      date: '2099-01-01',
    });
    // Far beyond the 14 days the block allows.
    expect((await book(t, page.slug, body)).statusCode).toBe(400);

    const res = await book(t, page.slug, { ...body, date: venueDay(3) }, 'de');
    expect(res.statusCode, res.body).toBe(200);
    const booking = ZTableBooking.parse(res.json());
    expect(booking).toMatchObject({
      date: venueDay(3),
      time: '19:30',
      partySize: 2,
      name: 'Ada Lovelace',
      phone: '+44 20 7946 0958',
      note: 'By the window',
      status: 'requested',
      locationId: company.root,
      locationName: 'Old Town',
      tableName: null,
      qrInfoSlug: page.slug,
    });
    const [row] = await t.app.db.select().from(tableBookings).where(eq(tableBookings.id, booking.id));
    expect(row).toMatchObject({
      structureId: company.structureId,
      blockId: page.blockId,
      language: 'de',
      tableId: null,
    });

    // Queued in the booking's transaction: the job is there before anything runs.
    const queued = await t.app.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_JOB), eq(jobs.status, 'pending')));
    expect(queued.length).toBeGreaterThan(0);
    const [received] = await mailedTo('ada.de@guest.example');
    expect(received?.subject).toBe('Ihre Tischanfrage bei Old Town ist eingegangen');
    expect(received?.text).toContain('Hallo Ada Lovelace,');
    expect(received?.text).toContain('Lokal: Old Town');
    expect(received?.text).toContain('Personen: 2');
    expect(received?.text).toContain('19:30');
    expect(received?.text).toContain('Wir bestätigen Ihre Reservierung per E-Mail');
    const weekday = new Intl.DateTimeFormat('de', { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(`${venueDay(3)}T00:00:00Z`),
    );
    expect(received?.text).toContain(weekday);
  });

  it('books through a location block, at the scanned table’s location', async () => {
    const shared = await pageWithBookingForm(company.api, company.root, true);
    const base = `/horeca/groups/${company.sub}`;
    const group = (await company.api.post(`${base}/create`, { name: 'Deck' })).json();
    const table = (await company.api.post(`${base}/table-create`, { groupId: group.id, name: 'D4' })).json();
    const res = await book(t, shared.slug, bookingRequest(shared.blockId, { table: table.id }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ locationId: company.sub, locationName: 'Terrace', tableName: 'D4' });
    // An unknown table leaves the booking at the page's location.
    const unknown = await book(
      t,
      shared.slug,
      bookingRequest(shared.blockId, { table: '00000000-0000-4000-8000-000000000001' }),
    );
    expect(unknown.json()).toMatchObject({ locationId: company.root, tableName: null });
  });

  it('refuses a party size, a day or a time the block does not allow, naming the field', async () => {
    expect(await refusedAt({ partySize: 1 })).toEqual([['body.partySize', 'invalid_party_size']]);
    expect(await refusedAt({ partySize: 7 })).toEqual([['body.partySize', 'invalid_party_size']]);
    expect(await refusedAt({ date: venueDay(-1) })).toEqual([['body.date', 'invalid_date']]);
    expect(await refusedAt({ date: venueDay(15) })).toEqual([['body.date', 'invalid_date']]);
    expect(await refusedAt({ date: venueDay(0), time: '00:00' })).toEqual([['body.time', 'invalid_time']]);
    expect(await refusedAt({ time: '25:00' })).toEqual([['body.time', 'invalid_time']]);
    expect(await refusedAt({ email: 'not-an-address' })).toEqual([['body.email', 'invalid_email']]);
    expect((await refusedAt({ email: undefined })).map(([path]: string[]) => path)).toEqual(['body.email']);
    expect((await book(t, page.slug, bookingRequest(page.blockId, { date: venueDay(14) }))).statusCode).toBe(
      200,
    );
  });

  it('counts the days on the venue’s clock', async () => {
    const far = await companyWithLocation(t);
    await far.api.post('/structure', { timeZone: 'Pacific/Kiritimati' });
    const farPage = await pageWithBookingForm(far.api, far.root);
    const lastDay = venueDay(14, 'Pacific/Kiritimati');
    const res = await book(t, farPage.slug, bookingRequest(farPage.blockId, { date: lastDay }));
    expect(res.statusCode, res.body).toBe(200);
    const yesterday = venueDay(-1, 'Pacific/Kiritimati');
    const late = await book(t, farPage.slug, bookingRequest(farPage.blockId, { date: yesterday }));
    expect(late.statusCode).toBe(400);
  });

  it('answers 404 for an unknown or inactive page and for a block that is not a booking block it shows', async () => {
    const request = bookingRequest(page.blockId);
    expect((await book(t, 'no-such-page', request)).statusCode).toBe(404);
    expect((await book(t, page.slug, bookingRequest(page.buttonId))).statusCode).toBe(404);
    const other = await companyWithLocation(t);
    const otherPage = await pageWithBookingForm(other.api, other.root);
    // Another page's booking block is not one this page shows.
    expect((await book(t, page.slug, bookingRequest(otherPage.blockId))).statusCode).toBe(404);

    const off = await pageWithBookingForm(company.api, company.root);
    await company.api.post(`/qr-info/${off.slug}/edit/active`, { isActive: false });
    expect((await book(t, off.slug, bookingRequest(off.blockId))).json()).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });
  });

  it('lists the company’s bookings soonest first, by status, day and location, and answers them', async () => {
    const own = await companyWithLocation(t);
    const ownPage = await pageWithBookingForm(own.api, own.root);
    const made = [];
    for (const [days, time] of [
      [5, '20:00'],
      [2, '13:00'],
      [5, '18:00'],
    ] as const) {
      const res = await book(
        t,
        ownPage.slug,
        bookingRequest(ownPage.blockId, {
          date: venueDay(days),
          time,
          email: `guest-${days}-${time[0]}@guest.example`,
        }),
      );
      made.push(ZTableBooking.parse(res.json()));
    }
    const list = async (query = '') =>
      ZTableBookingList.parse((await own.api.get(`/qr-info/bookings${query}`)).json()).items.map((b) => b.id);
    expect(await list()).toEqual([made[1]!.id, made[2]!.id, made[0]!.id]);
    expect(await list(`?from=${venueDay(3)}`)).toEqual([made[2]!.id, made[0]!.id]);
    expect(await list(`?to=${venueDay(2)}`)).toEqual([made[1]!.id]);
    expect(await list(`?locationId=${own.sub}`)).toEqual([]);
    expect(await list(`?locationId=${own.root}`)).toHaveLength(3);
    expect((await own.api.get(`/qr-info/bookings?locationId=${company.root}`)).statusCode).toBe(404);

    const confirmed = await own.api.post(`/qr-info/booking/${made[0]!.id}/status`, { status: 'confirmed' });
    expect(confirmed.json()).toMatchObject({ id: made[0]!.id, status: 'confirmed' });
    const declined = await own.api.post(`/qr-info/booking/${made[1]!.id}/status`, { status: 'declined' });
    expect(declined.json()).toMatchObject({ status: 'declined' });
    expect(await list('?status=requested')).toEqual([made[2]!.id]);
    expect(await list('?status=confirmed')).toEqual([made[0]!.id]);
    // Other open lists hear each answer on the staff live feed.
    const feed = ZLiveEvents.parse((await own.api.get('/online-menu/orders/live?after=0')).json()).items;
    expect(
      feed
        .filter((e) => e.kind === 'booking.changed')
        .map((e) => (e.payload.booking as { status: string }).status),
    ).toEqual(['confirmed', 'declined']);

    const [received, yes] = await mailedTo(made[0]!.email);
    expect(received?.subject).toBe('We received your table request at Old Town');
    expect(yes?.subject).toBe('Your table at Old Town is confirmed');
    expect(yes?.text).toContain('8:00 PM');
    const no = (await mailedTo(made[1]!.email)).at(-1);
    expect(no?.subject).toBe('Your table request at Old Town could not be accepted');
    // The same answer again changes and mails nothing.
    await own.api.post(`/qr-info/booking/${made[0]!.id}/status`, { status: 'confirmed' });
    expect(await mailedTo(made[0]!.email)).toHaveLength(2);
    expect(
      (await own.api.post(`/qr-info/booking/${made[0]!.id}/status`, { status: 'requested' })).statusCode,
    ).toBe(400);

    // Another company sees none of them and cannot answer them.
    const other = await companyWithLocation(t);
    expect(ZTableBookingList.parse((await other.api.get('/qr-info/bookings')).json()).items).toEqual([]);
    const foreign = await other.api.post(`/qr-info/booking/${made[2]!.id}/status`, { status: 'cancelled' });
    expect(foreign.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(await list('?status=requested')).toEqual([made[2]!.id]);
  });
});
