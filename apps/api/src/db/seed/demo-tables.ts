import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { tableGroups, tables, waiterTables } from '../schema';

/** The demo location's tables: "Hall" with tables 1–6 and "Garden terrace" with T1–T4. */
export async function seedDemoTables(db: DbOrTx, structureId: string, locationId: string): Promise<void> {
  const groups = [
    { name: 'Hall', slug: 'hall', tables: ['1', '2', '3', '4', '5', '6'], seats: 4 },
    { name: 'Garden terrace', slug: 'garden-terrace', tables: ['T1', 'T2', 'T3', 'T4'], seats: 2 },
  ];
  for (const [position, group] of groups.entries()) {
    const [row] = await db
      .insert(tableGroups)
      .values({ structureId, locationId, name: group.name, slug: group.slug, position })
      .returning({ id: tableGroups.id });
    if (!row) throw new Error('demo table group not created');
    await db.insert(tables).values(
      group.tables.map((name, index) => ({
        structureId,
        groupId: row.id,
        name,
        slug: name.toLowerCase(),
        seats: group.seats,
        position: index,
      })),
    );
  }
}

/** The demo waiter serves the Hall; the terrace has nobody, so its calls reach every board. */
export async function seedDemoWaiterTables(db: DbOrTx, structureId: string, userId: string): Promise<void> {
  const hall = await db
    .select({ id: tables.id })
    .from(tables)
    .innerJoin(tableGroups, eq(tableGroups.id, tables.groupId))
    .where(and(eq(tables.structureId, structureId), eq(tableGroups.slug, 'hall')));
  if (hall.length === 0) return;
  await db.insert(waiterTables).values(hall.map((table) => ({ structureId, userId, tableId: table.id })));
}
