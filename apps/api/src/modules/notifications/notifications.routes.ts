import {
  ZMarkNotificationsReadBody,
  ZNotificationIdParams,
  ZNotificationList,
  ZNotificationListQuery,
  ZNotificationSetting,
  ZNotificationsChanged,
  ZSaveNotificationSettingBody,
} from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../lib/responses';
import type { Access } from '../../plugins/access';
import * as service from './notifications.service';
import { startRatingAlerts } from './rating-alerts';

const tags = ['notifications'];
/** A notification is addressed to one member: whoever got it may read and clear it. */
const own: Access = 'signed-in';
const settings: Access = { permission: 'notifications.manage' };
const changedResponse = { 200: ZNotificationsChanged, ...staffErrors };

/** A DELETE that clears some of the caller's own notifications: the same access and answer for all. */
const clearingOwn = (summary: string) => ({
  config: { access: own },
  schema: { tags, summary, response: changedResponse },
});
/** The same, for the notification or metric named by the address. */
const clearingOwnById = (summary: string) => ({
  config: { access: own },
  schema: { tags, summary, params: ZNotificationIdParams, response: changedResponse },
});
/** The sources whose notifications a member clears at once, as the summaries name them. */
const CLEARABLE_SOURCES = [
  ['survey', 'survey answer'],
  ['e-nps', 'e-NPS answer'],
  ['booking', 'table booking'],
] as const;

const callerOf = async (request: FastifyRequest): Promise<service.Caller> => ({
  auth: await request.requireAuth(),
  structureId: await request.requireStructureId(),
});

/**
 * Notifications (SPEC point 7 "Notifications"): each staff member's bell and their choice of what
 * they are told, where and how. Also subscribes the alerts that fill the bell.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  await startRatingAlerts(app);

  app.get(
    '/notification/list',
    {
      config: { access: own },
      schema: {
        tags,
        summary: "The caller's notifications, newest first, and how many of all of them are unread",
        querystring: ZNotificationListQuery,
        response: { 200: ZNotificationList, ...staffErrors },
      },
    },
    async (request) => service.list(app.db, await callerOf(request), request.query),
  );

  app.post(
    '/notification/read',
    {
      config: { access: own },
      schema: {
        tags,
        summary: "Marks some of the caller's notifications, or all of them, read",
        body: ZMarkNotificationsReadBody,
        response: changedResponse,
      },
    },
    async (request) => service.markRead(app.db, await callerOf(request), request.body),
  );

  for (const [source, what] of CLEARABLE_SOURCES) {
    app.delete(
      `/notification/${source}`,
      clearingOwn(`Clears the caller's ${what} notifications`),
      async (request) => service.deleteOfSource(app.db, await callerOf(request), source),
    );
  }

  app.delete(
    '/notification/:id',
    clearingOwnById("Deletes one of the caller's notifications"),
    async (request) => service.deleteOne(app.db, await callerOf(request), request.params.id),
  );

  app.delete(
    '/notification/:id/metric',
    clearingOwnById("Clears the caller's notifications of a metric's ratings ({id}: the metric's id)"),
    async (request) => service.deleteOfMetric(app.db, await callerOf(request), request.params.id),
  );

  app.get(
    '/notification-setting',
    {
      config: { access: settings },
      schema: {
        tags,
        summary: "The caller's choice of events, locations and channels (the default until they save one)",
        response: { 200: ZNotificationSetting, ...staffErrors },
      },
    },
    async (request) => service.getSetting(app.db, await callerOf(request)),
  );

  app.post(
    '/notification-setting',
    {
      config: { access: settings },
      schema: {
        tags,
        summary: 'Saves which events the caller is told of, at which locations, in the console and by e-mail',
        body: ZSaveNotificationSettingBody,
        response: { 200: ZNotificationSetting, ...staffErrors },
      },
    },
    async (request) => service.saveSetting(app.db, await callerOf(request), request.body),
  );
};
