// The product for the order concurrency benchmark: one process on the embedded database (in the
// scenario's scratch folder), or with BENCH_DATABASE_URL (a PostgreSQL server the bench may
// create a scratch database on) several processes sharing a fresh database, as behind a load
// balancer. `audit()` reads the database once the processes have stopped.
import path from 'node:path';

/** A name no other run uses; only [a-z0-9_] (it is quoted into CREATE DATABASE). */
const scratchName = () => `guestloop_bench_${process.pid}_${Date.now().toString(36)}`;

export async function startProducts({ scratch, startProduct, orderDb, databaseUrl, processes }) {
  // Guests order non-stop: the per-guest order limit runs but never stops them (see the scenario).
  const env = { SEED_DEMO: '1', TRUST_PROXY: '1', ORDER_RATE_LIMIT: '1000000' };
  let productUrl = null;
  let dropName = null;
  if (databaseUrl) {
    dropName = scratchName();
    await orderDb.call('create-database', { url: databaseUrl, name: dropName });
    const url = new URL(databaseUrl);
    url.pathname = `/${dropName}`;
    productUrl = url.toString();
  }
  const count = productUrl ? processes : 1;
  // The demo's history lies before today: the audit reads the orders made from now on.
  const since = new Date().toISOString();
  const started = [];
  const stopAll = async () => {
    for (const product of started.reverse()) await product.stop();
  };
  const dropDatabase = async () => {
    if (dropName) await orderDb.call('drop-database', { url: databaseUrl, name: dropName });
    dropName = null;
  };
  try {
    // One after the other: the first migrates and seeds, the others find it done.
    for (let i = 0; i < count; i++) {
      started.push(
        await startProduct({
          dataDir: path.join(scratch, 'product'),
          logFile: path.join(scratch, `server-${i + 1}.log`),
          env: productUrl ? { ...env, DATABASE_URL: productUrl } : env,
        }),
      );
    }
  } catch (error) {
    await stopAll();
    await dropDatabase();
    throw error;
  }
  return {
    baseUrls: started.map((p) => p.baseUrl),
    engine: productUrl ? `PostgreSQL, ${count} API processes` : 'embedded PGlite, 1 API process',
    stop: stopAll,
    audit: () =>
      orderDb.call(
        'audit',
        productUrl ? { url: productUrl, since } : { dataDir: path.join(scratch, 'product', 'db'), since },
      ),
    dropDatabase,
  };
}
