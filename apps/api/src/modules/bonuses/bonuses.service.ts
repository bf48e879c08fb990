import type { TBonusBalance, TBonusProgram } from '@guestloop/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import * as repo from './bonuses.repo';

/** The guest's spendable balance with a company: the ledger minus what unpaid orders hold. */
export async function availableBonus(
  db: DbOrTx,
  structureId: string,
  customerId: string,
  exceptOrderId?: string,
) {
  return Math.max(0, await repo.unreservedBalance(db, structureId, customerId, exceptOrderId));
}

export async function getProgram(db: Db, structureId: string): Promise<TBonusProgram> {
  return { ratePercent: await repo.rateOf(db, structureId) };
}

export async function setProgram(db: Db, structureId: string, body: TBonusProgram): Promise<TBonusProgram> {
  await repo.setRate(db, structureId, body.ratePercent);
  return body;
}

/** The guest's rate and spendable balance with a company. */
export async function balanceWith(db: Db, structureId: string, customerId: string): Promise<TBonusBalance> {
  return {
    ratePercent: await repo.rateOf(db, structureId),
    balance: await availableBonus(db, structureId, customerId),
  };
}

/** GET /online-menu/customer/bonus/{menu slug}. */
export async function balanceFor(db: Db, customerId: string, menuSlug: string): Promise<TBonusBalance> {
  const structureId = await repo.companyOfActiveMenu(db, menuSlug);
  if (!structureId) throw notFound('Menu');
  return balanceWith(db, structureId, customerId);
}

/** What settling needs of a paid order. */
export interface PaidOrder {
  id: string;
  structureId: string;
  customerId: string;
  subtotal: number;
  bonusSpent: number;
}

/**
 * When an order is paid (online or by staff): the bonus it used is spent for good and it earns
 * the company's rate on its subtotal. Called inside the paying transaction, after it locked the
 * order; runs once per order.
 */
export async function settleOrderBonus(db: DbOrTx, row: PaidOrder) {
  await repo.lockCustomerBonus(db, row.customerId);
  const rate = await repo.rateOf(db, row.structureId);
  const base = { structureId: row.structureId, customerId: row.customerId, orderId: row.id };
  if (row.bonusSpent > 0) await repo.addEntry(db, { ...base, kind: 'spend', amount: -row.bonusSpent });
  const earned = Math.floor((row.subtotal * rate) / 100);
  if (earned > 0) await repo.addEntry(db, { ...base, kind: 'earn', amount: earned });
}

/** An order marked unpaid again (a staff mistake, the order locked): its ledger lines go with it. */
export async function reverseOrderBonus(db: DbOrTx, order: { id: string; customerId: string }) {
  await repo.lockCustomerBonus(db, order.customerId);
  await repo.deleteEntries(db, order.id);
}
