// The database side of the order and rating benchmarks, bundled by bench/lib/order-db.mjs at bench
// time and run as its own process. `insert` writes an order's rows with the API's own repository
// functions (the counter, the order, the board's live event: what POST /order/create writes, in
// one transaction) without HTTP, validation or pricing: the floor the API is compared with.
// `insert-ratings` does the same for POST /rate (the rating and the board's live alert).
// `audit` reads the product's database after it stopped, to count what the guests made.
import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, type Database } from '../../apps/api/src/db/client';
import { seedDemo } from '../../apps/api/src/db/seed/demo';
import { insertCustomer } from '../../apps/api/src/modules/customers/customers.repo';
import { recordEvent } from '../../apps/api/src/modules/events';
import { defaultMetricFor, type MetricRow } from '../../apps/api/src/modules/metrics';
import * as ordersRepo from '../../apps/api/src/modules/orders/orders.repo';
import { toOrder } from '../../apps/api/src/modules/orders/orders.service';
import { ratingAlert } from '../../apps/api/src/modules/ratings/rating-rules';
import * as ratingsRepo from '../../apps/api/src/modules/ratings/ratings.repo';
import { resolvePublicTable } from '../../apps/api/src/modules/tables/tables.repo';

/** A rating as POST /rate stores it once checked: what the bare insert writes. */
interface RatingTemplate {
  score: number;
  outcome: string;
  comment: string | null;
}

/** The parts of a placed order that the bare insert copies (taken from the API's own answer). */
interface OrderTemplate {
  type: string;
  lines: unknown[];
  subtotal: number;
  note: string | null;
}

interface Target {
  structureId: string;
  menuId: string;
  menuSlug: string;
  currency: string;
  locationId: string | null;
  table: { id: string; label: string; locationId: string } | null;
  customerIds: string[];
}

type Command =
  | { cmd: 'open'; dataDir: string; migrationsFolder: string }
  | {
      cmd: 'prepare';
      menuSlug: string;
      table: { locationSlug: string; groupSlug: string; tableSlug: string } | null;
      customers: number;
    }
  | { cmd: 'insert'; order: OrderTemplate; count: number; concurrency: number; keyPrefix: string }
  | { cmd: 'prepare-ratings' }
  | { cmd: 'insert-ratings'; ratings: RatingTemplate[]; count: number; concurrency: number }
  | { cmd: 'audit'; dataDir?: string; url?: string; since: string }
  | { cmd: 'audit-ratings'; dataDir: string; since: string }
  | { cmd: 'create-database'; url: string; name: string }
  | { cmd: 'drop-database'; url: string; name: string }
  | { cmd: 'close' };

const SLUG_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const newOrderSlug = () => Array.from({ length: 12 }, () => SLUG_ALPHABET[randomInt(32)]).join('');

let database: Database | null = null;
let target: Target | null = null;
let ratingTarget: MetricRow | null = null;

function open(): Database {
  if (!database) throw new Error('open the database first');
  return database;
}

/** A fresh data dir set up as the product sets up its own: migrations, then the demo company. */
async function openDatabase(dataDir: string, migrationsFolder: string) {
  database = await createDatabase({ dataDir });
  await database.migrate(migrationsFolder);
  await seedDemo(database.db);
  return { driver: database.driver };
}

async function prepare(command: Extract<Command, { cmd: 'prepare' }>) {
  const { db } = open();
  const menu = await ordersRepo.findOrderableMenu(db, command.menuSlug);
  if (!menu) throw new Error(`menu ${command.menuSlug} not found`);
  let table: Target['table'] = null;
  if (command.table) {
    const found = await resolvePublicTable(db, {
      menu: menu.slug,
      location: command.table.locationSlug,
      group: command.table.groupSlug,
      table: command.table.tableSlug,
    });
    if (!found) throw new Error('table not found');
    table = {
      id: found.table.id,
      label: `${found.group.name} · ${found.table.name}`,
      locationId: found.location.id,
    };
  }
  const customerIds: string[] = [];
  for (let i = 0; i < command.customers; i++) {
    customerIds.push((await insertCustomer(db, `bench-${i}-${newOrderSlug()}`)).id);
  }
  target = {
    structureId: menu.structureId,
    menuId: menu.id,
    menuSlug: menu.slug,
    currency: menu.currency,
    locationId: menu.locationId,
    table,
    customerIds,
  };
  return { customers: customerIds.length };
}

/** The transaction of orders.service createOrder, with the priced lines given. */
async function insertOne(t: Target, order: OrderTemplate, customerId: string, key: string) {
  const { db } = open();
  await db.transaction(async (tx) => {
    const number = await ordersRepo.nextOrderNumber(tx, t.structureId);
    const placed = await ordersRepo.insertOrder(tx, {
      structureId: t.structureId,
      menuId: t.menuId,
      menuSlug: t.menuSlug,
      slug: newOrderSlug(),
      number,
      customerId,
      type: order.type,
      locationId: t.table?.locationId ?? t.locationId,
      tableId: t.table?.id ?? null,
      tableLabel: t.table?.label ?? null,
      currency: t.currency,
      lines: order.lines,
      subtotal: order.subtotal,
      total: order.subtotal,
      note: order.note,
      idempotencyKey: key,
    });
    await recordEvent(tx, t.structureId, 'order.created', { order: toOrder(placed) });
  });
}

/** `count` orders, `concurrency` at a time, customers taken in turn as the API load does. */
async function insertMany(command: Extract<Command, { cmd: 'insert' }>) {
  const t = target;
  if (!t) throw new Error('prepare first');
  let next = 0;
  const started = process.hrtime.bigint();
  const worker = async () => {
    for (let n = next++; n < command.count; n = next++) {
      const customerId = t.customerIds[n % t.customerIds.length]!;
      await insertOne(t, command.order, customerId, `bench-${command.keyPrefix}-${n}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(command.concurrency, command.count) }, worker));
  return { orders: command.count, elapsedMs: Number(process.hrtime.bigint() - started) / 1e6 };
}

/** The location's ready-made metric, as the product makes it for the table's guests. */
async function prepareRatings() {
  const t = target;
  if (!t?.table) throw new Error('prepare a table first');
  ratingTarget = await defaultMetricFor(open().db, t.structureId, t.table.locationId, 'en');
  return { metric: ratingTarget.slug };
}

/** The transaction of rate.service `rate` for a rating that counts at once (no verification). */
async function insertRatings(command: Extract<Command, { cmd: 'insert-ratings' }>) {
  const t = target;
  const metric = ratingTarget;
  if (!t?.table || !metric) throw new Error('prepare ratings first');
  const table = t.table;
  const { db } = open();
  let next = 0;
  const started = process.hrtime.bigint();
  const worker = async () => {
    for (let n = next++; n < command.count; n = next++) {
      const rating = command.ratings[n % command.ratings.length]!;
      await db.transaction(async (tx) => {
        const row = await ratingsRepo.insertRating(tx, {
          id: randomUUID(),
          structureId: metric.structureId,
          metricId: metric.id,
          locationId: metric.locationId,
          subLocationId: null,
          tableId: table.id,
          tableLabel: table.label,
          orderId: null,
          customerId: null,
          score: rating.score,
          outcome: rating.outcome,
          comment: rating.comment,
          answers: [],
          language: 'en',
          verification: 'none',
          verifyEmail: null,
          verifyCodeHash: null,
          verifiedAt: null,
        });
        await recordEvent(tx, metric.structureId, 'rating.created', ratingAlert(row, metric));
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(command.concurrency, command.count) }, worker));
  return { ratings: command.count, elapsedMs: Number(process.hrtime.bigint() - started) / 1e6 };
}

/**
 * How many ratings the product's database holds that were made since the run began (`since`, an
 * ISO instant): the demo's history all lies before today, so these are the ratings the bench sent.
 */
async function auditRatings(dataDir: string, since: string) {
  const product = await createDatabase({ dataDir });
  try {
    const rows = (await product.db.execute(
      sql`select count(*)::int as "count" from ratings where created_at >= ${since}::timestamptz`,
    )) as unknown as { rows: { count: number }[] };
    return { ratings: rows.rows[0]?.count ?? 0 };
  } finally {
    await product.close();
  }
}

/**
 * What the product's database holds after a run: every order made since the run began (`since`:
 * the demo's history all lies before today), and anything counted twice among all its orders.
 */
async function audit(where: { dataDir?: string; url?: string; since: string }) {
  const product = await createDatabase(
    where.url ? { url: where.url, poolSize: 1 } : { dataDir: where.dataDir },
  );
  try {
    const rows = (await product.db.execute(sql`
      select id, customer_id as "customerId", idempotency_key as "key", number
      from orders where created_at >= ${where.since}::timestamptz order by number`)) as unknown as {
      rows: unknown[];
    };
    const sameKey = (await product.db.execute(sql`
      select customer_id as "customerId", idempotency_key as "key", count(*)::int as "count"
      from orders group by 1, 2 having count(*) > 1`)) as unknown as { rows: unknown[] };
    const sameNumber = (await product.db.execute(sql`
      select structure_id as "structureId", number, count(*)::int as "count"
      from orders group by 1, 2 having count(*) > 1`)) as unknown as { rows: unknown[] };
    return { orders: rows.rows, sameKey: sameKey.rows, sameNumber: sameNumber.rows };
  } finally {
    await product.close();
  }
}

/** A scratch database on a PostgreSQL server (for a run of the product on PostgreSQL), and its removal. */
async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
const quoted = (name: string) => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad database name ${name}`);
  return `"${name}"`;
};

async function handle(command: Command) {
  switch (command.cmd) {
    case 'open':
      return openDatabase(command.dataDir, command.migrationsFolder);
    case 'prepare':
      return prepare(command);
    case 'insert':
      return insertMany(command);
    case 'prepare-ratings':
      return prepareRatings();
    case 'insert-ratings':
      return insertRatings(command);
    case 'audit':
      return audit(command);
    case 'audit-ratings':
      return auditRatings(command.dataDir, command.since);
    case 'create-database':
      await adminQuery(command.url, `create database ${quoted(command.name)}`);
      return {};
    case 'drop-database':
      await adminQuery(command.url, `drop database if exists ${quoted(command.name)} with (force)`);
      return {};
    case 'close':
      await database?.close();
      database = null;
      return {};
  }
}

process.on('message', (command: Command) => {
  handle(command).then(
    (result) => process.send?.({ ok: true, result }),
    (error: unknown) => process.send?.({ ok: false, error: String((error as Error)?.stack ?? error) }),
  );
});
process.on('disconnect', () => {
  void (database?.close() ?? Promise.resolve()).finally(() => process.exit(0));
});
