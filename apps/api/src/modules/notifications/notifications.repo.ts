import type { TNotificationKind, TNotificationPayload, TNotificationSourceType } from '@guestloop/contracts';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, notificationSettings, notifications, roles, userLocations, users } from '../../db/schema';

/** All SQL of notifications. Every function is scoped by the caller's company (`structureId`). */

const ofUser = (structureId: string, userId: string) =>
  and(eq(notifications.structureId, structureId), eq(notifications.userId, userId));

/** The member's newest notifications first, with their location's name as it is now. */
export function listForUser(db: DbOrTx, structureId: string, userId: string, limit: number) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      sourceType: notifications.sourceType,
      sourceId: notifications.sourceId,
      subjectId: notifications.subjectId,
      locationId: notifications.locationId,
      locationName: locations.name,
      payload: notifications.payload,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .leftJoin(locations, eq(locations.id, notifications.locationId))
    .where(ofUser(structureId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}
export type NotificationView = Awaited<ReturnType<typeof listForUser>>[number];

/** How many of the member's notifications (of these kinds, if given) are not read. */
export async function countUnread(
  db: DbOrTx,
  structureId: string,
  userId: string,
  kinds?: readonly TNotificationKind[],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        ofUser(structureId, userId),
        isNull(notifications.readAt),
        kinds ? inArray(notifications.kind, [...kinds]) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Deletes the member's notifications that match; resolves to how many. */
export async function deleteWhere(db: DbOrTx, structureId: string, userId: string, where: SQL | undefined) {
  const gone = await db
    .delete(notifications)
    .where(and(ofUser(structureId, userId), where))
    .returning({ id: notifications.id });
  return gone.length;
}

export const byId = (id: string) => eq(notifications.id, id);
export const bySource = (sourceType: TNotificationSourceType, sourceId?: string) =>
  and(eq(notifications.sourceType, sourceType), sourceId ? eq(notifications.sourceId, sourceId) : undefined);

/** Marks the member's unread notifications (those with the ids, or all) read; resolves to how many. */
export async function markRead(
  db: DbOrTx,
  structureId: string,
  userId: string,
  ids: readonly string[] | null,
) {
  const read = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        ofUser(structureId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, [...ids]) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return read.length;
}

/** Every member's unread notifications about one subject (a review someone has now viewed) become read. */
export async function markReadAbout(db: DbOrTx, structureId: string, subjectId: string) {
  return db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.structureId, structureId),
        eq(notifications.subjectId, subjectId),
        isNull(notifications.readAt),
      ),
    )
    .returning({ userId: notifications.userId });
}

export async function findSetting(db: DbOrTx, structureId: string, userId: string) {
  const [row] = await db
    .select({ settings: notificationSettings.settings })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.structureId, structureId), eq(notificationSettings.userId, userId)));
  return row?.settings ?? null;
}

export async function saveSetting(
  db: DbOrTx,
  structureId: string,
  userId: string,
  settings: Record<string, unknown>,
) {
  await db
    .insert(notificationSettings)
    .values({ userId, structureId, settings })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { structureId, settings, updatedAt: sql`now()` },
    });
}

/** Which of the ids are locations of the company. */
export async function companyLocationIds(db: DbOrTx, structureId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.structureId, structureId), inArray(locations.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/**
 * The company's active members who could be told something: role, language, setting and the
 * locations they are assigned to, in one statement (it runs for every rating).
 */
export async function companyMembers(db: DbOrTx, structureId: string) {
  const members = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
      isSuperAdmin: users.isSuperAdmin,
      permissions: roles.permissions,
      settings: notificationSettings.settings,
      locationIds: sql<string[]>`array(
        select ${userLocations.locationId}::text from ${userLocations}
        inner join ${locations} on ${locations.id} = ${userLocations.locationId}
        where ${userLocations.userId} = ${users.id} and ${locations.structureId} = ${structureId}
      )`,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(eq(users.structureId, structureId), eq(users.status, 'active')));
  return members.map((member) => ({ ...member, permissions: member.permissions ?? [] }));
}
export type Member = Awaited<ReturnType<typeof companyMembers>>[number];

/** Every location of the company with its parent and name. */
export function companyLocations(db: DbOrTx, structureId: string) {
  return db
    .select({ id: locations.id, parentId: locations.parentId, name: locations.name })
    .from(locations)
    .where(eq(locations.structureId, structureId));
}

export interface NewNotification {
  structureId: string;
  userId: string;
  kind: TNotificationKind;
  sourceType: TNotificationSourceType;
  sourceId: string | null;
  subjectId: string | null;
  locationId: string | null;
  payload: TNotificationPayload;
}

/** Adds notifications; one a member already has for the same subject and kind is skipped. */
export async function insertNotifications(db: DbOrTx, rows: readonly NewNotification[]) {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows.map((row) => ({ ...row, payload: row.payload as Record<string, unknown> })))
    .onConflictDoNothing()
    .returning({ id: notifications.id, userId: notifications.userId });
}
