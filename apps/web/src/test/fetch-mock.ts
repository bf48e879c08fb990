import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = MockReply | ((call: RecordedCall) => MockReply | Promise<MockReply>);

/**
 * Stubs global fetch with answers by "METHOD /path" (query string ignored); anything else is a
 * 404 ROUTE_NOT_FOUND like the real API. Returns the recorded calls.
 */
export function mockFetch(routes: Record<string, Handler> = {}) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    let body: unknown = init.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // keep the text
      }
    }
    const call = { method, url, headers, body };
    calls.push(call);
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    const handler = routes[`${method} ${path}`];
    const reply: MockReply = handler
      ? typeof handler === 'function'
        ? await handler(call)
        : handler
      : { status: 404, body: { statusCode: 404, code: 'ROUTE_NOT_FOUND', message: 'Route not found' } };
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
