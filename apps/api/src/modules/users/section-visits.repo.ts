import type { TProfileMenuSectionId } from '@guestloop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sectionVisits, users } from '../../db/schema';

/** When the user last looked at each console section they have opened. */
export async function visitsOf(db: DbOrTx, userId: string): Promise<Map<string, Date>> {
  const rows = await db
    .select({ section: sectionVisits.section, seenAt: sectionVisits.seenAt })
    .from(sectionVisits)
    .where(eq(sectionVisits.userId, userId));
  return new Map(rows.map((row) => [row.section, row.seenAt]));
}

/** When the user's account was made: what came before is not news to a new colleague. */
export async function joinedAt(db: DbOrTx, userId: string): Promise<Date | null> {
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  return row?.createdAt ?? null;
}

/** Notes that the user looked at a section now. */
export async function markSeen(db: DbOrTx, userId: string, section: TProfileMenuSectionId) {
  await db
    .insert(sectionVisits)
    .values({ userId, section, seenAt: sql`now()` })
    .onConflictDoUpdate({
      target: [sectionVisits.userId, sectionVisits.section],
      set: { seenAt: sql`now()` },
    });
}
