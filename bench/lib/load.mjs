// The load generator, run as its own child process so its CPU never counts as a server's.
// Keep-alive HTTP/1.1 over raw sockets: each connection sends one request, reads the whole
// answer (Content-Length or chunked), and sends the next. It only talks to the loopback interface.
//
// Two kinds of job:
// - `run`: load one server for a time (warm-up);
// - `interleave`: load several servers in turn, in short slices (a quarter second each), and add
//   up each server's answers, time and CPU. The host's speed drifts by tens of percent over
//   seconds, so servers compared minutes or even seconds apart see different machines; slices
//   this short put every server on the same machine, and the ratio of their sums is what a
//   round reports.
import net from 'node:net';
import { cpuNanos } from './cpu.mjs';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** Parses one complete HTTP answer at the start of `buf`; returns its length or 0 if incomplete. */
function answerLength(buf) {
  const headEnd = buf.indexOf('\r\n\r\n');
  if (headEnd === -1) return 0;
  const head = buf.toString('latin1', 0, headEnd).toLowerCase();
  const length = head.match(/\r\ncontent-length:\s*(\d+)/);
  if (length) {
    const total = headEnd + 4 + Number(length[1]);
    return buf.length >= total ? total : 0;
  }
  if (/\r\ntransfer-encoding:\s*chunked/.test(head)) {
    const end = buf.indexOf('\r\n0\r\n\r\n', headEnd);
    return end === -1 ? 0 : end + 7;
  }
  return headEnd + 4; // no body (e.g. 204, 304)
}

function requestBytes({ url, method = 'GET', headers = {}, body }) {
  const target = new URL(url);
  if (!LOOPBACK.has(target.hostname)) throw new Error(`refusing to load ${target.hostname}: loopback only`);
  const payload = body ? Buffer.from(body) : null;
  const head = [
    `${method} ${target.pathname}${target.search} HTTP/1.1`,
    `host: ${target.host}`,
    'connection: keep-alive',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ...(payload ? [`content-length: ${payload.length}`] : []),
  ].join('\r\n');
  return {
    target,
    bytes: Buffer.concat([Buffer.from(`${head}\r\n\r\n`, 'latin1'), payload ?? Buffer.alloc(0)]),
  };
}

/**
 * `connections` keep-alive sockets to one server. While started, every answer is followed by the
 * next request; `stop()` lets the answers in flight arrive and resolves when none is left.
 */
async function openPool(job) {
  const { target, bytes } = requestBytes(job);
  const counts = { answers: 0, errors: 0, statuses: {} };
  let active = false;
  let inFlight = 0;
  let drained = null;
  const settle = () => {
    if (inFlight === 0 && drained) {
      const resolve = drained;
      drained = null;
      resolve();
    }
  };
  const connections = await Promise.all(
    Array.from(
      { length: job.connections },
      () =>
        new Promise((resolve, reject) => {
          const socket = net.connect(Number(target.port), target.hostname.replace(/^\[|\]$/g, ''));
          socket.setNoDelay(true);
          let pending = Buffer.alloc(0);
          let waiting = false;
          const send = () => {
            waiting = true;
            inFlight += 1;
            socket.write(bytes);
          };
          socket.on('connect', () => resolve({ socket, send }));
          socket.on('data', (chunk) => {
            pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
            for (let n = answerLength(pending); n > 0; n = answerLength(pending)) {
              const status = pending.toString('latin1', 9, 12);
              counts.statuses[status] = (counts.statuses[status] ?? 0) + 1;
              counts.answers += 1;
              pending = pending.subarray(n);
              waiting = false;
              inFlight -= 1;
              if (active && job.canSend()) send();
            }
            settle();
          });
          const fail = (error) => {
            counts.errors += 1;
            if (waiting) inFlight -= 1;
            waiting = false;
            settle();
            reject(error);
          };
          socket.on('error', fail);
          socket.on('close', () => waiting && fail(new Error('closed mid-answer')));
        }),
    ),
  );
  return {
    counts,
    start() {
      active = true;
      for (const { send } of connections) if (job.canSend()) send();
    },
    stop() {
      active = false;
      return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => (drained = resolve));
    },
    close() {
      for (const { socket } of connections) socket.destroy();
    },
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads one server for `durationMs` (at most `maxRequests` answers). */
export async function runLoad({ durationMs, maxRequests, ...request }) {
  let sent = 0;
  const pool = await openPool({ ...request, canSend: () => sent++ < maxRequests });
  const started = process.hrtime.bigint();
  pool.start();
  await sleep(durationMs);
  await pool.stop();
  const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
  pool.close();
  return {
    requests: pool.counts.answers,
    errors: pool.counts.errors,
    statuses: pool.counts.statuses,
    elapsedMs,
  };
}

/**
 * Loads each of `targets` ({ url, pid }) in turn for `sliceMs`, `slices` times each, with the same
 * request and connection count. Resolves to one total per target: answers, socket errors,
 * statuses, milliseconds under load, and the server's CPU time over its slices (nanoseconds).
 */
export async function runInterleaved({ targets, sliceMs, slices, ...request }) {
  const pools = await Promise.all(
    targets.map((target) => openPool({ ...request, url: target.url, canSend: () => true })),
  );
  const totals = targets.map(() => ({ ms: 0, cpuNs: 0 }));
  for (let slice = 0; slice < slices * targets.length; slice++) {
    const index = slice % targets.length;
    const cpuBefore = cpuNanos(targets[index].pid);
    const started = process.hrtime.bigint();
    pools[index].start();
    await sleep(sliceMs);
    await pools[index].stop();
    totals[index].ms += Number(process.hrtime.bigint() - started) / 1e6;
    totals[index].cpuNs += cpuNanos(targets[index].pid) - cpuBefore;
  }
  for (const pool of pools) pool.close();
  return totals.map((total, i) => ({
    requests: pools[i].counts.answers,
    errors: pools[i].counts.errors,
    statuses: pools[i].counts.statuses,
    elapsedMs: total.ms,
    cpuNs: total.cpuNs,
  }));
}

// As a child process: one job from the parent over IPC, one answer back, then exit.
if (process.send) {
  process.once('message', async ({ kind, ...job }) => {
    try {
      const result = kind === 'interleave' ? await runInterleaved(job) : await runLoad(job);
      process.send({ ok: true, result }, () => process.exit(0));
    } catch (error) {
      process.send({ ok: false, error: String(error?.stack ?? error) }, () => process.exit(1));
    }
  });
}
