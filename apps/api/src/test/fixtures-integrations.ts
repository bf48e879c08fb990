import { eq } from 'drizzle-orm';
import * as schema from '../db/schema';
import type { TestApp } from './app';
import type { SeedCaller } from './seed-caller';

/**
 * Company A's outside services for the generated isolation tests: its Google and Syrve
 * integrations with secrets of A's, a staff member's Telegram, a collector with a run, a POS
 * product linked to A's dish, an order sent to the POS and a guest's Telegram chat.
 */
export async function seedIntegrationsOfA(
  t: TestApp,
  call: SeedCaller,
  input: { structureId: string; adminId: string; menuItemId: string },
) {
  const db = t.app.db;
  await call('POST', '/structure/integration/update', {
    serviceUid: 'google-business-profile',
    settings: { clientId: 'alpha-client' },
    secrets: { clientSecret: 'alpha-google-secret', refreshToken: 'alpha-refresh' },
  });
  await call('POST', '/structure/integration/update', {
    serviceUid: 'syrve',
    settings: { organizationId: 'alpha-org' },
    secrets: { apiLogin: 'alpha-api-login' },
  });
  await call('POST', '/user/integration/by-token', {
    email: 'alpha-admin@alpha.test',
    serviceUid: 'telegram',
    token: 'alpha-telegram-token',
  });
  const { structureId } = input;
  const [google] = await db
    .select()
    .from(schema.structureIntegrations)
    .where(eq(schema.structureIntegrations.structureId, structureId));
  const [metric] = await db.select().from(schema.metrics).where(eq(schema.metrics.structureId, structureId));
  const [collector] = await db
    .insert(schema.reviewCollectors)
    .values({
      structureId,
      integrationId: google!.id,
      title: 'Alpha Google reviews',
      source: 'accounts/alpha/locations/1',
      metricId: metric!.id,
    })
    .returning();
  await db
    .insert(schema.reviewCollectorRuns)
    .values({ structureId, collectorId: collector!.id, trigger: 'manual', status: 'succeeded', imported: 1 });
  await db
    .insert(schema.posProducts)
    .values({ structureId, productId: 'alpha-pos-latte', name: 'Alpha POS Latte' });
  await db
    .insert(schema.posProductLinks)
    .values({ structureId, menuItemId: input.menuItemId, productId: 'alpha-pos-latte' });
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.structureId, structureId));
  await db
    .insert(schema.posOrderExports)
    .values({ structureId, orderId: order!.id, status: 'sent', externalId: 'alpha-pos-order' });
  await db.insert(schema.telegramChats).values([
    { structureId, customerId: order!.customerId, chatId: 'alpha-guest-chat', connectedAt: new Date() },
    { structureId, userId: input.adminId, chatId: 'alpha-staff-chat', connectedAt: new Date() },
  ]);
}
