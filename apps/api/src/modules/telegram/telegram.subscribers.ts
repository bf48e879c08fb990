import type { TLanguage } from '@guestloop/contracts';
import type { FastifyInstance } from 'fastify';
import type { DomainEventMap } from '../events';
import { isUserIntegrationLive } from '../integrations';
import { findStructure } from '../structure';
import { sendLater } from './telegram.jobs';
import * as repo from './telegram.repo';
import * as texts from './telegram.texts';

type App = Pick<FastifyInstance, 'db' | 'config' | 'providers' | 'events'>;

const guestOrderPath = (menuSlug: string, orderSlug: string) =>
  `/user/online-menu/${encodeURIComponent(menuSlug)}/${encodeURIComponent(orderSlug)}/order`;

/** The guest whose chat is linked with the order's company hears of its new status (once per status). */
async function orderStatusChanged(app: App, event: DomainEventMap['order.status-changed']) {
  if (!app.providers.telegram) return;
  const chat = await repo.customerChat(app.db, event.structureId, event.customerId);
  if (!chat?.chatId) return;
  const venue = (await findStructure(app.db, event.structureId))?.name ?? '';
  const message = texts.orderUpdate(chat.language as TLanguage, {
    number: event.number,
    type: event.type,
    status: event.status,
    venue,
    link: new URL(guestOrderPath(event.menuSlug, event.orderSlug), app.config.PUBLIC_URL).toString(),
  });
  await sendLater(
    app.db,
    { chatId: chat.chatId, ...message },
    `telegram:order:${event.orderId}:${event.status}:${chat.chatId}`,
  );
}

/** Members told of something whose Telegram is connected and turned on get it there, in their language. */
async function staffNotified(app: App, event: DomainEventMap['staff.notified']) {
  if (!app.providers.telegram) return;
  const chats = await repo.userChats(
    app.db,
    event.structureId,
    event.recipients.map((r) => r.userId),
  );
  for (const chat of chats) {
    const recipient = event.recipients.find((r) => r.userId === chat.userId);
    if (!recipient || !chat.chatId || !(await isUserIntegrationLive(app.db, recipient.userId, 'telegram')))
      continue;
    const message = texts.staffAlert(recipient.language, event.alert);
    await sendLater(
      app.db,
      { chatId: chat.chatId, ...message },
      `telegram:staff:${event.alert.kind}:${event.alert.subjectId}:${recipient.userId}`,
    );
  }
}

/** The bot listens to the orders' and the notifications' news (once per app). */
export function subscribeTelegram(app: App) {
  app.events.on('order.status-changed', (event) => orderStatusChanged(app, event));
  app.events.on('staff.notified', (event) => staffNotified(app, event));
}
