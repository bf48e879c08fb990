// The load generator, run as its own child process so its CPU never counts as the server's.
// Keep-alive HTTP/1.1 over raw sockets: each connection sends one request, reads the whole
// answer (Content-Length or chunked), and sends the next. Bounded by time and by count, and
// it only ever talks to the loopback interface.
import net from 'node:net';

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

export async function runLoad({
  url,
  method = 'GET',
  headers = {},
  body,
  connections,
  durationMs,
  maxRequests,
}) {
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
  const request = Buffer.concat([Buffer.from(`${head}\r\n\r\n`, 'latin1'), payload ?? Buffer.alloc(0)]);

  const deadline = Date.now() + durationMs;
  const statuses = {};
  let sent = 0;
  let done = 0;
  let errors = 0;
  const started = process.hrtime.bigint();

  const connection = () =>
    new Promise((resolve) => {
      const socket = net.connect(Number(target.port), target.hostname.replace(/^\[|\]$/g, ''));
      socket.setNoDelay(true);
      let pending = Buffer.alloc(0);
      const next = () => {
        if (Date.now() >= deadline || sent >= maxRequests) {
          socket.end();
          resolve();
          return;
        }
        sent += 1;
        socket.write(request);
      };
      socket.on('connect', next);
      socket.on('data', (chunk) => {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        for (let n = answerLength(pending); n > 0; n = answerLength(pending)) {
          const status = pending.toString('latin1', 9, 12);
          statuses[status] = (statuses[status] ?? 0) + 1;
          done += 1;
          pending = pending.subarray(n);
          next();
        }
      });
      socket.on('error', () => {
        errors += 1;
        resolve();
      });
      socket.on('close', resolve);
    });

  await Promise.all(Array.from({ length: connections }, connection));
  const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
  return { requests: done, errors, statuses, elapsedMs };
}

// As a child process: one job from the parent over IPC, one answer back, then exit.
if (process.send) {
  process.once('message', async (job) => {
    try {
      process.send({ ok: true, result: await runLoad(job) }, () => process.exit(0));
    } catch (error) {
      process.send({ ok: false, error: String(error?.stack ?? error) }, () => process.exit(1));
    }
  });
}
