import { vi } from 'vitest';

export interface XhrReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One request made through the fake XMLHttpRequest. */
export interface FakeXhrRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Document | XMLHttpRequestBodyInit | null | undefined;
  /** Fires an upload progress event (`loaded` of `total` bytes). */
  progress(loaded: number, total: number): void;
  /** Answers the request. */
  respond(reply?: XhrReply): void;
  /** Fails like a dropped connection. */
  fail(): void;
  aborted: boolean;
}

/**
 * Stubs XMLHttpRequest (what uploads use: it reports progress). Each `send` is recorded in
 * `requests`; the test answers it with `respond`, or `autoRespond` answers every request at once.
 */
export function mockXhr(autoRespond?: (request: FakeXhrRequest) => XhrReply) {
  const requests: FakeXhrRequest[] = [];

  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    private responseHeaders: Record<string, string> = {};
    private request: FakeXhrRequest | null = null;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getAllResponseHeaders() {
      return Object.entries(this.responseHeaders)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n');
    }
    abort() {
      if (this.request) this.request.aborted = true;
      this.onabort?.();
    }
    send(body?: Document | XMLHttpRequestBodyInit | null) {
      const request: FakeXhrRequest = {
        method: this.method,
        url: this.url,
        headers: this.headers,
        body,
        aborted: false,
        progress: (loaded, total) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent),
        respond: (reply = {}) => {
          this.status = reply.status ?? 200;
          this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
          this.responseHeaders = { 'content-type': 'application/json', ...reply.headers };
          this.onload?.();
        },
        fail: () => this.onerror?.(),
      };
      this.request = request;
      requests.push(request);
      if (autoRespond) {
        const reply = autoRespond(request);
        queueMicrotask(() => request.respond(reply));
      }
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { requests };
}
