import type { TQrInfoPage } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import * as schema from '../db/schema';
import { localToday } from '../lib/stat-period';
import type { TestApp } from './app';
import type { SeedCaller } from './seed-caller';

/** The public slug of A's QR page (its generated calls attack it). */
export const QR_INFO_SLUG_OF_A = 'alpha-qr';

/**
 * Company A's QR page for the generated isolation tests: made through the staff routes with a
 * block of its own, a booking form and a location block (texts of A's), opened and used once by a
 * guest so its statistics have rows, and a guest's table booking from its table through the form.
 */
export async function seedQrInfoOfA(t: TestApp, call: SeedCaller, rootId: string, imageId: string) {
  const made = (await call('POST', '/qr-info/create', {
    locationId: rootId,
    title: 'Alpha QR',
  })) as unknown as TQrInfoPage;
  await call('POST', `/qr-info/${made.slug}/edit`, { slug: QR_INFO_SLUG_OF_A });
  const path = `/qr-info/${QR_INFO_SLUG_OF_A}`;
  await call('POST', `${path}/create-block/url-button`, {
    type: 'url-button',
    label: 'Alpha story',
    url: 'https://alpha.example/story',
  });
  await call('POST', `${path}/create-block-location/wifi`, {
    type: 'wifi',
    ssid: 'Alpha Guests',
    password: 'alpha-secret-1',
    locationId: rootId,
  });
  await call('POST', `${path}/create-block/booking-restaurant-table-form`, {
    type: 'booking-restaurant-table-form',
    label: 'Alpha tables',
  });
  await call('POST', `${path}/edit/image-background`, { imageId });
  const page = (await call('GET', `${path}/edit`)) as unknown as TQrInfoPage;
  const guest = { 'user-agent': 'Alpha guest' };
  await t.app.inject({ method: 'POST', url: `/api/v1${path}/view`, headers: guest, payload: {} });
  await t.app.inject({
    method: 'POST',
    url: `/api/v1${path}/block-use`,
    headers: guest,
    payload: { blockId: page.blocks[0]!.id },
  });
  // The booking straight in the database: through the guest's route, its staff alert mails would
  // be sent by a job in the middle of the attacks, changing A behind the test.
  const form = page.blocks.find((block) => block.type === 'booking-restaurant-table-form')!;
  const [table] = await t.app.db.select().from(schema.tables).where(eq(schema.tables.slug, 'alpha-1'));
  await t.app.db.insert(schema.tableBookings).values({
    structureId: table!.structureId,
    locationId: rootId,
    qrInfoId: page.id,
    blockId: form.id,
    tableId: table!.id,
    date: localToday('UTC'),
    time: '20:00',
    partySize: 2,
    name: 'Alpha Guest Quill',
    email: 'alpha-guest@alpha.test',
    phone: '+44 20 7946 0111',
    note: 'Alpha anniversary dinner',
    language: 'en',
  });
}
