import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TCustomer, TUpdateCustomerBody } from '@guestloop/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { GuestContext } from '../../plugins/access';
import * as repo from './customers.repo';
import type { DeviceKey } from './guest-cookie';

/**
 * Guest identities (SPEC point 3 "Customer": id, browserHash). The device keeps both in an
 * httpOnly cookie (see guest-cookie.ts); the database keeps only a digest of the secret. A merged
 * identity answers as the one it was merged into, so an old cookie keeps working after "combine".
 */

const digest = (secret: string) => createHash('sha256').update(secret).digest('base64url');

function secretMatches(row: repo.CustomerRow, secret: string): boolean {
  const a = Buffer.from(row.browserHash);
  const b = Buffer.from(digest(secret));
  return a.length === b.length && timingSafeEqual(a, b);
}

type Contact = Pick<repo.CustomerRow, 'name' | 'phone' | 'email'>;

/** The identity as the device knows it (`id`, `browserHash`), with the details of the one in use. */
const toCustomer = (row: Contact, key: DeviceKey): TCustomer => ({
  id: key.id,
  browserHash: key.secret,
  name: row.name,
  phone: row.phone,
  email: row.email,
});

const noGuest = () => new AppError(401, 'UNAUTHENTICATED', 'No guest identity: create one first');

/** The identity behind id + secret, following merges; null when they do not prove one. */
async function resolve(db: DbOrTx, id: string, secret: string): Promise<repo.CustomerRow | null> {
  const row = await repo.findCustomer(db, id);
  return row && secretMatches(row, secret) ? followMerges(db, row) : null;
}

async function followMerges(db: DbOrTx, row: repo.CustomerRow): Promise<repo.CustomerRow> {
  let current = row;
  // A chain is at most a few links long; the bound guards against a cycle made by hand.
  for (let hops = 0; current.mergedIntoId && hops < 10; hops++) {
    const next = await repo.findCustomer(db, current.mergedIntoId);
    if (!next) break;
    current = next;
  }
  return current;
}

/**
 * The identity of a signed-in account, made on first use. Only the account reaches it: its
 * secret is drawn and dropped, no device holds it.
 */
async function accountCustomer(db: Db, userId: string): Promise<repo.CustomerRow> {
  let row = await repo.findAccountCustomer(db, userId);
  if (!row) {
    await repo.insertAccountCustomer(db, userId, digest(randomBytes(24).toString('base64url')));
    row = await repo.findAccountCustomer(db, userId);
    if (!row) throw new Error('account customer vanished');
  }
  return followMerges(db, row);
}

const toGuest = (row: repo.CustomerRow, deviceId: string | null): GuestContext => ({
  id: row.id,
  deviceId,
  userId: row.userId,
  name: row.name,
  phone: row.phone,
  email: row.email,
});

/**
 * The guest of a request. Signed in (a product account, with or without a company): the
 * account's identity — the device's own identity hands its orders, bonus and details over to it
 * first, so they follow the account to every device. Otherwise the device's, or null.
 */
export async function resolveGuest(
  db: Db,
  device: DeviceKey | null,
  userId: string | null,
): Promise<GuestContext | null> {
  const own = device ? await resolve(db, device.id, device.secret) : null;
  if (!userId) return own ? toGuest(own, own.id) : null;
  const account = await accountCustomer(db, userId);
  if (own && own.id !== account.id && own.userId === null) {
    await repo.absorbCustomer(db, own, account);
    return toGuest((await repo.findCustomer(db, account.id)) ?? account, own.id);
  }
  return toGuest(account, own?.id ?? null);
}

async function createIdentity(db: Db): Promise<{ row: repo.CustomerRow; key: DeviceKey }> {
  const secret = randomBytes(24).toString('base64url');
  const row = await repo.insertCustomer(db, digest(secret));
  return { row, key: { id: row.id, secret } };
}

/**
 * POST /customer/create/{entity}/{slug}: the guest's identity, made on first contact. A device
 * that already has one gets it back (its cookie is renewed), so calling it on every visit is safe.
 */
export async function ensureCustomer(
  db: Db,
  device: DeviceKey | null,
  userId: string | null,
): Promise<{ customer: TCustomer; key: DeviceKey }> {
  const existing = device ? await resolve(db, device.id, device.secret) : null;
  if (!existing || !device) {
    const { row, key } = await createIdentity(db);
    const shown = userId ? await accountCustomer(db, userId) : row;
    return { customer: toCustomer(shown, key), key };
  }
  await repo.touchCustomer(db, existing.id);
  const current = (await resolveGuest(db, device, userId)) ?? existing;
  return { customer: toCustomer(current, device), key: device };
}

/** POST /customer/create-new/…: a fresh identity, whatever the device had ("start over"). */
export async function createNewCustomer(db: Db): Promise<{ customer: TCustomer; key: DeviceKey }> {
  const { row, key } = await createIdentity(db);
  return { customer: toCustomer(row, key), key };
}

/** GET /customer: the device's identity as it knows it, with the details of the one in use. */
export function getCustomer(device: DeviceKey | null, guest: GuestContext): TCustomer {
  if (!device) throw noGuest();
  return toCustomer(guest, device);
}

/** PUT /customer: the guest's own contact details (used for pickup and delivery). */
export async function updateCustomer(
  db: Db,
  device: DeviceKey | null,
  guest: GuestContext,
  body: TUpdateCustomerBody,
): Promise<TCustomer> {
  if (!device) throw noGuest();
  const values: repo.CustomerValues = {
    ...(body.name !== undefined && { name: body.name || null }),
    ...(body.phone !== undefined && { phone: body.phone || null }),
    ...(body.email !== undefined && { email: body.email || null }),
  };
  // Every field is optional: a body that names none changes nothing.
  if (Object.keys(values).length === 0) return toCustomer(guest, device);
  const updated = await repo.updateCustomer(db, guest.id, values);
  if (!updated) throw notFound('Customer');
  return toCustomer(updated, device);
}

/** GET /customer/{id}/{hash}: whether this pair proves an identity (e.g. a link from a message). */
export async function checkCustomer(db: Db, key: DeviceKey): Promise<TCustomer> {
  const row = await resolve(db, key.id, key.secret);
  if (!row) throw notFound('Customer');
  return toCustomer(row, key);
}

/**
 * POST /customer/{id}/combine: the guest of this request takes over the identity named by id
 * (proved by its secret) — its orders and bonuses follow through `mergedIntoId`.
 */
export async function combineCustomers(db: Db, guest: GuestContext, other: DeviceKey) {
  const found = await resolve(db, other.id, other.secret);
  if (!found) throw notFound('Customer');
  if (found.id === guest.id) return { ok: true as const, customerId: guest.id };
  const current = await repo.findCustomer(db, guest.id);
  if (!current) throw notFound('Customer');
  // Into an account: hand over, never point at it (that device, signed out, must not see the account).
  if (current.userId) await repo.absorbCustomer(db, found, current);
  else await repo.mergeCustomer(db, found.id, current.id);
  return { ok: true as const, customerId: guest.id };
}
