// The kitchen's rush: 150 guests place table orders non-stop while 20 more phones read the public
// menu over keep-alive connections, all against one built product. A guest reading the menu must
// never wait behind the order writes. Goal: the menu's p99 latency is at most a tenth of the order
// call's p99 in the same run, and every read answers 200. Runs on the embedded database and, with
// BENCH_DATABASE_URL (a PostgreSQL server the bench may create a scratch database on), again on
// PostgreSQL with BENCH_API_PROCESSES (2) processes taking the calls in turn.
// Settings: BENCH_RUSH_GUESTS (150), BENCH_RUSH_READERS (20), BENCH_RUSH_SECONDS (20).
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { addressOf, MENU_SLUG, seededRandom } from '../lib/order-cart.mjs';
import { startOrderDb } from '../lib/order-db.mjs';
import { runGuest } from '../lib/order-guests.mjs';
import { startProducts } from '../lib/order-products.mjs';

const setting = (name, fallback, min, max) =>
  Math.min(max, Math.max(min, Number(process.env[name] ?? fallback) || fallback));
const GUESTS = setting('BENCH_RUSH_GUESTS', 150, 1, 500);
const READERS = setting('BENCH_RUSH_READERS', 20, 1, 200);
const SECONDS = setting('BENCH_RUSH_SECONDS', 20, 2, 600);
const DATABASE_URL = process.env.BENCH_DATABASE_URL?.trim() || null;
const PROCESSES = setting('BENCH_API_PROCESSES', 2, 1, 8);
const MAX_MENU_TO_ORDER_P99 = 0.1;
const MENU_PATH = `/api/v1/online-menu/public/${MENU_SLUG}`;

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN;

/** One phone re-reading the menu as fast as it is answered until the deadline. */
async function readMenu(agent, baseUrl, deadline, record) {
  while (Date.now() < deadline) {
    const started = performance.now();
    const status = await new Promise((resolve) => {
      const req = http.get(
        `${baseUrl}${MENU_PATH}`,
        { agent, headers: { accept: 'application/json', 'accept-encoding': 'br', language: 'en' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
          res.on('error', () => resolve(0));
        },
      );
      req.setTimeout(120_000, () => req.destroy());
      req.on('error', () => resolve(0));
    });
    record(status, performance.now() - started);
  }
}

async function rush(baseUrls) {
  const menu = await (await fetch(`${baseUrls[0]}${MENU_PATH}`)).json();
  const deadline = Date.now() + SECONDS * 1000;
  const reads = { latencies: [], statuses: new Map() };
  const record = (status, ms) => {
    reads.latencies.push(ms);
    reads.statuses.set(status, (reads.statuses.get(status) ?? 0) + 1);
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: READERS });
  try {
    const [guests] = await Promise.all([
      Promise.all(
        Array.from({ length: GUESTS }, (_, guest) =>
          runGuest({
            baseUrls,
            menu,
            guest,
            random: seededRandom(5000 + guest),
            deadline,
            thinkMs: 0,
            address: (n) => addressOf(40 + (guest % 200), n),
          }),
        ),
      ),
      Promise.all(
        Array.from({ length: READERS }, (_, reader) =>
          readMenu(agent, baseUrls[reader % baseUrls.length], deadline, record),
        ),
      ),
    ]);
    const orders = guests
      .flatMap((g) => g.checkouts.flatMap((c) => c.attempts))
      .map((a) => a.ms)
      .sort((a, b) => a - b);
    return { orders, reads: { ...reads, latencies: reads.latencies.sort((a, b) => a - b) } };
  } finally {
    agent.destroy();
  }
}

function report(engine, { orders, reads }, fmt) {
  const menuP99 = percentile(reads.latencies, 99);
  const orderP99 = percentile(orders, 99);
  const failedReads = [...reads.statuses].filter(([status]) => status !== 200);
  const ratio = menuP99 / orderP99;
  console.log(
    `  ${engine}; ${GUESTS} guests ordering, ${READERS} phones reading the menu, ${SECONDS}s: ` +
      `${orders.length} order calls (p50 ${fmt(percentile(orders, 50))} ms, p99 ${fmt(orderP99)} ms), ` +
      `${reads.latencies.length} menu reads (p50 ${fmt(percentile(reads.latencies, 50), 1)} ms, ` +
      `p99 ${fmt(menuP99, 1)} ms, ${fmt(reads.latencies.length / SECONDS)} req/s)`,
  );
  const ok =
    orders.length > 0 &&
    reads.latencies.length > 0 &&
    failedReads.length === 0 &&
    ratio <= MAX_MENU_TO_ORDER_P99;
  const failures = failedReads.map(([status, count]) => `${count} reads answered ${status || 'no answer'}`);
  console.log(
    `${ok ? 'PASS' : 'FAIL'} rush (${engine}): menu p99 is ${fmt(ratio, 3)}x the order call's p99 ` +
      `(goal ≤ ${MAX_MENU_TO_ORDER_P99}x)${failures.length ? `; ${failures.join(', ')}` : ', every read 200'}`,
  );
  return ok;
}

/** @type {import('./types').Scenario} */
export default {
  name: 'rush',
  description: `${READERS} phones read the public menu while ${GUESTS} guests place orders: menu p99 ≤ a tenth of the orders'`,
  async run({ scratch, startProduct, fmt }) {
    const orderDb = await startOrderDb();
    let ok = true;
    try {
      for (const databaseUrl of [null, DATABASE_URL].filter((url, i) => i === 0 || url)) {
        const folder = path.join(scratch, databaseUrl ? 'postgres' : 'embedded');
        mkdirSync(folder, { recursive: true });
        const products = await startProducts({
          scratch: folder,
          startProduct,
          orderDb,
          databaseUrl,
          processes: PROCESSES,
        });
        try {
          const run = await rush(products.baseUrls);
          ok = report(products.engine, run, fmt) && ok;
        } finally {
          await products.stop();
          await products.dropDatabase();
        }
      }
    } finally {
      await orderDb.stop();
    }
    return ok;
  },
};
