// Rating submission throughput: POST /api/v1/rate through the built product (a guest at table 1
// of the demo rates the location's ready-made stars metric: a mix of scores as guests give them,
// a fifth of them bad, so the staff notifications they start are part of the cost; a client
// address of its own per rating) against the bare insert of the same rating — the API's own
// repository functions writing the same rows (the rating and the board's live alert) in one
// transaction into a PGlite database set up the same way, without HTTP, validation or the
// reactions that follow. Both sides write the same number of ratings per round with the same
// concurrency, in alternated rounds; goal: the API keeps ≥ 0.5× the bare insert's ratings/s (median).
// Settings: BENCH_RATINGS (600 per side and round), BENCH_RATING_WARMUP (300 per slice),
// BENCH_ROUNDS (5), BENCH_CONNECTIONS (16 ratings in flight).
import path from 'node:path';
import { TABLE } from '../lib/order-cart.mjs';
import {
  apiBatch,
  compareWrites,
  measureBatch,
  ratioVerdict,
  startWriteSides,
} from '../lib/write-rounds.mjs';

const setting = (name, fallback, min) => Math.max(min, Number(process.env[name] ?? fallback) || fallback);
const RATINGS = setting('BENCH_RATINGS', 600, 50);
const WARMUP = setting('BENCH_RATING_WARMUP', 300, 0);
const ROUNDS = setting('BENCH_ROUNDS', 5, 3);
const CONCURRENCY = setting('BENCH_CONNECTIONS', 16, 1);
const MIN_RATIO = 0.5;
/** Scores in turn, with their outcomes on the stars scale and a comment now and then. */
const MIX = [
  { score: 5, outcome: 'good', comment: 'Lovely breakfast, thank you!' },
  { score: 4, outcome: 'good', comment: null },
  { score: 5, outcome: 'good', comment: null },
  { score: 3, outcome: 'neutral', comment: 'Coffee was a bit cold' },
  { score: 2, outcome: 'bad', comment: 'We waited forty minutes for the mains' },
];

async function getJson(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The table's ids, then the location's ready-made metric (made on first use) as guests reach it. */
async function tableMetric(baseUrl) {
  const { location, table } = await getJson(
    `${baseUrl}/api/v1/horeca/public/groups/${TABLE.locationSlug}/${TABLE.groupSlug}/${TABLE.tableSlug}?menu=linden-cafe`,
  );
  return getJson(`${baseUrl}/api/v1/rate/default/${location.id}/${table.id}`);
}

/** @type {import('./types').Scenario} */
export default {
  name: 'ratings',
  description: 'POST /rate through the API vs. the bare repository insert of the same rating',
  async run({ scratch, startProduct, fmt, median }) {
    const stops = [];
    // The demo's history lies before today: ratings made from now on are the ones this run sent.
    const since = new Date().toISOString();
    try {
      const { bare, product, productDir } = await startWriteSides({ scratch, startProduct, env: {}, stops });
      await bare.call('prepare', { menuSlug: 'linden-cafe', table: TABLE, customers: 1 });
      await bare.call('prepare-ratings');

      const place = await tableMetric(product.baseUrl);
      const bodies = MIX.map(({ score, comment }) => ({
        slug: place.metricSlug,
        score,
        ...(comment ? { comment } : {}),
        answers: [],
        table: { group: place.table.group, table: place.table.table },
      }));
      console.log(
        `  metric ${place.metricSlug} at ${place.table.label}; ${RATINGS} ratings per side and round, ` +
          `${CONCURRENCY} in flight, ${ROUNDS} rounds`,
      );

      let apiSent = 0;
      const sides = {
        async api(label, count) {
          const job = {
            baseUrl: product.baseUrl,
            path: '/api/v1/rate',
            bodies,
            count,
            concurrency: CONCURRENCY,
            keyPrefix: `api-${label}`,
            addressBlock: 40,
            addressStart: apiSent,
          };
          apiSent += count;
          return apiBatch(product, job, `ratings ${label}`);
        },
        bare: (_label, count) =>
          measureBatch(bare.pid, count, () =>
            bare.call('insert-ratings', { ratings: MIX, count, concurrency: CONCURRENCY }),
          ),
      };
      const { ratio } = await compareWrites({
        sides,
        count: RATINGS,
        warmup: WARMUP,
        rounds: ROUNDS,
        unit: 'ratings',
        fmt,
        median,
      });

      await product.stop();
      const audit = await bare.call('audit-ratings', { dataDir: path.join(productDir, 'db'), since });
      const countOk = audit.ratings === apiSent;
      console.log(`  product database: ${audit.ratings} ratings (${apiSent} sent)`);
      const ratioOk = ratioVerdict({ unit: 'ratings', ratio, goal: MIN_RATIO, rounds: ROUNDS, fmt });
      if (!countOk) console.log('FAIL ratings: the product database does not hold exactly the ratings sent');
      return ratioOk && countOk;
    } finally {
      for (const stop of stops.reverse()) await stop();
    }
  },
};
