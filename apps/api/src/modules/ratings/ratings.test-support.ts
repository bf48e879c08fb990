import type { TMetricContent, TMetricType } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { metrics } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { multipartFile } from '../../test/multipart';
import { signIn } from '../../test/users';
import { makeMenu } from '../menus/menus.test-support';
import { readyMadeMetric } from '../metrics';
import { newGuestCookie } from '../orders/ordering.test-support';
import { createRoot, createSub, newCompany } from '../structure/structure.test-support';

/**
 * A venue to rate: a company with a location (and a terrace under it), a table "Hall · 1", an
 * active menu there, and the location's ready-made metric; with the calls the ratings tests make.
 */
export async function ratingVenue(t: TestApp, name = 'Harbour Hall') {
  const company = await newCompany(t);
  const locationId = await createRoot(company.api, name);
  const terraceId = await createSub(company.api, locationId, `${name} Terrace`);
  const menu = await makeMenu(company.api, `${name} Menu`, { locationId });
  await company.api.post(`${menu.base}/active`, { isActive: true });
  const groups = `/horeca/groups/${locationId}`;
  const group = (await company.api.post(`${groups}/create`, { name: 'Hall', slug: 'hall' })).json();
  const table = (
    await company.api.post(`${groups}/table-create`, { groupId: group.id, name: '1', slug: 't1' })
  ).json();
  const metric = await readyMadeMetric(t.app.db, company.structureId, locationId, 'stars', 'en');
  if (!metric) throw new Error('no ready-made metric');
  const locationSlug = (await company.api.get(`/location/${locationId}`)).json().slug as string;
  const adminCookie = await signIn(t.app, company.admin);
  /** PATCH as the company's administrator (the shared helper has no PATCH). */
  const patch = (url: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1${url}`, headers: { cookie: adminCookie } });

  /** Another metric of the location, of the type, with its content changed by `change`. */
  const metricWith = async (type: TMetricType, change: (content: TMetricContent) => TMetricContent) => {
    const made = await readyMadeMetric(t.app.db, company.structureId, terraceId, type, 'en');
    if (!made) throw new Error('no metric');
    const [row] = await t.app.db
      .update(metrics)
      .set({ content: change(made.content) as unknown as Record<string, unknown>, locationId })
      .where(eq(metrics.id, made.id))
      .returning();
    return row!;
  };

  /** A table order placed by the guest, moved by staff through `statuses`. */
  const tableOrder = async (cookie: string, statuses: string[] = []) => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/create',
      headers: { cookie },
      payload: {
        menuSlug: menu.slug,
        type: 'table',
        table: { locationSlug, groupSlug: 'hall', tableSlug: 't1' },
        lines: [
          { itemId: menu.item.id, optionIndex: 0, quantity: 1 },
          { itemId: menu.item.id, optionIndex: 0, quantity: 2, note: 'extra hot' },
        ],
        idempotencyKey: `rating-${Math.random()}`,
      },
    });
    if (placed.statusCode !== 200) throw new Error(`order: ${placed.body}`);
    const order = placed.json() as { slug: string; number: number; id: string };
    for (const status of statuses) {
      const res = await company.api.post(`/online-menu/order/status/${order.slug}`, { status });
      if (res.statusCode !== 200) throw new Error(`status ${status}: ${res.body}`);
    }
    return order;
  };

  return {
    company,
    locationId,
    terraceId,
    menu,
    table: { id: table.id as string, groupId: group.id as string },
    metric,
    metricWith,
    tableOrder,
    patch,
    newGuest: () => newGuestCookie(t),
  };
}

export type RatingVenue = Awaited<ReturnType<typeof ratingVenue>>;

let addresses = 0;
/** A client address of its own, so that limits by address do not meet between tests. */
export const nextAddress = () => {
  addresses++;
  return `10.77.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** Guest calls to the rating routes, each from an address of its own. */
export function guestCalls(t: TestApp) {
  return {
    rate: (payload: object, cookie?: string, language = 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/rate',
        payload,
        remoteAddress: nextAddress(),
        headers: { language, ...(cookie ? { cookie } : {}) },
      }),
    upload: (
      id: string,
      kind: 'audio' | 'image',
      file: { bytes: Buffer; contentType?: string; filename?: string },
      headers: Record<string, string> = {},
    ) => {
      const form = multipartFile('file', {
        filename: file.filename ?? (kind === 'audio' ? 'comment.wav' : 'photo.png'),
        contentType: file.contentType ?? (kind === 'audio' ? 'audio/wav' : 'image/png'),
        bytes: file.bytes,
      });
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/rate/${id}/upload-${kind}`,
        payload: form.payload,
        remoteAddress: nextAddress(),
        headers: { ...form.headers, ...headers },
      });
    },
  };
}

/** A PCM WAV of `seconds` of silence (mono, 8 kHz, 16 bit); `declared` overrides the data size in the header. */
export function wav(seconds: number, declared?: number): Buffer {
  const rate = 8000;
  const data = Buffer.alloc(Math.round(seconds * rate * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(declared ?? data.length, 40);
  return Buffer.concat([header, data]);
}

/** The wire error of a refused call. */
export const refused = (res: LightMyRequestResponse) => ({ status: res.statusCode, code: res.json().code });
