// 50 guests order at once for 30 s through the built product: each makes its guest identity,
// then places table orders of the demo menu back to back (1–4 lines with options and add-ons);
// 15% of checkouts are double taps (the same submit twice at once) and 10% are retried after the
// answer, both with the same idempotency key. Afterwards the product is stopped and its database
// is read: every answered order must be stored once, nothing stored that a guest was not told
// of, no key or order number twice. Goal: zero failed and zero duplicated orders. Latency
// p50/p95 of the order calls is printed for context only.
// A guest here orders non-stop, far beyond what a person does: the per-guest limit
// (ORDER_RATE_LIMIT, 20 a minute) is raised so that it still runs on every call but never
// answers 429, which would be the guard working, not a failure of ordering. Guests come from
// addresses of their own (new identities are limited per address).
// Settings: BENCH_GUESTS (50), BENCH_GUEST_SECONDS (30), BENCH_GUEST_THINK_MS (0: no pause);
// BENCH_DATABASE_URL (a PostgreSQL server: the run uses a scratch database there, dropped
// afterwards) with BENCH_API_PROCESSES (2) processes taking the guests' calls in turn.
import { auditOrders, groupFailures } from '../lib/order-audit.mjs';
import { addressOf, MENU_SLUG, seededRandom } from '../lib/order-cart.mjs';
import { startOrderDb } from '../lib/order-db.mjs';
import { runGuest } from '../lib/order-guests.mjs';
import { startProducts } from '../lib/order-products.mjs';

const setting = (name, fallback, min, max) =>
  Math.min(max, Math.max(min, Number(process.env[name] ?? fallback) || fallback));
const GUESTS = setting('BENCH_GUESTS', 50, 1, 200);
const SECONDS = setting('BENCH_GUEST_SECONDS', 30, 1, 3600);
const THINK_MS = Number(process.env.BENCH_GUEST_THINK_MS ?? 0) || 0;
const DATABASE_URL = process.env.BENCH_DATABASE_URL?.trim() || null;
const PROCESSES = setting('BENCH_API_PROCESSES', 2, 1, 8);
const SHOWN = 10;

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN;

/** All guests at once until the deadline; resolves to their records and the seconds it took. */
async function runGuests(baseUrls) {
  const menu = await (await fetch(`${baseUrls[0]}/api/v1/online-menu/public/${MENU_SLUG}`)).json();
  const started = Date.now();
  const guests = await Promise.all(
    Array.from({ length: GUESTS }, (_, guest) =>
      runGuest({
        baseUrls,
        menu,
        guest,
        random: seededRandom(1000 + guest),
        deadline: started + SECONDS * 1000,
        thinkMs: THINK_MS,
        address: (n) => addressOf(20 + guest, n),
      }),
    ),
  );
  return { guests, started, elapsed: (Date.now() - started) / 1000 };
}

function report({ guests, started, elapsed }, db, engine, fmt) {
  const checkouts = guests.flatMap((g) => g.checkouts);
  const attempts = checkouts.flatMap((c) => c.attempts.map((a) => ({ kind: c.kind, ...a })));
  const latencies = attempts.map((a) => a.ms).sort((a, b) => a - b);
  const slowest = attempts.reduce((worst, a) => (a.ms > (worst?.ms ?? -1) ? a : worst), null);
  const byKind = (kind) => checkouts.filter((c) => c.kind === kind).length;
  const { failures, duplicates, storedOrders } = auditOrders(guests, db);

  console.log(
    `  ${engine}; ${GUESTS} guests, ${fmt(elapsed, 1)}s: ${checkouts.length} checkouts ` +
      `(${byKind('double-tap')} double taps, ${byKind('retry')} retries), ${attempts.length} order calls, ` +
      `${fmt(storedOrders / elapsed, 1)} orders/s stored`,
  );
  console.log(
    `  order call latency: p50 ${fmt(percentile(latencies, 50))} ms, p95 ${fmt(percentile(latencies, 95))} ms, ` +
      `max ${fmt(slowest?.ms ?? 0)} ms (${slowest?.kind ?? '-'} call sent ${fmt(((slowest?.startedAt ?? started) - started) / 1000, 1)}s in) (for context)`,
  );
  console.log(`  database: ${storedOrders} orders for ${checkouts.length} checkouts`);
  for (const group of groupFailures(failures).slice(0, SHOWN)) {
    console.log(`  failed ×${group.count}: ${group.label} (e.g. ${JSON.stringify(group.example)})`);
  }
  for (const duplicate of duplicates.slice(0, SHOWN))
    console.log(`  duplicate: ${JSON.stringify(duplicate)}`);
  if (duplicates.length > SHOWN) console.log(`  … and ${duplicates.length - SHOWN} more duplicates`);

  console.log(
    `orders-concurrency failed orders: ${failures.length}, duplicated orders: ${duplicates.length}`,
  );
  const ok = failures.length === 0 && duplicates.length === 0 && checkouts.length > 0;
  console.log(
    ok
      ? `PASS orders-concurrency: ${checkouts.length} checkouts by ${GUESTS} guests, none failed or duplicated`
      : `FAIL orders-concurrency: ${failures.length} failed, ${duplicates.length} duplicated (goal: none)`,
  );
  return ok;
}

/** @type {import('./types').Scenario} */
export default {
  name: 'orders-concurrency',
  description: `${GUESTS} guests placing orders at once for ${SECONDS}s (double taps, retries): no failed or duplicated orders`,
  async run({ scratch, startProduct, fmt }) {
    const orderDb = await startOrderDb();
    try {
      const products = await startProducts({
        scratch,
        startProduct,
        orderDb,
        databaseUrl: DATABASE_URL,
        processes: PROCESSES,
      });
      try {
        let run;
        try {
          run = await runGuests(products.baseUrls);
        } finally {
          await products.stop();
        }
        return report(run, await products.audit(), products.engine, fmt);
      } finally {
        await products.dropDatabase();
      }
    } finally {
      await orderDb.stop();
    }
  },
};
