// Order creation throughput: POST /api/v1/order/create through the built product (a table order
// of the demo menu: four lines with options and add-ons; a fresh idempotency key each
// time; 64 guests' cookies in turn) against the bare repository insert of the same order — the
// API's own repository functions writing the same rows (order counter, order, board event) in
// one transaction into a PGlite database set up the same way, without HTTP, validation or
// pricing. Both sides place the same number of orders per round with the same concurrency, in
// alternated rounds; goal: the API keeps ≥ 0.5× the bare insert's orders/s (median).
// Rounds and warm-up are lib/write-rounds.mjs's, as in the ratings bench: each side is first warmed
// up in slices of BENCH_ORDER_WARMUP orders until its rate stops rising (2 to 12 slices), since a
// freshly started product needs a while to reach steady state.
// Settings: BENCH_ORDERS (600 per side and round), BENCH_ORDER_WARMUP (300 per slice),
// BENCH_ROUNDS (5), BENCH_CONNECTIONS (16 orders in flight).
import path from 'node:path';
import { createGuest, guestAgent, post } from '../lib/guest-http.mjs';
import { addressOf, checkoutBody, MENU_SLUG, seededRandom, TABLE } from '../lib/order-cart.mjs';
import {
  apiBatch,
  compareWrites,
  measureBatch,
  ratioVerdict,
  startWriteSides,
} from '../lib/write-rounds.mjs';

const setting = (name, fallback, min) => Math.max(min, Number(process.env[name] ?? fallback) || fallback);
const ORDERS = setting('BENCH_ORDERS', 600, 50);
const WARMUP = setting('BENCH_ORDER_WARMUP', 300, 0);
const ROUNDS = setting('BENCH_ROUNDS', 5, 3);
const CONCURRENCY = setting('BENCH_CONNECTIONS', 16, 1);
const GUESTS = 64;
const MIN_RATIO = 0.5;

/** Guest identities made over the API, each from its own address; resolves to their cookies. */
async function makeGuests(baseUrl) {
  const agent = guestAgent(8);
  const cookies = [];
  for (let i = 0; i < GUESTS; i++) {
    const guest = await createGuest(agent, baseUrl, MENU_SLUG, addressOf(250, i));
    if (!guest.cookie) throw new Error(`guest identity: ${guest.status} ${guest.error ?? ''}`);
    cookies.push(guest.cookie);
  }
  agent.destroy();
  return cookies;
}

/** One order through the API; its answer gives the priced lines the bare insert copies. */
async function probeOrder(baseUrl, body, cookie) {
  const agent = guestAgent(1);
  const answer = await post(agent, `${baseUrl}/api/v1/order/create`, {
    body: JSON.stringify({ ...body, idempotencyKey: 'bench-probe' }),
    headers: { cookie, 'x-forwarded-for': addressOf(251, 0) },
  });
  agent.destroy();
  if (answer.status !== 200) throw new Error(`probe order: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json;
}

/** @type {import('./types').Scenario} */
export default {
  name: 'orders',
  description: 'POST /order/create through the API vs. the bare repository insert of the same order',
  async run({ scratch, startProduct, fmt, median }) {
    const stops = [];
    // The demo's history lies before today: orders made from now on are the ones this run placed.
    const since = new Date().toISOString();
    try {
      // The per-guest order limit runs on every call, raised so that it never answers 429.
      const env = { ORDER_RATE_LIMIT: '1000000' };
      const { bare, product, productDir } = await startWriteSides({ scratch, startProduct, env, stops });
      await bare.call('prepare', { menuSlug: MENU_SLUG, table: TABLE, customers: GUESTS });

      const menu = await (await fetch(`${product.baseUrl}/api/v1/online-menu/public/${MENU_SLUG}`)).json();
      const body = checkoutBody(menu, seededRandom(42));
      const cookies = await makeGuests(product.baseUrl);
      const placed = await probeOrder(product.baseUrl, body, cookies[0]);
      const template = {
        type: placed.type,
        lines: placed.lines,
        subtotal: placed.subtotal,
        note: placed.note,
      };
      const addons = placed.lines.reduce((n, line) => n + line.addons.length, 0);
      console.log(
        `  order: ${placed.lines.length} lines, ${addons} add-ons, request ${JSON.stringify({ ...body, idempotencyKey: 'api-r1-1000' }).length} bytes; ` +
          `${ORDERS} orders per side and round, ${CONCURRENCY} in flight, ${GUESTS} guests, ${ROUNDS} rounds`,
      );

      let apiSent = 0;
      const sides = {
        async api(label, count) {
          const job = {
            baseUrl: product.baseUrl,
            count,
            concurrency: CONCURRENCY,
            cookies,
            body,
            keyPrefix: `api-${label}`,
            addressBlock: 0,
            addressStart: apiSent,
          };
          apiSent += count;
          return apiBatch(product, job, `orders ${label}`);
        },
        bare: (label, count) =>
          measureBatch(bare.pid, count, () =>
            bare.call('insert', {
              order: template,
              count,
              concurrency: CONCURRENCY,
              keyPrefix: `bare-${label}`,
            }),
          ),
      };

      const { ratio } = await compareWrites({
        sides,
        count: ORDERS,
        warmup: WARMUP,
        rounds: ROUNDS,
        unit: 'orders',
        fmt,
        median,
      });

      await product.stop();
      const audit = await bare.call('audit', { dataDir: path.join(productDir, 'db'), since });
      const expected = apiSent + 1;
      const countOk =
        audit.orders.length === expected && audit.sameKey.length === 0 && audit.sameNumber.length === 0;
      console.log(
        `  product database: ${audit.orders.length} orders (${expected} placed), ` +
          `${audit.sameKey.length} keys with more than one order, ${audit.sameNumber.length} numbers given twice`,
      );

      const ratioOk = ratioVerdict({ unit: 'orders', ratio, goal: MIN_RATIO, rounds: ROUNDS, fmt });
      if (!countOk) console.log('FAIL orders: the product database does not hold exactly the orders placed');
      return ratioOk && countOk;
    } finally {
      for (const stop of stops.reverse()) await stop();
    }
  },
};
