import type { TLanguage, TPermission } from '@guestloop/contracts';
import type { FastifyInstance } from 'fastify';
import type { DomainEventMap } from '../events';
import { findStructure } from '../structure';
import { coversLocation, effectiveSetting } from './notification-settings';
import type { StaffAlert } from './notifications.events';
import { type CompanyRecipients, lineageOf, type RecipientsCache } from './recipients';

type App = Pick<FastifyInstance, 'db' | 'config' | 'events'>;

/** The console's page of one order, which a new order's message opens. */
export const orderConsolePath = (orderSlug: string) => `/user/app/orders/${encodeURIComponent(orderSlug)}`;

/** The members of the company who may act on it (any of `permissions`) at the location. */
export function membersAt(
  company: CompanyRecipients,
  permissions: readonly TPermission[],
  locationId: string | null,
): { userId: string; language: TLanguage }[] {
  const lineage = locationId ? lineageOf(company, locationId) : null;
  return company.members.flatMap((member) => {
    const can = (permission: string) => member.isSuperAdmin || member.permissions.includes(permission);
    if (!permissions.some(can)) return [];
    const setting = effectiveSetting(member.settings ?? null, can);
    if (!coversLocation(setting, member.locationIds, lineage)) return [];
    return [{ userId: member.id, language: member.language as TLanguage }];
  });
}

/** The name of the place: the location's, else the company's. */
export async function placeName(
  app: App,
  company: CompanyRecipients,
  structureId: string,
  locationId: string | null,
) {
  return (
    (locationId && company.locations.get(locationId)?.name) ||
    (await findStructure(app.db, structureId))?.name ||
    ''
  );
}

/** Tells the members who were told of `alert` to the channels outside the product (after the commit). */
export async function passOn(
  app: App,
  structureId: string,
  alert: StaffAlert,
  recipients: { userId: string; language: TLanguage }[],
) {
  if (recipients.length === 0) return;
  await app.events.emit('staff.notified', { structureId, alert, recipients });
}

async function orderPlaced(app: App, recipients: RecipientsCache, event: DomainEventMap['order.placed']) {
  const company = await recipients.current(event.structureId);
  const members = membersAt(company, ['orders.view', 'orders.manage'], event.locationId);
  if (members.length === 0) return;
  await passOn(
    app,
    event.structureId,
    {
      kind: 'order.new',
      subjectId: event.orderId,
      number: event.number,
      total: event.total,
      currency: event.currency,
      tableLabel: event.tableLabel,
      location: await placeName(app, company, event.structureId, event.locationId),
      link: new URL(orderConsolePath(event.orderSlug), app.config.PUBLIC_URL).toString(),
    },
    members,
  );
}

async function waiterCalled(
  app: App,
  recipients: RecipientsCache,
  event: DomainEventMap['waiter-call.made'],
) {
  const company = await recipients.current(event.structureId);
  const members = membersAt(company, ['waiter-calls.manage', 'orders.manage'], event.locationId);
  if (members.length === 0) return;
  await passOn(
    app,
    event.structureId,
    {
      kind: 'waiter-call.new',
      subjectId: event.callId,
      callKind: event.kind,
      tableLabel: event.tableLabel,
      location: await placeName(app, company, event.structureId, event.locationId),
    },
    members,
  );
}

/**
 * New orders and waiter calls are not kept in the bell (the boards show them live); the members
 * who work the boards at that place are told of them through the outside channels they connected.
 */
export function subscribeStaffAlerts(app: App, recipients: RecipientsCache) {
  app.events.on('order.placed', (event) => orderPlaced(app, recipients, event));
  app.events.on('waiter-call.made', (event) => waiterCalled(app, recipients, event));
}
