import { randomBytes } from 'node:crypto';
import type { TLanguage, TSystemRoleSlug } from '@guestloop/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { roles, structures, users } from '../db/schema';
import { SESSION_COOKIE } from '../lib/cookies';
import { hashPassword } from '../lib/passwords';
import { hashToken, insertSession, newToken } from '../modules/auth';
import { createSystemRoles } from '../modules/structure';

export const TEST_PASSWORD = 'correct-horse-battery';

export interface TestUser {
  id: string;
  email: string;
  /** The plain password, or null for an account without one. */
  password: string | null;
  structureId: string | null;
  role: TSystemRoleSlug | null;
}

export interface CreateUserOptions {
  /** A built-in role in the user's company (default administrator); null for none. */
  role?: TSystemRoleSlug | null;
  /** An existing company id; omitted: a new company with the built-in roles; null: no company. */
  structure?: string | null;
  /** Default TEST_PASSWORD; null makes an account without a password (e.g. Google only). */
  password?: string | null;
  email?: string;
  name?: string;
  language?: TLanguage;
  isSuperAdmin?: boolean;
  status?: 'pending' | 'active' | 'disabled';
}

/** Inserts an active user straight into the database (tests of modules other than auth). */
export async function createUser(db: Db, options: CreateUserOptions = {}): Promise<TestUser> {
  const suffix = randomBytes(6).toString('hex');
  let structureId = options.structure;
  if (structureId === undefined) {
    const [company] = await db
      .insert(structures)
      .values({ name: `Company ${suffix}`, slug: `company-${suffix}` })
      .returning({ id: structures.id });
    structureId = company!.id;
    await createSystemRoles(db, structureId);
  }
  const role = structureId ? (options.role === undefined ? 'administrator' : options.role) : null;
  let roleId: string | null = null;
  if (structureId && role) {
    const [found] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.structureId, structureId), eq(roles.slug, role)));
    if (!found) throw new Error(`role ${role} not found in company ${structureId}`);
    roleId = found.id;
  }
  const password = options.password === undefined ? TEST_PASSWORD : options.password;
  const email = options.email ?? `user-${suffix}@example.test`;
  const [user] = await db
    .insert(users)
    .values({
      structureId,
      roleId,
      email,
      name: options.name ?? `User ${suffix}`,
      passwordHash: password ? await hashPassword(password) : null,
      language: options.language ?? 'en',
      status: options.status ?? 'active',
      isSuperAdmin: options.isSuperAdmin ?? false,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  return { id: user!.id, email, password, structureId, role };
}

/** Starts a session for the user directly in the database; returns the Cookie header value. */
export async function signIn(app: FastifyInstance, user: { id: string }): Promise<string> {
  const token = newToken();
  await insertSession(app.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return `${SESSION_COOKIE}=${token}`;
}
