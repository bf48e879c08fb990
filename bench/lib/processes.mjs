// Child processes of the bench: the built product, the raw baseline, the load generator; and
// the CPU time of a process read from /proc (the same way for every server).
import { fork, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuNanos } from './cpu.mjs';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const here = path.dirname(fileURLToPath(import.meta.url));

/** CPU time of a process (all threads), in microseconds. */
export function cpuMicros(pid) {
  return cpuNanos(pid) / 1000;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The node flags the product ships with (`npm start` uses the same). */
const productNodeFlags = JSON.parse(
  readFileSync(path.join(repoRoot, 'apps/api/node-flags.json'), 'utf8'),
).flags;

/**
 * The built product as `npm start` runs it (`node <flags> apps/api/dist/server.js`, the flags of
 * apps/api/node-flags.json) on a free loopback port; resolves once /api/v1/health answers.
 */
export async function startProduct({ dataDir, logFile, env = {} }) {
  const entry = path.join(repoRoot, 'apps/api/dist/server.js');
  if (!existsSync(entry))
    throw new Error('apps/api/dist/server.js is missing: run `npm run build` (or `npm run bench`)');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_PRODUCT_NODE_ARGS: extra node flags for the product only (e.g. `--cpu-prof`).
  const nodeArgs = process.env.BENCH_PRODUCT_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...productNodeFlags, ...nodeArgs, entry], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '0',
      // As shipped: request logs at info (written to logFile), so their cost is measured too.
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the product exited early; see ${logFile}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the product did not become healthy; see ${logFile}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, pid: child.pid, stop: () => stopChild(child) };
}

/** The raw node:http baseline answering `answer` ({ status, rawHeaders, body (base64) }). */
export async function startRaw(answer) {
  const child = fork(path.join(here, 'raw-server.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`raw server exited (${code})`)));
    child.send(answer);
  });
  return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
}

/**
 * Runs one load job (lib/load.mjs: `kind` 'run', the default, or 'interleave') in a fresh child
 * process and returns its counts.
 */
export function runLoadChild(job) {
  const child = fork(path.join(here, 'load.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const expectedMs = job.durationMs ?? job.sliceMs * job.slices * job.targets.length;
  const guard = setTimeout(() => child.kill('SIGKILL'), expectedMs * 2 + 30_000);
  return new Promise((resolve, reject) => {
    child.once('message', (m) => (m.ok ? resolve(m.result) : reject(new Error(m.error))));
    child.once('exit', (code) => {
      clearTimeout(guard);
      if (code !== 0) reject(new Error(`load generator exited (${code})`));
    });
    child.send(job);
  });
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
