// Alternated rounds of a write benchmark: two sides (the API and the bare insert of the same rows)
// each write `count` records per round; each side is first warmed up in slices until its rate stops
// rising (lib/warm-up.mjs). Resolves to the median ratio api/bare and the per-round figures. Also
// the measured batch each side writes (measureBatch, apiBatch), so every write bench measures alike.
import path from 'node:path';
import { migrationsFolder, startOrderDb } from './order-db.mjs';
import { runOrderLoadChild } from './order-load.mjs';
import { cpuMicros } from './processes.mjs';
import { warmUntilSteady } from './warm-up.mjs';

/**
 * The two sides' processes: the bare database (migrated and seeded while the product starts, in
 * `scratch`/bare) and the built product with the demo seed (`env` added). Each one's stop is pushed
 * onto `stops` as soon as it runs.
 */
export async function startWriteSides({ scratch, startProduct, env, stops }) {
  const bare = await startOrderDb();
  stops.push(bare.stop);
  const opening = bare.call('open', { dataDir: path.join(scratch, 'bare', 'db'), migrationsFolder });
  opening.catch(() => {});
  const productDir = path.join(scratch, 'product');
  const product = await startProduct({
    dataDir: productDir,
    logFile: path.join(scratch, 'server.log'),
    env: { SEED_DEMO: '1', TRUST_PROXY: '1', ...env },
  });
  stops.push(product.stop);
  await opening;
  return { bare, product, productDir };
}

/** Prints the median ratio and whether it meets the goal; returns whether it does. */
export function ratioVerdict({ unit, ratio, goal, rounds, fmt }) {
  console.log(`${unit} throughput ratio: ${fmt(ratio, 2)}x (api/bare insert, median of ${rounds} rounds)`);
  const ok = ratio >= goal;
  console.log(
    ok
      ? `PASS ${unit}: ${fmt(ratio, 2)}x meets the goal of ≥ ${goal}x`
      : `FAIL ${unit}: ${fmt(ratio, 2)}x is below the goal of ${goal}x`,
  );
  return ok;
}

/**
 * One side's batch of `count` records: `write()` resolves to { elapsedMs, … }; the CPU time is
 * process `pid`'s. Resolves to { rate, cpuPer, result } (records/s, CPU µs per record).
 */
export async function measureBatch(pid, count, write) {
  const cpuBefore = cpuMicros(pid);
  const result = await write();
  const cpu = cpuMicros(pid) - cpuBefore;
  return { rate: count / (result.elapsedMs / 1000), cpuPer: cpu / count, result };
}

const SETTLE_WINDOW_MS = 50;
/** Below this share of one core over a window, the process is done with what a batch started. */
const SETTLE_CPU_SHARE = 0.05;
const SETTLE_MAX_MS = 10_000;

/**
 * Waits until process `pid` is quiet (its CPU over a 50 ms window under 5 % of a core) and
 * resolves to the milliseconds it was still busy: the background work a batch started (mails
 * its ratings queued, say) is the batch's cost, not that of whatever runs next.
 */
export async function settle(pid) {
  const start = performance.now();
  let busyUntil = start;
  while (performance.now() - start < SETTLE_MAX_MS) {
    const before = cpuMicros(pid);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_WINDOW_MS));
    if (cpuMicros(pid) - before < SETTLE_WINDOW_MS * 1000 * SETTLE_CPU_SHARE) break;
    busyUntil = performance.now();
  }
  return busyUntil - start;
}

/**
 * The API side's batch: `job` (lib/order-load.mjs) against the product, measured on its process
 * until the work it started has settled; a batch in which not every record was stored stops the
 * bench, named by `what` ("ratings r2").
 */
export async function apiBatch(product, job, what) {
  const run = await measureBatch(product.pid, job.count, async () => {
    const result = await runOrderLoadChild(job);
    return { ...result, elapsedMs: result.elapsedMs + (await settle(product.pid)) };
  });
  const { result } = run;
  if (result.orders !== job.count) {
    throw new Error(
      `${what}: ${result.orders} of ${job.count} stored; statuses ${JSON.stringify(result.statuses)}; ${result.problems.join('; ')}`,
    );
  }
  return run;
}

/**
 * `sides.api(label, count)` and `sides.bare(label, count)` resolve to { rate, cpuPer } (records/s
 * and CPU µs per record). `unit` names the records in the printed lines ("ratings").
 */
export async function compareWrites({ sides, count, warmup, rounds, unit, fmt, median }) {
  if (warmup > 0) {
    const warmed = [];
    for (const name of ['api', 'bare']) {
      let slice = 0;
      const slices = await warmUntilSteady(async () => (await sides[name](`warmup${slice++}`, warmup)).rate, {
        minSlices: 2,
        maxSlices: 12,
      });
      warmed.push(`${name} ${slices * warmup} ${unit}`);
    }
    console.log(`  warm-up until steady: ${warmed.join(', ')}`);
  }
  const ratios = [];
  const rates = { api: [], bare: [] };
  const cpuRatios = [];
  for (let round = 1; round <= rounds; round++) {
    // Alternate the order (A B, B A, …) so drift on the machine hits both sides alike.
    const order = round % 2 ? ['api', 'bare'] : ['bare', 'api'];
    const runs = {};
    for (const name of order) runs[name] = await sides[name](`r${round}`, count);
    const ratio = runs.api.rate / runs.bare.rate;
    rates.api.push(runs.api.rate);
    rates.bare.push(runs.bare.rate);
    cpuRatios.push(runs.api.cpuPer / runs.bare.cpuPer);
    ratios.push(ratio);
    const side = (r) => `${fmt(r.rate).padStart(6)} ${unit}/s ${fmt(r.cpuPer).padStart(6)} µs CPU each`;
    console.log(
      `  round ${round}  api ${side(runs.api)} | bare insert ${side(runs.bare)} | ratio ${fmt(ratio, 2)}x`,
    );
  }
  console.log(
    `  medians: api ${fmt(median(rates.api))} ${unit}/s, bare insert ${fmt(median(rates.bare))} ${unit}/s; ` +
      `CPU each ${fmt(median(cpuRatios), 2)}x the bare insert's (for context)`,
  );
  return { ratio: median(ratios) };
}
