// Compares what the guests of the concurrency benchmark were answered with what the product's
// database holds. A failure: a call not answered 200 (or not at all), an order answered but not
// in the database, an order in the database the guest was never told of. A duplicate: one
// checkout (customer + idempotency key) answered with two orders or stored twice, or one order
// number given twice.

const keyOf = (customerId, key) => `${customerId} ${key}`;

/** `guests`: the results of runGuest; `db`: the audit of order-db.entry.ts. */
export function auditOrders(guests, db) {
  const failures = [];
  const duplicates = [];
  const stored = new Map();
  for (const row of db.orders) {
    const k = keyOf(row.customerId, row.key);
    stored.set(k, [...(stored.get(k) ?? []), row]);
  }

  for (const [guest, { identity }] of guests.entries()) {
    if (identity.status !== 200) failures.push({ what: 'guest identity', guest, ...identity });
  }
  const sent = new Set();
  for (const { checkouts } of guests) {
    for (const checkout of checkouts) {
      const k = keyOf(checkout.customerId, checkout.key);
      sent.add(k);
      for (const attempt of checkout.attempts) {
        if (attempt.status !== 200)
          failures.push({ what: `order (${checkout.kind})`, key: checkout.key, ...attempt });
      }
      const answered = new Set(checkout.attempts.map((a) => a.orderId).filter(Boolean));
      const rows = stored.get(k) ?? [];
      if (answered.size > 1)
        duplicates.push({
          what: 'one checkout answered with different orders',
          key: checkout.key,
          orders: [...answered],
        });
      if (rows.length > 1)
        duplicates.push({
          what: 'one checkout stored as several orders',
          key: checkout.key,
          orders: rows.map((r) => r.id),
        });
      if (answered.size > 0 && !rows.some((r) => answered.has(r.id))) {
        failures.push({
          what: 'answered order missing from the database',
          key: checkout.key,
          orders: [...answered],
        });
      }
      if (answered.size === 0 && rows.length > 0) {
        failures.push({
          what: 'order stored but the guest was told it failed',
          key: checkout.key,
          orders: rows.map((r) => r.id),
        });
      }
    }
  }
  for (const [k, rows] of stored) {
    if (!sent.has(k))
      failures.push({ what: 'order in the database that no guest placed', orders: rows.map((r) => r.id) });
  }
  for (const row of db.sameNumber)
    duplicates.push({ what: 'order number given twice', number: row.number, count: row.count });

  return { failures, duplicates, storedOrders: db.orders.length, checkouts: sent.size };
}

/** Failures grouped by what went wrong, most frequent first, for printing. */
export function groupFailures(failures) {
  const groups = new Map();
  for (const f of failures) {
    const label = `${f.what}: ${f.status ?? ''} ${f.code ?? ''} ${f.error ?? ''}`.replace(/\s+/g, ' ').trim();
    const group = groups.get(label) ?? { label, count: 0, example: f };
    group.count += 1;
    groups.set(label, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}
