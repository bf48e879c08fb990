import {
  ZOk,
  ZSaveShareMethodBody,
  ZShareMethod,
  ZShareMethodList,
  ZShareMethodParams,
  ZShareMetricParams,
  ZShareTaskDetail,
  ZShareTaskList,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors, staffErrorsWithConflict } from '../../lib/responses';
import type { Access } from '../../plugins/access';
import { followDelivery } from './share-delivery';
import { registerShareJob } from './share-job';
import * as service from './share-methods.service';

const tags = ['share methods'];
const access: Access = { permission: 'metrics.manage' };

/**
 * Share methods (SPEC point 7 "Share methods"): ways of asking guests to rate a metric, run as
 * tasks in the background. `{metric}` is the metric's id; another company's ids answer 404.
 */
export const shareMethodsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerShareJob(app);
  followDelivery(app);

  app.get(
    '/share-method/by-metric/:metric/list',
    {
      config: { access },
      schema: {
        tags,
        summary: "The metric's share methods, each with its latest execution",
        params: ZShareMetricParams,
        response: { 200: ZShareMethodList, ...staffErrors },
      },
    },
    async (request) => service.list(app.db, await request.requireStructureId(), request.params.metric),
  );

  app.post(
    '/share-method/by-metric/:metric/list',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Adds a share method to the metric (an e-mail to recent customers or to a list)',
        params: ZShareMetricParams,
        body: ZSaveShareMethodBody,
        response: { 200: ZShareMethod, ...staffErrors },
      },
    },
    async (request) =>
      service.create(app.db, await request.requireStructureId(), request.params.metric, request.body),
  );

  app.get(
    '/share-method/:metric/:id/item',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One share method with its latest execution',
        params: ZShareMethodParams,
        response: { 200: ZShareMethod, ...staffErrors },
      },
    },
    async (request) => {
      const { metric, id } = request.params;
      return service.get(app.db, await request.requireStructureId(), metric, id);
    },
  );

  app.put(
    '/share-method/:metric/:id/item',
    {
      config: { access },
      schema: {
        tags,
        summary: "Changes a share method's title, mail or audience (for its next executions)",
        params: ZShareMethodParams,
        body: ZSaveShareMethodBody,
        response: { 200: ZShareMethod, ...staffErrors },
      },
    },
    async (request) => {
      const { metric, id } = request.params;
      return service.update(app.db, await request.requireStructureId(), metric, id, request.body);
    },
  );

  app.delete(
    '/share-method/:metric/:id/item',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Deletes a share method with its executions',
        params: ZShareMethodParams,
        response: { 200: ZOk, ...staffErrors },
      },
    },
    async (request) => {
      const { metric, id } = request.params;
      return service.remove(app.db, await request.requireStructureId(), metric, id);
    },
  );

  app.post(
    '/share-method/:metric/:id/execute',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Executes a share method: a task with its recipients, sent in the background (409 while its last ' +
          'task is still sending, for an inactive metric or an audience without an address)',
        params: ZShareMethodParams,
        response: { 200: ZShareTaskDetail, ...staffErrorsWithConflict },
      },
    },
    async (request) => {
      const { metric, id } = request.params;
      const auth = await request.requireAuth();
      return service.execute(app.db, await request.requireStructureId(), metric, id, auth.userId);
    },
  );

  app.get(
    '/share-method/:metric/tasks',
    {
      config: { access },
      schema: {
        tags,
        summary: "The executions of the metric's share methods, newest first, with their progress",
        params: ZShareMetricParams,
        response: { 200: ZShareTaskList, ...staffErrors },
      },
    },
    async (request) => service.tasks(app.db, await request.requireStructureId(), request.params.metric),
  );

  app.get(
    '/share-method/:metric/tasks/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One execution with what happened to each recipient',
        params: ZShareMethodParams,
        response: { 200: ZShareTaskDetail, ...staffErrors },
      },
    },
    async (request) => {
      const { metric, id } = request.params;
      return service.task(app.db, await request.requireStructureId(), metric, id);
    },
  );
};
