import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { jobs, telegramChats } from '../../db/schema';
import { newChatId, startTokenOf } from '../../providers/messaging/telegram.test-support';
import type { TestApp } from '../../test/app';
import { anotherProcess, eventually } from '../jobs/jobs.test-support';
import { newGuestCookie, orderingVenue } from '../orders/ordering.test-support';
import { BOT, messagesTo, pause, postUpdate, SECRET, telegramApp, write } from './telegram.test-support';

describe('Telegram for guests', () => {
  let t: TestApp;
  let telegram: Awaited<ReturnType<typeof telegramApp>>['telegram'];
  let close: () => Promise<void>;
  let venue: Awaited<ReturnType<typeof orderingVenue>>;

  const guestId = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/customer', headers: { cookie } })).json().id as string;
  const placed = async (cookie: string, at = venue) => {
    const res = await at.order({}, cookie);
    if (res.statusCode !== 200) throw new Error(`order: ${res.body}`);
    return res.json() as { slug: string; number: number };
  };
  const askLink = (cookie: string | null, body: object, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/tg-bot/customer-url',
      headers: { ...(cookie ? { cookie } : {}), language },
      payload: body,
    });
  const linkOf = async (cookie: string, orderSlug: string, language = 'en') => {
    const res = await askLink(cookie, { customerId: await guestId(cookie), orderSlug }, language);
    if (res.statusCode !== 200) throw new Error(`link: ${res.body}`);
    return res.json().url as string;
  };
  const connected = async (cookie: string, orderSlug: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/tg-bot/customer-status?orderSlug=${orderSlug}`,
        headers: { cookie },
      })
    ).json().connected as boolean;
  const move = async (orderSlug: string, status: string, at = venue) => {
    const res = await at.company.api.post(`/online-menu/order/status/${orderSlug}`, { status });
    if (res.statusCode !== 200) throw new Error(`status: ${res.body}`);
  };

  beforeAll(async () => {
    ({ t, telegram, close } = await telegramApp());
    venue = await orderingVenue(t);
  });
  afterAll(() => close());

  it('registers the webhook once, with its secret, for messages only, however many processes start', async () => {
    await eventually(() => telegram.webhooks.length > 0);
    const second = await anotherProcess(t, () => {});
    await pause(300);
    await second.close();
    expect(telegram.webhooks).toEqual([
      {
        url: 'https://guestloop.test/api/v1/tg-bot/webhook',
        secret_token: SECRET,
        allowed_updates: ['message'],
      },
    ]);
  });

  it('tells the guest pages the bot’s name', async () => {
    const settings = await t.app.inject({ method: 'GET', url: '/api/v1/app/settings' });
    expect(settings.json().telegramBot).toBe(BOT);
  });

  it('gives a link for the caller’s own identity and own order only', async () => {
    const cookie = venue.cookie;
    const order = await placed(cookie);
    const link = await linkOf(cookie, order.slug);
    expect(link).toMatch(new RegExp(`^https://t\\.me/${BOT}\\?start=[\\w-]{20,64}$`));

    const other = await newGuestCookie(t);
    const mine = await guestId(cookie);
    expect((await askLink(other, { customerId: mine, orderSlug: order.slug })).statusCode).toBe(403);
    expect(
      (await askLink(other, { customerId: await guestId(other), orderSlug: order.slug })).statusCode,
    ).toBe(403);
    expect((await askLink(null, { customerId: mine, orderSlug: order.slug })).statusCode).toBe(401);
    const unknown = await askLink(cookie, { customerId: mine, orderSlug: 'nosuchorder1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it('refuses webhook calls that do not carry the secret', async () => {
    const cookie = await newGuestCookie(t);
    const order = await placed(cookie);
    const token = startTokenOf(await linkOf(cookie, order.slug));
    const chat = newChatId();
    for (const secret of [null, 'wrong', `${SECRET}x`]) {
      const res = await postUpdate(
        t,
        {
          update_id: 1,
          message: { message_id: 1, chat: { id: Number(chat), type: 'private' }, text: `/start ${token}` },
        },
        secret,
      );
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    expect(await connected(cookie, order.slug)).toBe(false);
  });

  it('links the chat once with a fresh token: a used or expired one links nothing', async () => {
    const cookie = await newGuestCookie(t);
    const order = await placed(cookie);
    const token = startTokenOf(await linkOf(cookie, order.slug, 'de'));
    const chat = newChatId();
    await write(t, chat, `/start ${token}`);
    expect(await connected(cookie, order.slug)).toBe(true);
    await eventually(() => messagesTo(telegram, chat).length === 1);
    expect(messagesTo(telegram, chat)[0]?.text).toContain(
      'hält Sie hier über Ihre Bestellungen auf dem Laufenden',
    );

    const intruder = newChatId();
    await write(t, intruder, `/start ${token}`);
    await eventually(() => messagesTo(telegram, intruder).length === 1);
    expect(messagesTo(telegram, intruder)[0]?.text).toMatch(/expired|already been used/);

    const late = await newGuestCookie(t);
    const lateOrder = await placed(late);
    const lateToken = startTokenOf(await linkOf(late, lateOrder.slug));
    await t.app.db
      .update(telegramChats)
      .set({ startTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(telegramChats.customerId, await guestId(late)));
    await write(t, newChatId(), `/start ${lateToken}`);
    expect(await connected(late, lateOrder.slug)).toBe(false);

    await move(order.slug, 'accepted');
    await eventually(() => messagesTo(telegram, chat).length === 2);
    expect(messagesTo(telegram, intruder)).toHaveLength(1);
  });

  it('drops, once an hour, the start links nobody opened in time, and keeps linked chats', async () => {
    const linkedGuest = await newGuestCookie(t);
    const linkedOrder = await placed(linkedGuest);
    await write(t, newChatId(), `/start ${startTokenOf(await linkOf(linkedGuest, linkedOrder.slug))}`);
    // Asked for again and never opened: the linked chat keeps working, its unused token goes.
    await linkOf(linkedGuest, linkedOrder.slug);
    const idle = await newGuestCookie(t);
    await linkOf(idle, (await placed(idle)).slug);
    const fresh = await newGuestCookie(t);
    const freshOrder = await placed(fresh);
    const freshToken = startTokenOf(await linkOf(fresh, freshOrder.slug));
    const rowOf = async (cookie: string) =>
      (
        await t.app.db
          .select()
          .from(telegramChats)
          .where(eq(telegramChats.customerId, await guestId(cookie)))
      )[0];
    for (const cookie of [linkedGuest, idle]) {
      await t.app.db
        .update(telegramChats)
        .set({ startTokenExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(telegramChats.customerId, await guestId(cookie)));
    }

    await t.app.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.dedupeKey, 'recurring:telegram-tokens.prune'));
    await t.app.jobs.runDueJobs();
    expect(await rowOf(idle)).toBeUndefined();
    expect(await rowOf(linkedGuest)).toMatchObject({ chatId: expect.any(String), startTokenHash: null });
    expect(await connected(linkedGuest, linkedOrder.slug)).toBe(true);
    await write(t, newChatId(), `/start ${freshToken}`);
    expect(await connected(fresh, freshOrder.slug)).toBe(true);
  });

  it('tells the guest once of their order’s new status, in their language, with a link to the order', async () => {
    const cookie = await newGuestCookie(t);
    const order = await placed(cookie);
    const chat = newChatId();
    await write(t, chat, `/start ${startTokenOf(await linkOf(cookie, order.slug, 'de'))}`);
    await eventually(() => messagesTo(telegram, chat).length === 1);
    await move(order.slug, 'accepted');
    await move(order.slug, 'ready');
    await eventually(() => messagesTo(telegram, chat).length === 3);
    await pause(300);
    const [, accepted, ready] = messagesTo(telegram, chat);
    expect(accepted?.text).toContain(`Nr. ${order.number}: Angenommen`);
    expect(ready?.text).toContain(`Nr. ${order.number}: Fertig`);
    expect(ready?.text).toContain(`Zeigen Sie die Nummer ${order.number} an der Theke.`);
    expect(ready?.reply_markup?.inline_keyboard[0]?.[0]?.url).toBe(
      `https://guestloop.test/user/online-menu/${venue.menu.slug}/${order.slug}/order`,
    );
    expect(messagesTo(telegram, chat)).toHaveLength(3);
  });

  it('waits as long as Telegram asks when it is rate limited, then sends the message once', async () => {
    const cookie = await newGuestCookie(t);
    const order = await placed(cookie);
    const chat = newChatId();
    await write(t, chat, `/start ${startTokenOf(await linkOf(cookie, order.slug))}`);
    await eventually(() => messagesTo(telegram, chat).length === 1);
    telegram.refuseNext('sendMessage', 429, 'Too Many Requests: retry after 1', 1);
    const asked = Date.now();
    await move(order.slug, 'accepted');
    await eventually(() => messagesTo(telegram, chat).length === 2, 8000);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(950);
    await pause(300);
    expect(messagesTo(telegram, chat)).toHaveLength(2);
  });

  it('stops writing to a chat that said /stop', async () => {
    const cookie = await newGuestCookie(t);
    const order = await placed(cookie);
    const chat = newChatId();
    await write(t, chat, `/start ${startTokenOf(await linkOf(cookie, order.slug))}`);
    await write(t, chat, '/stop');
    expect(await connected(cookie, order.slug)).toBe(false);
    await eventually(() => messagesTo(telegram, chat).length === 2);
    // Two jobs send them, one after the other: a chat's messages keep their order.
    expect(messagesTo(telegram, chat).map((message) => message.text)).toEqual([
      expect.stringContaining('Hello!'),
      expect.stringContaining('no more messages'),
    ]);
    await move(order.slug, 'accepted');
    await pause(400);
    expect(messagesTo(telegram, chat)).toHaveLength(2);
  });

  it('writes to a chat only of the company it was linked with', async () => {
    const other = await orderingVenue(t);
    const cookie = await newGuestCookie(t);
    const here = await placed(cookie);
    const there = await placed(cookie, other);
    const chat = newChatId();
    await write(t, chat, `/start ${startTokenOf(await linkOf(cookie, here.slug))}`);
    await eventually(() => messagesTo(telegram, chat).length === 1);
    expect(await connected(cookie, there.slug)).toBe(false);
    await move(there.slug, 'accepted', other);
    await move(here.slug, 'accepted');
    await eventually(() => messagesTo(telegram, chat).length === 2);
    await pause(300);
    expect(messagesTo(telegram, chat)).toHaveLength(2);
    expect(messagesTo(telegram, chat)[1]?.text).toContain(`#${here.number}`);
    // The other company's staff cannot move this company's order either.
    expect(
      (await other.company.api.post(`/online-menu/order/status/${here.slug}`, { status: 'ready' }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 404 in the error shape, and names no bot, where none is configured', async () => {
    const config = { ...t.config, TELEGRAM_BOT_TOKEN: undefined, TELEGRAM_BOT_USERNAME: undefined };
    const bare = await buildApp({
      config,
      database: t.database,
      serveWeb: false,
      jobs: { autoStart: false },
    });
    await bare.ready();
    try {
      const cookie = venue.cookie;
      const order = await placed(cookie);
      const res = await bare.inject({
        method: 'POST',
        url: '/api/v1/tg-bot/customer-url',
        headers: { cookie },
        payload: { customerId: await guestId(cookie), orderSlug: order.slug },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'Telegram is not configured on this server',
      });
      expect(
        (await bare.inject({ method: 'GET', url: '/api/v1/app/settings' })).json().telegramBot,
      ).toBeNull();
    } finally {
      await bare.close();
    }
  });
});
