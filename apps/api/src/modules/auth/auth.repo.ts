import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type ACCOUNT_TOKEN_PURPOSES, accountTokens, roles, structures, users } from '../../db/schema';

export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];
export type UserRow = typeof users.$inferSelect;

export { isUniqueViolation } from '../../db/errors';

// ---- Users ----

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByGoogleSub(db: DbOrTx, subject: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, subject)).limit(1);
  return row ?? null;
}

/** Whether another account already uses this address. */
export async function emailTaken(db: DbOrTx, email: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

/** Inserts the user unless an account already uses the address (then null); one statement either way. */
export async function insertUserIfEmailFree(
  db: DbOrTx,
  values: typeof users.$inferInsert,
): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** The user with the company and role the API answers with (see user-view.ts). */
export async function findUserView(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      user: users,
      structure: { id: structures.id, name: structures.name, slug: structures.slug },
      role: { slug: roles.slug, name: roles.name, permissions: roles.permissions },
    })
    .from(users)
    .leftJoin(structures, eq(structures.id, users.structureId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}
export type UserViewRow = NonNullable<Awaited<ReturnType<typeof findUserView>>>;

// ---- Mailed single-use tokens ----

export async function insertAccountToken(
  db: DbOrTx,
  row: {
    tokenHash: string;
    userId: string;
    purpose: AccountTokenPurpose;
    expiresAt: Date;
    data?: Record<string, unknown>;
  },
) {
  await db.insert(accountTokens).values(row);
}

export async function findAccountToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(accountTokens).where(eq(accountTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Marks a token used; false when another request used it first. */
export async function useAccountToken(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.tokenHash, tokenHash), isNull(accountTokens.usedAt)))
    .returning({ tokenHash: accountTokens.tokenHash });
  return rows.length === 1;
}

/** Retires every open link of one kind for a user (a newer link replaces the older ones). */
export async function retireAccountTokens(db: DbOrTx, userId: string, purpose: AccountTokenPurpose) {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}
