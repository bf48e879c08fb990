import type {
  TMarkNotificationsReadBody,
  TNotification,
  TNotificationList,
  TNotificationListQuery,
  TNotificationSetting,
  TNotificationSourceType,
  TNotificationsChanged,
  TSaveNotificationSettingBody,
} from '@guestloop/contracts';
import { changeCommitted } from '../../db/change-feed';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { type AuthContext, hasPermission } from '../../plugins/access';
import { findMetricById } from '../metrics';
import { effectiveSetting } from './notification-settings';
import * as repo from './notifications.repo';
import { STAFF_CHANNEL } from './recipients';

/** Who is asking: every call reads and changes only the caller's own notifications. */
export interface Caller {
  structureId: string;
  auth: AuthContext;
}

const toNotification = (row: repo.NotificationView): TNotification => ({
  id: row.id,
  kind: row.kind as TNotification['kind'],
  sourceType: row.sourceType as TNotification['sourceType'],
  sourceId: row.sourceId,
  subjectId: row.subjectId,
  locationId: row.locationId,
  locationName: row.locationName ?? null,
  payload: row.payload as TNotification['payload'],
  readAt: row.readAt ? row.readAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

/** GET /notification/list. */
export async function list(
  db: Db,
  caller: Caller,
  query: TNotificationListQuery,
): Promise<TNotificationList> {
  const { structureId, auth } = caller;
  const [rows, unread] = await Promise.all([
    repo.listForUser(db, structureId, auth.userId, query.limit),
    repo.countUnread(db, structureId, auth.userId),
  ]);
  return { items: rows.map(toNotification), unread };
}

const changed = async (db: Db, caller: Caller, n: number): Promise<TNotificationsChanged> => ({
  changed: n,
  unread: await repo.countUnread(db, caller.structureId, caller.auth.userId),
});

/** POST /notification/read: the bell's count drops by what was unread among them. */
export async function markRead(db: Db, caller: Caller, body: TMarkNotificationsReadBody) {
  const ids = body.all ? null : (body.ids ?? []);
  return changed(db, caller, await repo.markRead(db, caller.structureId, caller.auth.userId, ids));
}

/** DELETE /notification/{id}: 404 unless it is one of the caller's. */
export async function deleteOne(db: Db, caller: Caller, id: string) {
  const n = await repo.deleteWhere(db, caller.structureId, caller.auth.userId, repo.byId(id));
  if (n === 0) throw notFound('Notification');
  return changed(db, caller, n);
}

/** DELETE /notification/{id}/metric: the caller's notifications of one of the company's metrics. */
export async function deleteOfMetric(db: Db, caller: Caller, metricId: string) {
  if (!(await findMetricById(db, caller.structureId, metricId))) throw notFound('Metric');
  return deleteOfSource(db, caller, 'metric', metricId);
}

/** DELETE /notification/survey and /e-nps (all of the group), or one source of a group. */
export async function deleteOfSource(db: Db, caller: Caller, type: TNotificationSourceType, id?: string) {
  const n = await repo.deleteWhere(db, caller.structureId, caller.auth.userId, repo.bySource(type, id));
  return changed(db, caller, n);
}

const canOf = (auth: AuthContext) => (permission: Parameters<typeof hasPermission>[1]) =>
  hasPermission(auth, permission);

/** GET /notification-setting: the caller's, or the default while they never saved one. */
export async function getSetting(db: Db, caller: Caller): Promise<TNotificationSetting> {
  const stored = await repo.findSetting(db, caller.structureId, caller.auth.userId);
  return effectiveSetting(stored, canOf(caller.auth));
}

/**
 * POST /notification-setting. An event the caller's role cannot open is refused (400, naming it),
 * another company's location answers 404.
 */
export async function saveSetting(
  db: Db,
  caller: Caller,
  body: TSaveNotificationSettingBody,
): Promise<TNotificationSetting> {
  const { available } = effectiveSetting(null, canOf(caller.auth));
  const refused = body.events
    .map((kind, index) => ({ kind, index }))
    .filter(({ kind }) => !available.includes(kind));
  if (refused.length > 0) {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      'Your role cannot open what these events are about',
      refused.map(({ index }) => ({
        path: `body.events.${index}`,
        code: 'not_available',
        message: 'Your role cannot open what this event is about',
      })),
    );
  }
  if (body.locationIds) {
    const own = await repo.companyLocationIds(db, caller.structureId, body.locationIds);
    if (body.locationIds.some((id) => !own.has(id))) throw notFound('Location');
  }
  await repo.saveSetting(db, caller.structureId, caller.auth.userId, body);
  // The next rating through this process is routed by it (the others hear the trigger's notice).
  changeCommitted(db, STAFF_CHANNEL, caller.structureId);
  return getSetting(db, caller);
}
