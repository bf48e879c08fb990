import { randomUUID } from 'node:crypto';
import { DEFAULT_QR_INFO_THEME, ZQrInfoBlock } from '@guestloop/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { metrics, QR_INFO_PAGE_OPEN, qrInfoBlocks, qrInfoHourRollups, qrInfos } from '../schema';
import { seededRandom } from './demo-history-random';
import { DEMO_MENU_SLUG } from './demo-menu';
import { DEMO_SURVEYS } from './demo-surveys-content';

/** The demo café's QR page: /user/p/qr/linden-cafe-qr (and from a table's QR code). */
export const DEMO_QR_INFO_SLUG = 'linden-cafe-qr';

const SEED = 20_241_107;
const HISTORY_DAYS = 30;
const HOUR = 3_600_000;
/** How busy each hour of the café's day is (07:00–22:00), for the opens of the last weeks. */
const HOURLY = [0, 0, 0, 0, 0, 0, 0, 2, 5, 6, 4, 3, 7, 8, 4, 3, 3, 4, 6, 6, 4, 2, 1, 0];

function blocks(metricSlug: string | null) {
  const list: Record<string, unknown>[] = [
    {
      type: 'text',
      html: '<p><strong>Welcome to Linden Café.</strong> Everything for your visit is here: the menu, our Wi-Fi, a waiter at a tap and your bill.</p>',
    },
    { type: 'menu-link', label: 'See the menu and order', menuSlug: DEMO_MENU_SLUG },
    { type: 'waiter-call' },
    { type: 'pay-bill' },
    { type: 'wifi', ssid: 'Linden Guests', password: 'lindenlatte', security: 'WPA' },
    ...(metricSlug ? [{ type: 'csat-link', label: 'Rate your visit', metricSlug }] : []),
    { type: 'booking-restaurant-table-form', minPartySize: 1, maxPartySize: 8, daysAhead: 30 },
    { type: 'location-work-details' },
    {
      type: 'social-buttons',
      links: [
        { network: 'instagram', url: 'https://www.instagram.com/lindencafe' },
        { network: 'facebook', url: 'https://www.facebook.com/lindencafe' },
      ],
    },
    { type: 'whatsapp', phone: '+44 7700 900123', label: 'Write to us on WhatsApp' },
    { type: 'phone', phone: '+44 20 7946 0958' },
    { type: 'survey-form', title: 'Two minutes about your visit', surveySlug: DEMO_SURVEYS.visit.slug },
    { type: 'geolocation', lat: 51.5136, lng: -0.0981, address: '12 Linden Row, London' },
    { type: 'add-contact', name: 'Linden Café', phone: '+44 20 7946 0958', email: 'hello@linden.example' },
  ];
  return list.map((fields, sort) => ZQrInfoBlock.parse({ ...fields, id: randomUUID(), sort }));
}

/**
 * The demo café's QR page with its blocks and the opens and block uses of the last 30 days (in
 * the hourly sums the statistics read), so the QR pages section has a page and figures on first
 * start. The same seed gives the same figures, dated back from today.
 */
export async function seedDemoQrInfo(tx: DbOrTx, structureId: string, locationId: string) {
  const [stars] = await tx
    .select({ slug: metrics.slug })
    .from(metrics)
    .where(and(eq(metrics.structureId, structureId), eq(metrics.type, 'stars')));
  const [page] = await tx
    .insert(qrInfos)
    .values({
      structureId,
      locationId,
      slug: DEMO_QR_INFO_SLUG,
      title: 'Linden Café',
      theme: DEFAULT_QR_INFO_THEME,
    })
    .returning({ id: qrInfos.id });
  if (!page) throw new Error('demo QR page not created');
  const made = blocks(stars?.slug ?? null);
  await tx.insert(qrInfoBlocks).values(
    made.map(({ id, type, isActive, schedule, sort, ...settings }) => ({
      id,
      structureId,
      qrInfoId: page.id,
      type,
      settings,
      isActive,
      schedule: schedule ?? null,
      sort,
    })),
  );

  const random = seededRandom(SEED);
  const used = made.filter((b) =>
    ['menu-link', 'waiter-call', 'pay-bill', 'wifi', 'csat-link'].includes(b.type),
  );
  const thisHour = Math.floor(Date.now() / HOUR) * HOUR;
  const rows: (typeof qrInfoHourRollups.$inferInsert)[] = [];
  for (let h = HISTORY_DAYS * 24; h >= 1; h--) {
    const hour = new Date(thisHour - h * HOUR);
    const busy = HOURLY[hour.getUTCHours()] ?? 0;
    const views = Math.round(busy * (0.5 + random.next()));
    if (views === 0) continue;
    rows.push({
      structureId,
      qrInfoId: page.id,
      blockId: QR_INFO_PAGE_OPEN,
      hour,
      hits: views,
      visitors: Math.ceil(views * 0.8),
    });
    for (const block of used) {
      const uses = Math.round(views * random.next() * 0.5);
      if (uses > 0)
        rows.push({ structureId, qrInfoId: page.id, blockId: block.id, hour, hits: uses, visitors: uses });
    }
  }
  for (let i = 0; i < rows.length; i += 500)
    await tx.insert(qrInfoHourRollups).values(rows.slice(i, i + 500));
}
