import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { messageUpdate, newChatId, startTokenOf } from '../../providers/messaging/telegram.test-support';
import type { TestApp } from '../../test/app';
import { signIn } from '../../test/users';
import { eventually } from '../jobs/jobs.test-support';
import { orderingVenue } from '../orders/ordering.test-support';
import type { Api } from '../structure/structure.test-support';
import { messagesTo, pause, postUpdate, telegramApp, write } from './telegram.test-support';

describe('Telegram for staff', () => {
  let t: TestApp;
  let telegram: Awaited<ReturnType<typeof telegramApp>>['telegram'];
  let close: () => Promise<void>;
  let venue: Awaited<ReturnType<typeof orderingVenue>>;

  const telegramOf = async (api: Api) =>
    (
      (await api.get('/user/integrations')).json() as {
        serviceUid: string;
        connected: boolean;
        enabled: boolean;
        data: { extra: Record<string, string> } | null;
      }[]
    ).find((i) => i.serviceUid === 'telegram');
  /** The member turns Telegram on in the console and opens the link in their chat. */
  const connect = async (api: Api, chat: string) => {
    const res = await api.post('/user/integration/enable', { serviceUid: 'telegram', enabled: true });
    if (res.statusCode !== 200) throw new Error(`enable: ${res.body}`);
    await write(t, chat, `/start ${startTokenOf(res.json().data.extra.connectUrl)}`);
  };
  const newOrder = async (at = venue) => {
    const res = await at.order();
    if (res.statusCode !== 200) throw new Error(`order: ${res.body}`);
    return res.json() as { slug: string; number: number };
  };

  beforeAll(async () => {
    ({ t, telegram, close } = await telegramApp());
    venue = await orderingVenue(t);
  });
  afterAll(() => close());

  it('connects a member’s chat with the link the console gives them, and greets them by name', async () => {
    const chat = newChatId();
    const enabled = await venue.company.api.post('/user/integration/enable', {
      serviceUid: 'telegram',
      enabled: true,
    });
    const link = enabled.json().data.extra.connectUrl as string;
    expect(link).toMatch(/^https:\/\/t\.me\/GuestloopTestBot\?start=[\w-]{20,64}$/);
    expect((await telegramOf(venue.company.api))?.connected).toBe(false);

    await write(t, chat, `/start ${startTokenOf(link)}`);
    const connected = await telegramOf(venue.company.api);
    expect(connected).toMatchObject({ connected: true, enabled: true });
    expect(connected?.data?.extra).toMatchObject({ chatName: 'Ann', connectUrl: '' });
    await eventually(() => messagesTo(telegram, chat).length === 1);
    expect(messagesTo(telegram, chat)[0]?.text).toMatch(/^Hello, User \w+! Your Guestloop notifications/);

    await postUpdate(t, messageUpdate(newChatId(), `/start ${startTokenOf(link)}`, { firstName: 'Mallory' }));
    expect((await telegramOf(venue.company.api))?.data?.extra.chatName).toBe('Ann');
  });

  it('tells a connected member of a new order, a bad rating and a waiter call, with links to them', async () => {
    const chat = newChatId();
    await connect(venue.company.api, chat);
    await eventually(() => messagesTo(telegram, chat).length === 1);
    const order = await newOrder();
    await eventually(() => messagesTo(telegram, chat).length === 2);
    const [, told] = messagesTo(telegram, chat);
    expect(told?.text).toContain(`New order #${order.number}: €3.90`);
    expect(told?.reply_markup?.inline_keyboard[0]?.[0]?.url).toBe(
      `https://guestloop.test/user/app/orders/${order.slug}`,
    );

    const location = (
      await venue.company.api.post('/location/create', { name: 'Old Town', slug: 'old-town' })
    ).json();
    const metric = (await venue.company.api.post('/metric/stars', { locationId: location.id })).json();
    const rated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rate',
      payload: { slug: metric.slug, score: 1, comment: 'Cold soup' },
    });
    expect(rated.statusCode).toBe(200);
    await eventually(() => messagesTo(telegram, chat).length === 3);
    const bad = messagesTo(telegram, chat)[2];
    expect(bad?.text).toMatch(/^Bad rating: 1 of 5 for “.+”\nOld Town\n«Cold soup»$/);
    expect(bad?.reply_markup?.inline_keyboard[0]?.[0]?.url).toContain('/user/app/reviews?review=');

    const hall = (
      await venue.company.api.post(`/horeca/groups/${location.id}/create`, { name: 'Hall' })
    ).json();
    const table = (
      await venue.company.api.post(`/horeca/groups/${location.id}/table-create`, {
        groupId: hall.id,
        name: '1',
      })
    ).json();
    const called = await t.app.inject({
      method: 'POST',
      url: `/api/v1/waiter-call/${table.id}/create`,
      payload: { kind: 'bill' },
    });
    expect(called.statusCode).toBe(200);
    await eventually(() => messagesTo(telegram, chat).length === 4);
    expect(messagesTo(telegram, chat)[3]?.text).toBe('A guest is asking for the bill: Old Town · Hall · 1');
  });

  it('writes nothing to a member who turned Telegram off, removed it, or to another company’s members', async () => {
    const other = await orderingVenue(t);
    const otherChat = newChatId();
    await connect(other.company.api, otherChat);
    await eventually(() => messagesTo(telegram, otherChat).length === 1);

    const chat = newChatId();
    await connect(venue.company.api, chat);
    await eventually(() => messagesTo(telegram, chat).length === 1);
    await venue.company.api.post('/user/integration/enable', { serviceUid: 'telegram', enabled: false });
    await newOrder();
    await pause(400);
    expect(messagesTo(telegram, chat)).toHaveLength(1);
    expect(messagesTo(telegram, otherChat)).toHaveLength(1);

    await venue.company.api.post('/user/integration/delete', { serviceUid: 'telegram' });
    expect((await telegramOf(venue.company.api))?.data).toBeNull();
    await newOrder(other);
    await eventually(() => messagesTo(telegram, otherChat).length === 2);
    expect(messagesTo(telegram, chat)).toHaveLength(1);
  });

  it('forgets a chat that blocked the bot, and shows the member it is no longer connected', async () => {
    const chat = newChatId();
    await connect(venue.company.api, chat);
    await eventually(() => messagesTo(telegram, chat).length === 1);
    telegram.block(chat);
    await newOrder();
    await eventually(async () => (await telegramOf(venue.company.api))?.connected === false);
  });

  it('answers 404 in the error shape when a member turns Telegram on where no bot is configured', async () => {
    const config = { ...t.config, TELEGRAM_BOT_TOKEN: undefined, TELEGRAM_BOT_USERNAME: undefined };
    const bare = await buildApp({
      config,
      database: t.database,
      serveWeb: false,
      jobs: { autoStart: false },
    });
    await bare.ready();
    try {
      const res = await bare.inject({
        method: 'POST',
        url: '/api/v1/user/integration/enable',
        headers: { cookie: await signIn(t.app, venue.company.admin) },
        payload: { serviceUid: 'telegram', enabled: true },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'Telegram is not configured on this server',
      });
    } finally {
      await bare.close();
    }
  });
});
