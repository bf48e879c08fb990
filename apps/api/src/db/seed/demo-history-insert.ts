import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { localStamp } from './demo-history-calendar';
import type { HistoryCustomer, HistoryOrder } from './demo-history-orders';
import type { HistoryCall, HistoryRating } from './demo-history-ratings';

/**
 * Writes the demo history in a few large statements: each batch of rows goes in as one JSON
 * parameter read back by jsonb_to_recordset, so thousands of rows cost one parse and one round
 * trip. Local times become instants in the company's time zone in the database.
 */

export interface HistoryTarget {
  structureId: string;
  locationId: string;
  menu: { id: string; slug: string; currency: string };
  timeZone: string;
  staff: { manager: string; waiter: string };
}

const BATCH = 1000;

async function inBatches<T>(rows: T[], write: (json: string) => SQL, db: DbOrTx) {
  for (let i = 0; i < rows.length; i += BATCH)
    await db.execute(write(JSON.stringify(rows.slice(i, i + BATCH))));
}

const stamp = (minutes: number | null) => (minutes === null ? null : localStamp(minutes));

export async function insertHistory(
  db: DbOrTx,
  target: HistoryTarget,
  rows: {
    customers: HistoryCustomer[];
    orders: HistoryOrder[];
    ratings: HistoryRating[];
    calls: HistoryCall[];
  },
) {
  const { structureId, timeZone: tz } = target;
  /** A local time column of the batch as an instant on the company's clock. */
  const at = (column: string) => sql`(${sql.raw(`r.${column}`)}::timestamp at time zone ${tz})`;

  await inBatches(
    rows.customers.map((c) => ({
      id: c.id,
      hash: c.browserHash,
      first: stamp(c.firstSeen),
      last: stamp(c.lastSeen),
    })),
    (json) => sql`
      insert into customers (id, browser_hash, created_at, last_seen_at)
      select r.id, r.hash, ${at('first')}, ${at('last')}
      from jsonb_to_recordset(${json}::jsonb) as r(id uuid, hash text, first text, last text)`,
    db,
  );

  await inBatches(
    rows.orders.map((o) => ({
      id: o.id,
      slug: o.slug,
      number: o.number,
      customer: o.customerId,
      type: o.type,
      status: o.status,
      table_id: o.table?.id ?? null,
      table_label: o.table?.label ?? null,
      lines: o.lines,
      subtotal: o.subtotal,
      tips: o.tips,
      delivery: o.deliveryAmount,
      paid: o.paid,
      paid_at: stamp(o.paidAt),
      method: o.paymentMethod,
      contact: o.contact,
      delivery_info: o.deliveryInfo,
      created: stamp(o.createdAt),
      ended: stamp(o.endedAt),
    })),
    (json) => sql`
      insert into orders (id, structure_id, menu_id, menu_slug, slug, number, customer_id, type, status,
        location_id, table_id, table_label, currency, lines, subtotal, tips, delivery_amount, total, paid,
        paid_at, payment_method, contact, delivery_info, idempotency_key, status_changed_at, created_at, updated_at)
      select r.id, ${structureId}::uuid, ${target.menu.id}::uuid, ${target.menu.slug}::text, r.slug, r.number, r.customer, r.type,
        r.status, ${target.locationId}::uuid, r.table_id, r.table_label, ${target.menu.currency}::text, r.lines, r.subtotal,
        r.tips, r.delivery, r.subtotal + r.tips + r.delivery, r.paid, ${at('paid_at')}, r.method, r.contact,
        r.delivery_info, 'history-' || r.number, ${at('ended')}, ${at('created')}, ${at('ended')}
      from jsonb_to_recordset(${json}::jsonb) as r(id uuid, slug text, number int, customer uuid, type text,
        status text, table_id uuid, table_label text, lines jsonb, subtotal int, tips int, delivery int,
        paid boolean, paid_at text, method text, contact jsonb, delivery_info jsonb, created text, ended text)`,
    db,
  );
  const last = rows.orders.at(-1)?.number ?? 0;
  await db.execute(sql`
    insert into order_counters (structure_id, last_number) values (${structureId}::uuid, ${last}::int)
    on conflict (structure_id) do update set last_number = greatest(order_counters.last_number, excluded.last_number)`);

  await inBatches(
    rows.ratings.map((r) => ({
      id: r.id,
      metric: r.metricId,
      sub: r.subLocationId,
      table_id: r.table?.id ?? null,
      table_label: r.table?.label ?? null,
      order_id: r.orderId,
      customer: r.customerId,
      score: r.score,
      outcome: r.outcome,
      comment: r.comment,
      answers: r.answers,
      language: r.language,
      created: stamp(r.createdAt),
      viewed: stamp(r.viewedAt),
    })),
    (json) => sql`
      insert into ratings (id, structure_id, metric_id, location_id, sub_location_id, table_id, table_label,
        order_id, customer_id, score, outcome, comment, answers, language, verification, viewed_at, viewed_by,
        created_at)
      select r.id, ${structureId}::uuid, r.metric, ${target.locationId}::uuid, r.sub, r.table_id, r.table_label, r.order_id,
        r.customer, r.score, r.outcome, r.comment, r.answers, r.language, 'none', ${at('viewed')},
        case when r.viewed is null then null else ${target.staff.manager}::uuid end, ${at('created')}
      from jsonb_to_recordset(${json}::jsonb) as r(id uuid, metric uuid, sub uuid, table_id uuid,
        table_label text, order_id uuid, customer uuid, score int, outcome text, comment text, answers jsonb, language text,
        created text, viewed text)`,
    db,
  );

  await inBatches(
    rows.calls.map((c) => ({
      id: c.id,
      table_id: c.tableId,
      kind: c.kind,
      pay_with: c.payWith,
      created: stamp(c.createdAt),
      handled: stamp(c.handledAt),
      by: target.staff[c.handledBy],
    })),
    (json) => sql`
      insert into waiter_calls (id, structure_id, table_id, kind, pay_with, status, created_at, handled_at, handled_by)
      select r.id, ${structureId}::uuid, r.table_id, r.kind, r.pay_with, 'handled', ${at('created')},
        ${at('handled')}, r.by
      from jsonb_to_recordset(${json}::jsonb) as r(id uuid, table_id uuid, kind text, pay_with text,
        created text, handled text, by uuid)`,
    db,
  );
}
