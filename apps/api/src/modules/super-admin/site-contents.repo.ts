import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { siteContents } from '../../db/schema';

export async function contentsOfType(db: DbOrTx, type: string) {
  return db.select().from(siteContents).where(eq(siteContents.type, type)).orderBy(siteContents.language);
}

export async function findContent(db: DbOrTx, type: string, language: string) {
  const [row] = await db
    .select()
    .from(siteContents)
    .where(and(eq(siteContents.type, type), eq(siteContents.language, language)));
  return row ?? null;
}

export async function saveContent(db: DbOrTx, type: string, language: string, content: string) {
  const [row] = await db
    .insert(siteContents)
    .values({ type, language, content })
    .onConflictDoUpdate({
      target: [siteContents.type, siteContents.language],
      set: { content, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function deleteContent(db: DbOrTx, type: string, language: string) {
  await db.delete(siteContents).where(and(eq(siteContents.type, type), eq(siteContents.language, language)));
}
