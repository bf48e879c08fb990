import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The body parsed as JSON when it is JSON, else the text. */
  body: unknown;
}

export type Reply = { status: number; json: unknown } | { status: number; text: string };

/**
 * A loopback HTTP server for an engine's wire format: `answer` replies to each request (JSON
 * unless it gives text), every request is kept in `requests`, `down` answers 503 to all.
 */
export async function startFakeService(answer: (request: SeenRequest) => Reply) {
  const requests: SeenRequest[] = [];
  const control = { down: false };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // Not JSON: kept as text.
      }
      const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body };
      requests.push(request);
      const reply: Reply = control.down ? { status: 503, text: 'Service Unavailable' } : answer(request);
      if ('json' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.json));
      } else {
        res.writeHead(reply.status, { 'content-type': 'text/plain' });
        res.end(reply.text);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    control,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
