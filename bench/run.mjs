#!/usr/bin/env node
// Benchmarks the built product against a bare node:http server that answers the same bytes.
// `npm run bench` builds first; `node bench/run.mjs [scenario…]` runs scenarios/<name>.mjs
// (all by default). Every figure is a ratio product/raw measured on this machine in alternating
// rounds: absolute times depend on the machine and are printed only for context.
//
// Within a round the two servers take turns in quarter-second slices (lib/load.mjs), so drift of
// this shared host, tens of percent over seconds, hits both alike. Each scenario runs on
// BENCH_PAIRS fresh pairs of processes (3): the same build's steady state differs by up to a
// quarter from one launch to the next (on either side), so one pair measures launch luck as much
// as code. The figures are medians over every round of every pair.
//
// Settings: BENCH_PAIRS (3), BENCH_SECONDS (5 under load per server and round), BENCH_SLICE_MS
// (250), BENCH_WARMUP_SECONDS (at most 40 per server; at least 20, then until the rate stops
// rising: lib/warm-up.mjs), BENCH_ROUNDS (3 per pair, at least 3), BENCH_CONNECTIONS (16
// keep-alive connections), BENCH_MAX_REQUESTS (cap per warm-up slice, 2,000,000).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runLoadChild, startProduct, startRaw } from './lib/processes.mjs';
import { warmUntilSteady } from './lib/warm-up.mjs';

const setting = (name, fallback, min) => Math.max(min, Number(process.env[name] ?? fallback) || fallback);
const SECONDS = setting('BENCH_SECONDS', 5, 1);
const SLICE_MS = setting('BENCH_SLICE_MS', 250, 20);
const WARMUP_SECONDS = setting('BENCH_WARMUP_SECONDS', 40, 0);
const WARMUP_SLICE_SECONDS = 4;
/** Warm-up never shorter than this: a product's throughput can pause before it rises again. */
const WARMUP_MIN_SECONDS = 20;
const PAIRS = setting('BENCH_PAIRS', 3, 1);
const ROUNDS = setting('BENCH_ROUNDS', 3, 3);
const CONNECTIONS = setting('BENCH_CONNECTIONS', 16, 1);
const MAX_REQUESTS = setting('BENCH_MAX_REQUESTS', 2_000_000, 1000);

const scenarioDir = fileURLToPath(new URL('./scenarios/', import.meta.url));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The product's exact answer to the scenario's request: status, raw headers, body. */
function capture(baseUrl, request) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${request.path}`,
      { method: request.method, headers: request.headers },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks).toString('base64'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

const loadJob = (request) => ({
  method: request.method,
  headers: request.headers,
  body: request.body,
  connections: CONNECTIONS,
});

/** Loads one server alone for `seconds` (warm-up). */
async function measure(server, request, seconds) {
  const result = await runLoadChild({
    ...loadJob(request),
    url: `${server.baseUrl}${request.path}`,
    durationMs: seconds * 1000,
    maxRequests: MAX_REQUESTS,
  });
  return { ...result, rps: result.requests / (result.elapsedMs / 1000) };
}

/** One round: the servers take turns in slices for SECONDS each; their totals by name. */
async function measureRound(targets, order, request) {
  const results = await runLoadChild({
    ...loadJob(request),
    kind: 'interleave',
    targets: order.map((name) => ({
      url: `${targets[name].baseUrl}${request.path}`,
      pid: targets[name].pid,
    })),
    sliceMs: SLICE_MS,
    slices: Math.max(1, Math.round((SECONDS * 1000) / SLICE_MS)),
  });
  return Object.fromEntries(
    order.map((name, i) => {
      const result = results[i];
      return [
        name,
        {
          ...result,
          rps: result.requests / (result.elapsedMs / 1000),
          cpuPerRequest: result.requests ? result.cpuNs / 1000 / result.requests : Number.NaN,
        },
      ];
    }),
  );
}

/** Warms a server up (lib/warm-up.mjs); resolves to the seconds it took. */
async function warmUp(server, request) {
  const seconds = Math.min(WARMUP_SLICE_SECONDS, WARMUP_SECONDS);
  const slices = await warmUntilSteady(async () => (await measure(server, request, seconds)).rps, {
    minSlices: Math.ceil(Math.min(WARMUP_MIN_SECONDS, WARMUP_SECONDS) / seconds),
    maxSlices: Math.max(1, Math.floor(WARMUP_SECONDS / seconds)),
  });
  return slices * seconds;
}

function checkRun(label, run, expectedStatus) {
  const unexpected = Object.entries(run.statuses).filter(([status]) => Number(status) !== expectedStatus);
  if (run.errors || unexpected.length || !run.requests) {
    throw new Error(
      `${label}: ${run.requests} answers, ${run.errors} socket errors, statuses ${JSON.stringify(run.statuses)} (expected ${expectedStatus})`,
    );
  }
}

/** A scenario with its own `run` (browser measurements) gets a scratch folder and the helpers. */
async function runCustomScenario(scenario) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), `guestloop-bench-${scenario.name}-`));
  try {
    console.log(`\n${scenario.name}: ${scenario.description}`);
    return await scenario.run({ scratch, startProduct, fmt, median });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function runScenario(scenario) {
  if (scenario.run) return runCustomScenario(scenario);
  console.log(`\n${scenario.name}: ${scenario.description}`);
  const rounds = [];
  for (let pair = 1; pair <= PAIRS; pair++) rounds.push(...(await runPair(scenario, pair)));
  const total = `median of ${rounds.length} rounds, ${PAIRS} process pairs`;
  const rpsRatio = median(rounds.map((r) => r.rps));
  const cpuRatio = median(rounds.map((r) => r.cpu));
  console.log(`${scenario.name} req/s ratio: ${fmt(rpsRatio, 3)}x (product/raw, ${total})`);
  console.log(`${scenario.name} CPU per request ratio: ${fmt(cpuRatio, 3)}x (product/raw, ${total})`);
  const rpsOk = scenario.minReqRatio === undefined || rpsRatio >= scenario.minReqRatio;
  const cpuOk = scenario.maxCpuRatio === undefined || cpuRatio <= scenario.maxCpuRatio;
  if (scenario.minReqRatio !== undefined) {
    console.log(
      rpsOk
        ? `PASS ${scenario.name}: req/s ratio ${fmt(rpsRatio, 3)}x meets the goal of ≥ ${scenario.minReqRatio}x`
        : `FAIL ${scenario.name}: req/s ratio ${fmt(rpsRatio, 3)}x is below the goal of ${scenario.minReqRatio}x`,
    );
  }
  if (scenario.maxCpuRatio !== undefined) {
    console.log(
      cpuOk
        ? `PASS ${scenario.name}: CPU/request ratio ${fmt(cpuRatio, 3)}x meets the goal of ≤ ${scenario.maxCpuRatio}x`
        : `FAIL ${scenario.name}: CPU/request ratio ${fmt(cpuRatio, 3)}x is above the goal of ${scenario.maxCpuRatio}x`,
    );
  }
  return rpsOk && cpuOk;
}

/** One fresh product and raw server: warm-up, then ROUNDS alternated rounds; their ratios. */
async function runPair(scenario, pair) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `guestloop-bench-${scenario.name}-`));
  const stops = [];
  try {
    const product = await startProduct({
      dataDir: path.join(dataDir, 'data'),
      logFile: path.join(dataDir, 'server.log'),
      env: scenario.productEnv,
    });
    stops.push(product.stop);
    const request = await scenario.prepare({ baseUrl: product.baseUrl });
    const answer = await capture(product.baseUrl, request);
    const raw = await startRaw(answer);
    stops.push(raw.stop);
    const targets = { product, raw };

    console.log(
      `  pair ${pair}/${PAIRS}: ${request.method} ${request.path} → ${answer.status}, ${Buffer.from(answer.body, 'base64').length} bytes, ` +
        `${answer.rawHeaders.length / 2} headers; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS}s per server in ${SLICE_MS} ms turns`,
    );
    if (WARMUP_SECONDS > 0) {
      const warmed = [];
      for (const name of ['product', 'raw']) warmed.push(`${name} ${await warmUp(targets[name], request)}s`);
      console.log(`  warm-up until steady: ${warmed.join(', ')}`);
    }

    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // Who goes first alternates too (A B A B…, then B A B A…).
      const order = round % 2 ? ['product', 'raw'] : ['raw', 'product'];
      const runs = await measureRound(targets, order, request);
      for (const name of order)
        checkRun(`${scenario.name} round ${round} ${name}`, runs[name], answer.status);
      const ratio = {
        rps: runs.product.rps / runs.raw.rps,
        cpu: runs.product.cpuPerRequest / runs.raw.cpuPerRequest,
      };
      rounds.push(ratio);
      const side = (r) => `${fmt(r.rps).padStart(8)} req/s ${fmt(r.cpuPerRequest, 1).padStart(7)} µs CPU/req`;
      console.log(
        `  round ${round}  product ${side(runs.product)} | raw ${side(runs.raw)} | ` +
          `ratio ${fmt(ratio.rps, 2)}x req/s, ${fmt(ratio.cpu, 2)}x CPU/req`,
      );
    }

    return rounds;
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const available = readdirSync(scenarioDir)
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => f.replace(/\.mjs$/, ''));
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !available.includes(name));
  if (unknown.length)
    throw new Error(`unknown scenario ${unknown.join(', ')}; available: ${available.join(', ')}`);
  console.log(`Guestloop bench: node ${process.version}, ${os.cpus().length} CPUs, loopback only`);

  let failed = 0;
  for (const name of wanted.length ? wanted : available) {
    const { default: scenario } = await import(pathToFileURL(path.join(scenarioDir, `${name}.mjs`)).href);
    if (!(await runScenario(scenario))) failed += 1;
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
