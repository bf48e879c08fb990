import type {
  TCurrentTakeover,
  TTakeOverStructureBody,
  TTakeover,
  TTakeoverList,
} from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { findStructureWithCount } from './structures.repo';
import * as repo from './takeovers.repo';

/**
 * A take-over moves the super administrator's account into the company (every session of theirs
 * then acts in it, with all permissions) until they leave, when it goes back to the company it
 * belonged to before (usually none). Each take-over is recorded for the company's administrators.
 */

function toView({ takeover, structure }: repo.TakeoverRow): TTakeover {
  return {
    id: takeover.id,
    structure,
    superAdmin: { name: takeover.superAdminName, email: takeover.superAdminEmail },
    reason: takeover.reason,
    startedAt: takeover.startedAt.toISOString(),
    endedAt: takeover.endedAt?.toISOString() ?? null,
  };
}

export async function takeOver(
  db: Db,
  userId: string,
  body: TTakeOverStructureBody,
): Promise<TCurrentTakeover> {
  const id = await db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, userId);
    if (!user) throw notFound('User');
    if (!(await findStructureWithCount(tx, body.structureId))) throw notFound('Structure');
    const open = await repo.findOpenTakeover(tx, userId);
    const home = open ? open.takeover.previousStructureId : user.structureId;
    if (home === body.structureId) {
      throw new AppError(409, 'CONFLICT', 'This is your own company', { reason: 'own-structure' });
    }
    if (open) await repo.endTakeover(tx, open.takeover.id);
    const started = await repo.insertTakeover(tx, {
      structureId: body.structureId,
      superAdminId: userId,
      superAdminName: user.name,
      superAdminEmail: user.email,
      previousStructureId: home,
      reason: body.reason,
    });
    await repo.setUserStructure(tx, userId, body.structureId);
    return started;
  });
  const row = await repo.findTakeover(db, id);
  return { takeover: row ? toView(row) : null };
}

export async function leave(db: Db, userId: string): Promise<TCurrentTakeover> {
  await db.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    const open = await repo.findOpenTakeover(tx, userId);
    if (!open) throw notFound('Take-over');
    await repo.endTakeover(tx, open.takeover.id);
    await repo.setUserStructure(tx, userId, open.takeover.previousStructureId);
  });
  return { takeover: null };
}

export async function current(db: Db, userId: string): Promise<TCurrentTakeover> {
  const open = await repo.findOpenTakeover(db, userId);
  return { takeover: open ? toView(open) : null };
}

export async function takeoversOf(db: Db, structureId: string): Promise<TTakeoverList> {
  return { items: (await repo.takeoversOf(db, structureId)).map(toView) };
}
