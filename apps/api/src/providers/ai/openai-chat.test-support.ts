import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string };
    [key: string]: unknown;
  };
}

/** What the fake answers: a status and the assistant's message text (or a raw body). */
export type FakeAnswer = { status?: number; content?: string; body?: unknown };

/**
 * A local server speaking the OpenAI chat completions wire format: POST /v1/chat/completions
 * with JSON messages, answering `{choices: [{message: {role: 'assistant', content}}]}`. Each
 * request is kept for the test to check; `answer` says what comes back.
 */
export async function startFakeOpenAi(answer: (request: ChatRequest) => FakeAnswer) {
  const requests: ChatRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const request: ChatRequest = {
        path: String(req.url),
        authorization: req.headers.authorization,
        body: JSON.parse(raw),
      };
      requests.push(request);
      const { status = 200, content, body } = answer(request);
      const payload = body ?? {
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        model: request.body.model ?? 'local',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      };
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
