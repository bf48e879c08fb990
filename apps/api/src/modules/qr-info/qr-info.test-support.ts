import type { TCreateQrInfoBlockBody, TQrInfoBlockType, TQrInfoPage } from '@guestloop/contracts';
import type { TestApp } from '../../test/app';
import type { Client } from '../metrics/metrics.test-support';

export { type Client, client, companyWithLocation } from '../metrics/metrics.test-support';

/** A valid block of each of the 28 types (SPEC point 3 "QR info block types"). */
export const SAMPLE_BLOCKS = {
  youtube: { type: 'youtube', video: 'https://youtu.be/dQw4w9WgXcQ', title: 'Our kitchen' },
  text: { type: 'text', html: '<p>Welcome to <strong>Linden</strong><script>alert(1)</script></p>' },
  'social-button': { type: 'social-button', network: 'instagram', url: 'https://instagram.com/linden' },
  'social-buttons': {
    type: 'social-buttons',
    links: [
      { network: 'facebook', url: 'https://facebook.com/linden' },
      { network: 'x', url: 'https://x.com/linden' },
    ],
  },
  'url-button': { type: 'url-button', label: 'Our story', url: 'https://linden.example/story' },
  phone: { type: 'phone', phone: '+44 20 7946 0958' },
  viber: { type: 'viber', phone: '+44 20 7946 0958' },
  email: { type: 'email', email: 'hello@linden.example' },
  whatsapp: { type: 'whatsapp', phone: '+44 7700 900123', label: 'Chat with us' },
  telegram: { type: 'telegram', phone: '+44 7700 900123' },
  'big-image': { type: 'big-image', image: 'https://linden.example/terrace.jpg', alt: 'The terrace' },
  'full-width-image': { type: 'full-width-image', image: 'https://linden.example/hall.jpg', alt: 'The hall' },
  geolocation: { type: 'geolocation', lat: 51.5072, lng: -0.1276, address: '1 Linden Row, London' },
  'add-contact': { type: 'add-contact', name: 'Linden Café', phone: '+44 20 7946 0958' },
  'location-work-details': { type: 'location-work-details' },
  'csat-link': { type: 'csat-link', metricSlug: 'linden-rate' },
  'menu-link': { type: 'menu-link', menuSlug: 'linden-menu' },
  'order-external-link': {
    type: 'order-external-link',
    label: 'Order delivery',
    url: 'https://order.example/linden',
  },
  'waiter-call': { type: 'waiter-call' },
  wifi: { type: 'wifi', ssid: 'Linden Guests', password: 'latte-art-42' },
  'pay-bill': { type: 'pay-bill' },
  'booking-restaurant-table': { type: 'booking-restaurant-table', maxPartySize: 8 },
  'booking-url': { type: 'booking-url', label: 'Book online', url: 'https://book.example/linden' },
  'sign-up-form': { type: 'sign-up-form' },
  'sign-in-form': { type: 'sign-in-form' },
  'forgot-password-form': { type: 'forgot-password-form' },
  'survey-form': { type: 'survey-form', surveySlug: 'linden-visit' },
  'booking-restaurant-table-form': { type: 'booking-restaurant-table-form', daysAhead: 14 },
} satisfies Record<TQrInfoBlockType, TCreateQrInfoBlockBody>;

export async function createPage(api: Client, locationId: string, title?: string): Promise<TQrInfoPage> {
  const res = await api.post('/qr-info/create', { locationId, ...(title ? { title } : {}) });
  if (res.statusCode !== 200) throw new Error(`create QR page: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A DELETE with a JSON body (the client's `del` sends none). */
export function deleteWith(t: TestApp, cookie: string, url: string, payload: object) {
  return t.app.inject({ method: 'DELETE', url: `/api/v1${url}`, headers: { cookie }, payload });
}

/** A guest's call, from an address and browser of its own. */
export function guestCall(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  ip = '203.0.113.7',
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: ip,
    headers: { 'user-agent': `Guest ${ip}` },
    ...(payload ? { payload } : {}),
  });
}
