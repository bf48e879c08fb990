import {
  TABLE_BILL_HOURS,
  type TCurrency,
  type TOrderLine,
  type TOrderStatus,
  type TTableBill,
} from '@guestloop/contracts';
import { and, asc, eq, gte, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, tableGroups, tables } from '../../db/schema';
import { notFound } from '../../lib/errors';

const HOUR = 3_600_000;

/**
 * A table's open bill: what its guests ordered in the last hours and have not paid (nor had
 * cancelled), for the QR page's pay-bill block. Anyone at the table may see it, as a printed bill
 * on the table: it names dishes and sums, never who ordered them.
 */
export async function tableBill(db: Db, tableId: string, now = new Date()): Promise<TTableBill> {
  const [table] = await db
    .select({ name: tables.name, group: tableGroups.name })
    .from(tables)
    .innerJoin(tableGroups, eq(tableGroups.id, tables.groupId))
    .where(eq(tables.id, tableId));
  if (!table) throw notFound('Table');
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tableId, tableId),
        eq(orders.paid, false),
        notInArray(orders.status, ['cancelled', 'closed']),
        gte(orders.createdAt, new Date(now.getTime() - TABLE_BILL_HOURS * HOUR)),
      ),
    )
    .orderBy(asc(orders.createdAt));
  return {
    tableLabel: `${table.group} · ${table.name}`,
    currency: (rows[0]?.currency as TCurrency | undefined) ?? null,
    total: rows.reduce((sum, row) => sum + row.total, 0),
    orders: rows.map((row) => ({
      slug: row.slug,
      number: row.number,
      menuSlug: row.menuSlug,
      status: row.status as TOrderStatus,
      total: row.total,
      lines: (row.lines as TOrderLine[]).map(({ title, option, quantity, total }) => ({
        title,
        option,
        quantity,
        total,
      })),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
