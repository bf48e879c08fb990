// A guest device's HTTP calls for the order benchmarks: JSON over keep-alive connections of the
// device's own agent, loopback only. Never throws: a socket error or a timeout comes back as
// `error`, so the caller can count it as a failed request. The timeout is generous (2 minutes):
// a slow answer on a busy machine is not a failed order; latency is reported apart.
import http from 'node:http';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export function guestAgent(maxSockets = Number.POSITIVE_INFINITY) {
  return new http.Agent({ keepAlive: true, maxSockets });
}

/**
 * POSTs `body` (a string or nothing) and resolves to { status, json, setCookie, startedAt, ms, error }.
 * `ms` is the time from sending to the whole answer read; `startedAt` is Date.now() at sending.
 */
export function post(agent, url, { body, headers = {}, timeoutMs = 120_000 } = {}) {
  const target = new URL(url);
  if (!LOOPBACK.has(target.hostname)) throw new Error(`refusing to call ${target.hostname}: loopback only`);
  const startedAt = Date.now();
  const started = performance.now();
  return new Promise((resolve) => {
    const finish = (answer) => resolve({ startedAt, ms: performance.now() - started, ...answer });
    const req = http.request(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', (error) => finish({ status: 0, error: error.message }));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {}
          finish({ status: res.statusCode, json, setCookie: res.headers['set-cookie'] ?? [] });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (error) => finish({ status: 0, error: error.message }));
    req.end(body);
  });
}

/** The guest cookie (`name=value`) from a Set-Cookie list, for the Cookie header. */
export function cookieFrom(setCookie, name = 'gl_customer') {
  const line = setCookie.find((c) => c.startsWith(`${name}=`));
  return line ? line.split(';')[0] : null;
}

/** Makes a guest identity the way the guest page does; resolves to its cookie or the failure. */
export async function createGuest(agent, baseUrl, menuSlug, address) {
  const answer = await post(agent, `${baseUrl}/api/v1/customer/create/online-menu/${menuSlug}`, {
    headers: { 'x-forwarded-for': address },
  });
  const cookie = answer.status === 200 ? cookieFrom(answer.setCookie) : null;
  return { ...answer, cookie };
}
