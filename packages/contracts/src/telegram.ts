import * as z from './zod';

/**
 * Telegram (SPEC point 7 "Customers": POST /tg-bot/customer-url): the product's one bot sends a
 * guest their order's news and a staff member their notifications, once they open the bot with a
 * one-time start link. A guest's link is made for the company of one of their orders.
 */

const ZOrderSlug = z.string().trim().min(6).max(40);

/** POST /tg-bot/customer-url: the caller's own identity, and the order whose company will write to them. */
export const ZTelegramCustomerUrlBody = z.object({ customerId: z.uuid(), orderSlug: ZOrderSlug });
export type TTelegramCustomerUrlBody = z.infer<typeof ZTelegramCustomerUrlBody>;

/** A https://t.me/<bot>?start=<one-time token> link that connects the chat that opens it. */
export const ZTelegramLink = z.object({ url: z.url() });
export type TTelegramLink = z.infer<typeof ZTelegramLink>;

/** GET /tg-bot/customer-status: whether the caller's Telegram gets the news of that order's company. */
export const ZTelegramCustomerStatusQuery = z.object({ orderSlug: ZOrderSlug });
export const ZTelegramCustomerStatus = z.object({ connected: z.boolean() });
export type TTelegramCustomerStatus = z.infer<typeof ZTelegramCustomerStatus>;

/**
 * An update Telegram posts to the webhook (https://core.telegram.org/bots/api#update): the bot
 * takes only messages (`allowed_updates: ['message']`), and of them only what it reads.
 */
export const ZTelegramUpdate = z.object({
  update_id: z.number().int(),
  message: z
    .object({
      message_id: z.number().int(),
      chat: z.object({
        id: z.number().int(),
        type: z.string().max(20),
        title: z.string().max(255).optional(),
        first_name: z.string().max(255).optional(),
        last_name: z.string().max(255).optional(),
        username: z.string().max(64).optional(),
      }),
      from: z
        .object({
          id: z.number().int(),
          first_name: z.string().max(255).optional(),
          language_code: z.string().max(35).optional(),
        })
        .optional(),
      text: z.string().max(4096).optional(),
    })
    .optional(),
});
export type TTelegramUpdate = z.infer<typeof ZTelegramUpdate>;
