import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { customers, orders, users } from '../../db/schema';

/** Helpers of the share-method tests (not a test file itself). */

/** A method's body: an e-mail to the given audience. */
export const shareBody = (audience: unknown, title = 'After dinner') => ({
  title,
  data: { subject: 'How was your evening?', message: 'Tell us in one tap.\n\nThank you!', audience },
});

/**
 * A guest who ordered at a company `daysAgo` days ago, straight in the database: with an address
 * on the guest identity, or only on their guest account.
 */
export async function guestWhoOrdered(
  db: Db,
  structureId: string,
  options: { email?: string | null; accountEmail?: string; name?: string; daysAgo: number; status?: string },
) {
  let userId: string | null = null;
  if (options.accountEmail) {
    const [account] = await db
      .insert(users)
      .values({ email: options.accountEmail, name: options.name ?? 'Guest', guestAccount: true })
      .returning({ id: users.id });
    userId = account!.id;
  }
  const [guest] = await db
    .insert(customers)
    .values({
      browserHash: randomBytes(16).toString('hex'),
      email: options.email ?? null,
      name: options.accountEmail ? null : (options.name ?? null),
      userId,
    })
    .returning({ id: customers.id });
  const at = new Date(Date.now() - options.daysAgo * 86_400_000);
  const key = randomBytes(6).toString('hex');
  await db.insert(orders).values({
    structureId,
    menuSlug: 'menu',
    slug: `o-${key}`,
    number: Number.parseInt(key.slice(0, 6), 16),
    customerId: guest!.id,
    type: 'pickup',
    status: options.status ?? 'closed',
    currency: 'EUR',
    lines: [],
    subtotal: 100,
    total: 100,
    idempotencyKey: key,
    createdAt: at,
  });
  return guest!.id;
}
