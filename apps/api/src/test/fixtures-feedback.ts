import type { TMetric } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import * as schema from '../db/schema';
import type { TestApp } from './app';
import { multipartFile } from './multipart';
import type { SeedCaller } from './seed-caller';

/** Company A's feedback rows for the generated isolation tests: metric, outreach, rating. */

/** Company A's metric: its texts, a sub-location, a review link, a sticker and a picture. */
export async function seedMetricOfA(call: SeedCaller, rootId: string, subId: string, png: Buffer) {
  const metric = (await call('POST', '/metric/stars', { locationId: rootId })) as unknown as TMetric;
  await call('PUT', `/metric/${metric.slug}`, {
    title: 'Alpha Feedback',
    content: {
      ...metric.content,
      subTitle: 'Alpha subtitle',
      subLocationIds: [subId],
      reviewLinks: [{ service: 'google', url: 'https://alpha.example/review' }],
      sticker: { callToAction: 'Alpha rate us', accentColor: '#112233' },
    },
  });
  await call('POST', `/metric/${metric.slug}/image`, png);
}

/** Company A's notification setting, a notification, and a share method that was executed once. */
export async function seedOutreachOfA(
  t: TestApp,
  call: SeedCaller,
  structureId: string,
  adminId: string,
  rootId: string,
) {
  const db = t.app.db;
  const [metric] = await db.select().from(schema.metrics).where(eq(schema.metrics.structureId, structureId));
  await call('POST', '/notification-setting', {
    events: ['rating.bad', 'rating.new'],
    locationIds: [rootId],
    channels: { email: true, console: true },
  });
  const method = await call('POST', `/share-method/by-metric/${metric!.id}/list`, {
    title: 'Alpha invite',
    data: {
      subject: 'Alpha subject',
      message: 'Alpha message',
      audience: { source: 'list', emails: ['alpha-guest@alpha.test'] },
    },
  });
  // The execution as it ends, straight in the database: a running job would change A behind the test.
  const [task] = await db
    .insert(schema.shareTasks)
    .values({ structureId, shareMethodId: method.id, status: 'done', total: 1, sent: 1, createdBy: adminId })
    .returning();
  await db.insert(schema.shareTaskRecipients).values({
    taskId: task!.id,
    email: 'alpha-guest@alpha.test',
    name: 'Alpha Guest',
    status: 'sent',
    sentAt: new Date(),
  });
  await db.insert(schema.notifications).values({
    structureId,
    userId: adminId,
    kind: 'rating.bad',
    sourceType: 'metric',
    sourceId: metric!.id,
    locationId: rootId,
    payload: { score: 1, title: 'Alpha Feedback', comment: 'Alpha cold soup' },
  });
}

/** Company A's rating of its table order: a comment, a photo, and a score of one of its dishes. */
export async function seedRatingsOfA(t: TestApp, structureId: string, png: Buffer) {
  const db = t.app.db;
  const [metric] = await db.select().from(schema.metrics).where(eq(schema.metrics.structureId, structureId));
  const rated = await t.app.inject({
    method: 'POST',
    url: '/api/v1/rate',
    payload: {
      slug: metric!.slug,
      score: 2,
      comment: 'Alpha cold soup',
      table: { group: 'alpha-hall', table: 'alpha-1' },
    },
  });
  if (rated.statusCode !== 200) throw new Error(`seed rating: ${rated.statusCode} ${rated.body}`);
  const { id, attachToken } = rated.json() as { id: string; attachToken: string };
  const form = multipartFile('file', { filename: 'alpha.png', contentType: 'image/png', bytes: png });
  const photo = await t.app.inject({
    method: 'POST',
    url: `/api/v1/rate/${id}/upload-image`,
    headers: { ...form.headers, 'x-rating-token': attachToken },
    payload: form.payload,
  });
  if (photo.statusCode !== 200) throw new Error(`seed rating photo: ${photo.statusCode} ${photo.body}`);
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.structureId, structureId));
  await db
    .update(schema.ratings)
    .set({ orderId: order!.id, customerId: order!.customerId })
    .where(eq(schema.ratings.id, id));
  const [line] = order!.lines as { itemId: string; title: string }[];
  await db.insert(schema.dishRatings).values({
    ratingId: id,
    structureId,
    menuItemId: line!.itemId,
    itemTitle: line!.title,
    lineIndex: 0,
    score: 4,
  });
}
