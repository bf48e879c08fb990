// The API side of the write throughput benchmarks, run as its own child process so its CPU never
// counts as the server's: `count` POST /order/create calls (or, with `path` and `bodies`, calls of
// another guest write such as POST /rate, the bodies taken in turn), `concurrency` in flight over
// as many keep-alive connections, each order with a fresh idempotency key, the guests' cookies
// taken in turn, and a client address of its own per call (the per-address limit guards against
// abuse; a venue's guests come from many addresses).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { guestAgent, post } from './guest-http.mjs';
import { addressOf } from './order-cart.mjs';

const CHILD_FLAG = '--order-load-child';

export async function runOrderLoad({
  baseUrl,
  count,
  concurrency,
  cookies = [],
  body,
  bodies,
  path = '/api/v1/order/create',
  keyPrefix,
  addressBlock,
  addressStart,
}) {
  const agent = guestAgent(concurrency);
  const url = `${baseUrl}${path}`;
  const bodyOf = (n) =>
    bodies ? bodies[n % bodies.length] : { ...body, idempotencyKey: `bench-${keyPrefix}-${n}` };
  const statuses = {};
  const problems = [];
  let next = 0;
  let ok = 0;
  const started = performance.now();
  const worker = async () => {
    for (let n = next++; n < count; n = next++) {
      const answer = await post(agent, url, {
        body: JSON.stringify(bodyOf(n)),
        headers: {
          ...(cookies.length > 0 ? { cookie: cookies[n % cookies.length] } : {}),
          'x-forwarded-for': addressOf(addressBlock, addressStart + n),
        },
      });
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status === 200) ok += 1;
      else if (problems.length < 5) problems.push(answer.error ?? `${answer.status} ${answer.json?.code}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  const elapsedMs = performance.now() - started;
  agent.destroy();
  return { orders: ok, statuses, problems, elapsedMs };
}

/** Runs one job in a fresh child process and resolves to its counts. */
export function runOrderLoadChild(job) {
  const child = fork(fileURLToPath(import.meta.url), [CHILD_FLAG], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => (m.ok ? resolve(m.result) : reject(new Error(m.error))));
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`order load generator exited (${code})`));
    });
    child.send(job);
  });
}

// As a child process: one job from the parent over IPC, one answer back, then exit.
if (process.argv.includes(CHILD_FLAG) && process.send) {
  process.once('message', async (job) => {
    try {
      process.send({ ok: true, result: await runOrderLoad(job) }, () => process.exit(0));
    } catch (error) {
      process.send({ ok: false, error: String(error?.stack ?? error) }, () => process.exit(1));
    }
  });
}
