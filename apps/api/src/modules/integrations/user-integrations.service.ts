import {
  INTEGRATION_SERVICES,
  type TEnableUserIntegrationBody,
  type TIntegration,
  type TIntegrationServiceUid,
  type TUserIntegrationByTokenBody,
} from '@guestloop/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { secretBoxFor } from '../../lib/secret-box';
import { findStaff } from '../users';
import { behaviourOf } from './integrations.registry';
import * as repo from './integrations.repo';

const TITLES: Partial<Record<TIntegrationServiceUid, string>> = { telegram: 'Telegram' };

const toIntegration = (uid: TIntegrationServiceUid, row: repo.UserIntegrationRow | null): TIntegration => ({
  serviceUid: uid,
  title: TITLES[uid] ?? uid,
  connected: row?.connected ?? false,
  enabled: row?.enabled ?? false,
  data: row
    ? {
        slug: row.id,
        settings: {},
        secretsSet: row.secretsSealed ? ['token'] : [],
        lastCheck: null,
        extra: row.data,
      }
    : null,
});

/** The staff member, checked to be of the caller's company. */
export async function requireStaff(db: Db, structureId: string, by: { id: string } | { email: string }) {
  const id =
    'id' in by
      ? ((await findStaff(db, structureId, by.id))?.user.id ?? null)
      : await repo.findStaffIdByEmail(db, structureId, by.email);
  if (!id) throw notFound('User');
  return id;
}

/** GET /user/integrations and /user/{id}/integration/list: the services a staff member connects. */
export async function listForUser(db: Db, userId: string): Promise<TIntegration[]> {
  const rows = await repo.listUserIntegrations(db, userId);
  return INTEGRATION_SERVICES.filter((s) => s.scope === 'user').map((s) =>
    toIntegration(s.uid, rows.find((r) => r.serviceUid === s.uid) ?? null),
  );
}

export async function enableForUser(
  db: Db,
  config: Config,
  structureId: string,
  userId: string,
  body: TEnableUserIntegrationBody,
): Promise<TIntegration> {
  const existing = await repo.findUserIntegration(db, userId, body.serviceUid);
  if (!body.enabled) {
    if (!existing) return toIntegration(body.serviceUid, null);
    return toIntegration(
      body.serviceUid,
      await repo.setUserIntegrationState(db, userId, body.serviceUid, { enabled: false }),
    );
  }
  const enable = behaviourOf(body.serviceUid)?.enableForUser;
  const extra = enable ? await enable({ db, config, userId, structureId }) : {};
  const row = await repo.upsertUserIntegration(db, {
    structureId,
    userId,
    serviceUid: body.serviceUid,
    enabled: true,
    connected: existing?.connected ?? false,
    data: { ...(existing?.data ?? {}), ...extra },
  });
  return toIntegration(body.serviceUid, row);
}

export async function deleteForUser(db: Db, userId: string, uid: TIntegrationServiceUid) {
  await behaviourOf(uid)?.disconnectUser?.({ db, userId });
  await repo.deleteUserIntegration(db, userId, uid);
}

/** POST /user/integration/by-token: connects a staff member of the company with the service's token. */
export async function connectByToken(
  db: Db,
  config: Config,
  structureId: string,
  body: TUserIntegrationByTokenBody,
) {
  const userId = await requireStaff(db, structureId, { email: body.email });
  const row = await repo.upsertUserIntegration(db, {
    structureId,
    userId,
    serviceUid: body.serviceUid,
    enabled: true,
    connected: true,
    data: {},
    secretsSealed: secretBoxFor(config).seal(JSON.stringify({ token: body.token })),
  });
  return toIntegration(body.serviceUid, row);
}

/** For the module that speaks to the service: the staff member's connection became live (or not). */
export async function markUserIntegration(
  db: Db,
  input: {
    structureId: string;
    userId: string;
    serviceUid: TIntegrationServiceUid;
    connected: boolean;
    data?: Record<string, string>;
  },
) {
  const existing = await repo.findUserIntegration(db, input.userId, input.serviceUid);
  await repo.upsertUserIntegration(db, {
    structureId: input.structureId,
    userId: input.userId,
    serviceUid: input.serviceUid,
    enabled: existing?.enabled ?? true,
    connected: input.connected,
    data: { ...(existing?.data ?? {}), ...(input.data ?? {}) },
  });
}

/** Whether a staff member has the service turned on and connected. */
export async function isUserIntegrationLive(db: Db, userId: string, uid: TIntegrationServiceUid) {
  const row = await repo.findUserIntegration(db, userId, uid);
  return Boolean(row?.enabled && row.connected);
}
