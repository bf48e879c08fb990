import { randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A sendMessage the stand-in took, as Telegram's API received it. */
export interface SentTelegramMessage {
  chat_id: string;
  text: string;
  parse_mode?: string;
  reply_markup?: { inline_keyboard: { text: string; url: string }[][] };
  message_id: number;
}

export interface FakeTelegramOptions {
  token: string;
  username: string;
}

/**
 * A local server speaking the part of the Telegram Bot API the product uses: POST
 * /bot{token}/sendMessage, /setWebhook and /getMe with JSON bodies, answered `{ ok: true, result }`
 * or `{ ok: false, error_code, description, parameters? }` as Telegram does (a wrong token is 401;
 * a chat that blocked the bot 403). `refuseNext` plays a rate limit (429 with retry_after) or any
 * other refusal; GET /__inspect/messages and /__inspect/webhooks show what was received.
 */
export async function startFakeTelegram(options: FakeTelegramOptions) {
  const messages: SentTelegramMessage[] = [];
  const webhooks: { url: string; secret_token?: string; allowed_updates?: string[] }[] = [];
  const refusals: { method: string; status: number; description: string; retryAfter?: number }[] = [];
  const blocked = new Set<string>();
  let nextMessageId = 100;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const refuse = (status: number, description: string, retryAfter?: number) =>
        send(status, {
          ok: false,
          error_code: status,
          description,
          ...(retryAfter !== undefined ? { parameters: { retry_after: retryAfter } } : {}),
        });
      if (req.method === 'GET' && req.url === '/__inspect/messages') return send(200, messages);
      if (req.method === 'GET' && req.url === '/__inspect/webhooks') return send(200, webhooks);
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
      if (!match || req.method !== 'POST') return refuse(404, 'Not Found');
      const [, token, method] = match as unknown as [string, string, string];
      if (token !== options.token) return refuse(401, 'Unauthorized');
      let body: Record<string, unknown>;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return refuse(400, "Bad Request: can't parse JSON");
      }
      const refusal = refusals.findIndex((r) => r.method === method);
      if (refusal >= 0) {
        const [r] = refusals.splice(refusal, 1);
        return refuse(r!.status, r!.description, r!.retryAfter);
      }
      if (method === 'getMe') {
        return send(200, {
          ok: true,
          result: { id: 7000001, is_bot: true, first_name: 'Guestloop', username: options.username },
        });
      }
      if (method === 'setWebhook') {
        if (typeof body.url !== 'string' || !body.url.startsWith('https://')) {
          return refuse(400, 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook');
        }
        webhooks.push(body as (typeof webhooks)[number]);
        return send(200, { ok: true, result: true, description: 'Webhook was set' });
      }
      if (method === 'sendMessage') {
        const chatId = String(body.chat_id ?? '');
        if (!chatId || typeof body.text !== 'string' || !body.text) {
          return refuse(400, 'Bad Request: message text is empty');
        }
        if (blocked.has(chatId)) return refuse(403, 'Forbidden: bot was blocked by the user');
        const message = { ...(body as object), chat_id: chatId, message_id: nextMessageId++ };
        messages.push(message as SentTelegramMessage);
        return send(200, {
          ok: true,
          result: { message_id: message.message_id, date: Math.floor(Date.now() / 1000), text: body.text },
        });
      }
      return refuse(404, 'Not Found: method not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    webhooks,
    /** The next call of `method` is refused (e.g. 429 with retry_after seconds). */
    refuseNext(method: string, status: number, description: string, retryAfter?: number) {
      refusals.push({ method, status, description, retryAfter });
    },
    /** The chat blocked the bot: messages to it are refused with 403. */
    block(chatId: string) {
      blocked.add(chatId);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeTelegram = Awaited<ReturnType<typeof startFakeTelegram>>;

/** A private chat's id as Telegram gives them (positive, up to 52 bits). */
export const newChatId = () => String(randomInt(10_000_000, 2 ** 40));

/** The update Telegram posts to the webhook when a person writes `text` to the bot in their private chat. */
export function messageUpdate(
  chatId: string,
  text: string,
  from: { firstName?: string; languageCode?: string } = {},
) {
  const id = Number(chatId);
  return {
    update_id: randomInt(1, 2 ** 31 - 1),
    message: {
      message_id: randomInt(1, 1_000_000),
      date: Math.floor(Date.now() / 1000),
      chat: { id, type: 'private', first_name: from.firstName ?? 'Ann' },
      from: {
        id,
        is_bot: false,
        first_name: from.firstName ?? 'Ann',
        ...(from.languageCode ? { language_code: from.languageCode } : {}),
      },
      text,
      ...(text.startsWith('/')
        ? { entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]!.length }] }
        : {}),
    },
  };
}

/** The start token of a https://t.me/<bot>?start=<token> link. */
export const startTokenOf = (link: string) => new URL(link).searchParams.get('start') ?? '';
