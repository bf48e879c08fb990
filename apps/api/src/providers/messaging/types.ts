/**
 * The product's Telegram bot, as the Telegram Bot API offers it (https://core.telegram.org/bots/api):
 * the calls the product makes. One bot for the whole product, configured by the platform.
 */
export interface TelegramBot {
  /** The bot's name without "@", for its t.me links. */
  readonly username: string;
  /** sendMessage: a text to a chat; answers the message's id. */
  sendMessage(message: TelegramMessage): Promise<{ messageId: number }>;
  /** setWebhook: where Telegram posts the bot's updates, with the secret it sends back each time. */
  setWebhook(input: { url: string; secretToken: string }): Promise<void>;
  /** getMe: who the token belongs to (checks the token). */
  getMe(): Promise<{ id: number; username: string; firstName: string }>;
}

export interface TelegramMessage {
  chatId: string;
  text: string;
  parseMode?: 'HTML' | 'MarkdownV2';
  /** An inline keyboard of link buttons under the message. */
  buttons?: { text: string; url: string }[];
}

/**
 * A call Telegram refused or that did not reach it. `status` is Telegram's error_code (null when
 * it could not be reached or did not answer JSON); `retryAfterMs` is set on a 429 (its
 * parameters.retry_after), so a job retrying the call waits as long as Telegram asked.
 */
export class TelegramApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'TelegramApiError';
  }

  /** Telegram will not take it however often it is sent (a bad request, a chat that blocked the bot). */
  get final(): boolean {
    return this.status === 400 || this.status === 403;
  }
}
