import type { TCreateTableBookingBody, TQrInfoPage } from '@guestloop/contracts';
import { localToday } from '../../lib/stat-period';
import type { TestApp } from '../../test/app';
import { type Client, createPage } from './qr-info.test-support';

/** Helpers of the table booking tests (not a test file itself). */

const DAY_MS = 86_400_000;

/** The day `days` after today on the clock of `timeZone`, as YYYY-MM-DD. */
export function venueDay(days: number, timeZone = 'UTC'): string {
  const today = localToday(timeZone);
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A page of the location with a booking form (parties of 2 to 6, 14 days ahead) and a button that
 * is not a booking block; `locationBlock`: the form is a block of the location instead.
 */
export async function pageWithBookingForm(api: Client, locationId: string, locationBlock = false) {
  const page = await createPage(api, locationId);
  const form = { type: 'booking-restaurant-table-form', minPartySize: 2, maxPartySize: 6, daysAhead: 14 };
  const made = locationBlock
    ? await api.post(`/qr-info/${page.slug}/create-block-location/${form.type}`, { ...form, locationId })
    : await api.post(`/qr-info/${page.slug}/create-block/${form.type}`, form);
  if (made.statusCode !== 200) throw new Error(`booking block: ${made.statusCode} ${made.body}`);
  await api.post(`/qr-info/${page.slug}/create-block/url-button`, {
    type: 'url-button',
    label: 'Our story',
    url: 'https://linden.example/story',
  });
  const stored: TQrInfoPage = (await api.get(`/qr-info/${page.slug}/edit`)).json();
  const booking = [...stored.blocks, ...stored.locationBlocks].find((b) => b.type === form.type)!;
  const button = stored.blocks.find((b) => b.type === 'url-button')!;
  return { slug: page.slug, blockId: booking.id, buttonId: button.id };
}

/** A request for tomorrow evening, for two. */
export const bookingRequest = (blockId: string, change: Partial<TCreateTableBookingBody> = {}) => ({
  blockId,
  date: venueDay(1),
  time: '19:30',
  partySize: 2,
  name: 'Ada Lovelace',
  email: 'ada@guest.example',
  ...change,
});

let guestAddress = 0;

/** A guest's booking call, each from an address of its own, in a UI language. */
export function book(t: TestApp, slug: string, body: object, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/qr-info/${slug}/booking`,
    remoteAddress: `198.51.100.${(++guestAddress % 250) + 1}`,
    headers: { language },
    payload: body,
  });
}
