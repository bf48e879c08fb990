import { ZLiveEvents, ZNotificationList } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userLocations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signIn, type TestUser } from '../../test/users';
import { type Client, client, companyWithLocation } from '../metrics/metrics.test-support';
import { book, bookingRequest, pageWithBookingForm, venueDay } from '../qr-info/bookings.test-support';
import { mailCatcher } from './notifications.test-support';

describe('notifications of table bookings', () => {
  let t: TestApp;
  const mail = mailCatcher();
  let company: Awaited<ReturnType<typeof companyWithLocation>>;
  const staff: Record<string, { user: TestUser; api: Client }> = {};

  const bell = async (who: string) =>
    ZNotificationList.parse((await staff[who]!.api.get('/notification/list')).json());
  const member = async (
    name: string,
    role: 'manager' | 'waiter',
    options: { language?: 'de'; at?: string } = {},
  ) => {
    const user = await createUser(t.app.db, {
      structure: company.structureId,
      role,
      name,
      language: options.language ?? 'en',
    });
    if (options.at) await t.app.db.insert(userLocations).values({ userId: user.id, locationId: options.at });
    staff[name] = { user, api: client(t, await signIn(t.app, user)) };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { providers: { mail: mail.provider }, jobs: { autoStart: false } });
    company = await companyWithLocation(t);
    staff.admin = { user: company.admin, api: company.api };
    const harbour = (await company.api.post('/location/create', { name: 'Harbour', slug: 'harbour' })).json()
      .id;
    await member('Mia', 'manager', { language: 'de' });
    await member('Walt', 'waiter');
    await member('Hana', 'manager', { at: harbour });
    await member('Otto', 'manager');
    await staff.Otto!.api.post('/notification-setting', {
      events: ['rating.bad'],
      locationIds: null,
      channels: { email: true, console: true },
    });
    await t.app.jobs.runDueJobs();
    mail.clear();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells members who answer bookings at that location, in the bell, on the live feed and by e-mail', async () => {
    const page = await pageWithBookingForm(company.api, company.root);
    const date = venueDay(2);
    const res = await book(
      t,
      page.slug,
      bookingRequest(page.blockId, { date, time: '19:30', partySize: 4, note: 'A   high chair\nplease' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const booking = res.json() as { id: string };

    const mia = await bell('Mia');
    expect(mia.unread).toBe(1);
    expect(mia.items).toEqual([
      expect.objectContaining({
        kind: 'booking.new',
        sourceType: 'booking',
        subjectId: booking.id,
        locationId: company.root,
        locationName: 'Old Town',
        readAt: null,
        payload: {
          tableLabel: null,
          comment: 'A high chair please',
          booking: { date, time: '19:30', partySize: 4, name: 'Ada Lovelace' },
        },
      }),
    ]);
    expect((await bell('admin')).unread).toBe(1);
    // A waiter does not answer bookings; Hana works at another location; Otto chose ratings only.
    expect((await bell('Walt')).items).toEqual([]);
    expect((await bell('Hana')).items).toEqual([]);
    expect((await bell('Otto')).items).toEqual([]);

    const feed = async (api: Client) =>
      ZLiveEvents.parse((await api.get('/online-menu/orders/live?after=0')).json()).items.map((e) => e.kind);
    expect(await feed(company.api)).toContain('booking.created');
    expect(await feed(staff.Walt!.api)).not.toContain('booking.created');

    await t.app.jobs.runDueJobs();
    const [alert] = mail.to(company.admin.email);
    expect(alert?.subject).toMatch(/^New table booking at Old Town: .+, 7:30 PM$/);
    expect(alert?.text).toContain('Ada Lovelace asked for a table at Old Town:');
    expect(alert?.text).toContain('Guests: 4');
    expect(alert?.text).toContain('Note from the guest: A high chair please');
    expect(alert?.text).toContain(`/user/app/qr-pages/bookings?booking=${booking.id}`);
    const [german] = mail.to(staff.Mia!.user.email);
    expect(german?.subject).toMatch(/^Neue Tischreservierung bei Old Town: .+, 19:30$/);
    expect(mail.to(staff.Walt!.user.email)).toEqual([]);
    expect(mail.to(staff.Otto!.user.email)).toEqual([]);

    // Answered by one, the booking stops counting on every bell.
    await company.api.post(`/qr-info/booking/${booking.id}/status`, { status: 'confirmed' });
    expect((await bell('Mia')).unread).toBe(0);
    expect((await bell('admin')).items[0]?.readAt).not.toBeNull();
  });

  it('clears a member’s booking notifications at once', async () => {
    const res = await staff.Mia!.api.del('/notification/booking');
    expect(res.json()).toMatchObject({ changed: 1, unread: 0 });
    expect((await bell('Mia')).items).toEqual([]);
    expect((await bell('admin')).items).toHaveLength(1);
  });
});
