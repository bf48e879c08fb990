import { TelegramApiError, type TelegramBot, type TelegramMessage } from './types';

const TIMEOUT_MS = 10_000;

interface BotApiAnswer<T> {
  ok: boolean;
  result?: T;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number; migrate_to_chat_id?: number };
}

/**
 * The Telegram Bot API adapter: POST {api}/bot{token}/{method} with a JSON body; every answer is
 * `{ ok: true, result }` or `{ ok: false, error_code, description, parameters? }`.
 */
export function createTelegramBot(options: { apiUrl: string; token: string; username: string }): TelegramBot {
  const base = `${options.apiUrl.replace(/\/$/, '')}/bot${options.token}`;

  async function call<T>(method: string, body: Record<string, unknown>): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new TelegramApiError(`Telegram could not be reached (${reason})`, null);
    }
    let answer: BotApiAnswer<T>;
    try {
      answer = (await res.json()) as BotApiAnswer<T>;
    } catch {
      throw new TelegramApiError(`Telegram answered ${res.status} to ${method} without JSON`, null);
    }
    if (answer.ok && answer.result !== undefined) return answer.result;
    const status = answer.error_code ?? res.status;
    const retryAfter = answer.parameters?.retry_after;
    throw new TelegramApiError(
      `Telegram refused ${method}: ${status} ${answer.description ?? ''}`.trim(),
      status,
      status === 429 && typeof retryAfter === 'number' ? retryAfter * 1000 : undefined,
    );
  }

  return {
    username: options.username,

    async sendMessage(message: TelegramMessage) {
      const result = await call<{ message_id: number }>('sendMessage', {
        chat_id: message.chatId,
        text: message.text,
        ...(message.parseMode ? { parse_mode: message.parseMode } : {}),
        ...(message.buttons?.length
          ? { reply_markup: { inline_keyboard: message.buttons.map((b) => [{ text: b.text, url: b.url }]) } }
          : {}),
        link_preview_options: { is_disabled: true },
      });
      return { messageId: result.message_id };
    },

    async setWebhook({ url, secretToken }) {
      await call<boolean>('setWebhook', { url, secret_token: secretToken, allowed_updates: ['message'] });
    },

    async getMe() {
      const me = await call<{ id: number; username: string; first_name: string }>('getMe', {});
      return { id: me.id, username: me.username, firstName: me.first_name };
    },
  };
}
