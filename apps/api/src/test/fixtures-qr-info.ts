import type { TQrInfoPage } from '@guestloop/contracts';
import type { TestApp } from './app';
import type { SeedCaller } from './seed-caller';

/** The public slug of A's QR page (its generated calls attack it). */
export const QR_INFO_SLUG_OF_A = 'alpha-qr';

/**
 * Company A's QR page for the generated isolation tests: made through the staff routes with a
 * block of its own and a location block (texts of A's), opened and used once by a guest so its
 * statistics have rows.
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
}
