import {
  ZDishScores,
  ZInteractionList,
  ZInteractionsQuery,
  ZMenuSlugParams,
  ZOk,
  ZRatingIdParams,
  ZReview,
  ZReviewList,
  ZReviewsQuery,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../lib/responses';
import type { Access } from '../../plugins/access';
import * as service from './reviews.service';

const tags = ['reviews'];
const manage: Access = { permission: 'reviews.manage' };

/** The staff side of ratings: the reviews inbox (SPEC point 4: reviews are marked viewed), timelines, dish scores. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      config: { access: manage },
      schema: {
        tags,
        summary:
          "The company's reviews, unread first then newest (filters: location, metric, score, outcome, days, " +
          "weekday and hours on the company's clock, unread, with attachment; by default only ratings that " +
          'count, i.e. confirmed when asked)',
        querystring: ZReviewsQuery,
        response: { 200: ZReviewList, ...staffErrors },
      },
    },
    async (request) => service.listReviews(app.db, await request.requireStructureId(), request.query),
  );

  app.patch(
    '/review/:id/view',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Mark a review viewed (the first viewer and time are kept)',
        params: ZRatingIdParams,
        response: { 200: ZOk, ...staffErrors },
      },
    },
    async (request) => {
      const auth = await request.requireAuth();
      return service.markViewed(app, await request.requireStructureId(), request.params.id, auth.userId);
    },
  );

  app.get(
    '/review/:id',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'One review of the company, as the inbox shows it (a notification links to it)',
        params: ZRatingIdParams,
        response: { 200: ZReview, ...staffErrors },
      },
    },
    async (request) => service.findReview(app.db, await request.requireStructureId(), request.params.id),
  );

  app.get(
    '/interactions',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "A guest's timeline with the company: their ratings and orders, newest first",
        querystring: ZInteractionsQuery,
        response: { 200: ZInteractionList, ...staffErrors },
      },
    },
    async (request) =>
      service.interactions(app.db, await request.requireStructureId(), request.query.customerId),
  );

  app.get(
    '/online-menu/edit/:slug/dish-scores',
    {
      config: { access: { permission: 'menus.manage' } },
      schema: {
        tags,
        summary: "Each dish's average score from guests' ratings of their orders (ratings that count)",
        params: ZMenuSlugParams,
        response: { 200: ZDishScores, ...staffErrors },
      },
    },
    async (request) => service.dishScores(app.db, await request.requireStructureId(), request.params.slug),
  );
};
