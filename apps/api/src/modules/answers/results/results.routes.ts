import {
  type TSurveyKind,
  ZDeleteAnswersBody,
  ZDeletedAnswers,
  ZEnpsBreakdown,
  ZEnpsBreakdownParams,
  ZStatExportFile,
  ZSurveyAnswerList,
  ZSurveyAnswerListQuery,
  ZSurveyAnswerParams,
  ZSurveyAnswerRow,
  ZSurveyResults,
  ZSurveyResultsQuery,
  ZSurveySlugParams,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors, staffErrorsWithConflict } from '../../../lib/responses';
import { SURVEY_KIND_PATHS, SURVEY_KIND_PERMISSIONS } from '../../surveys';
import { exportAnswers } from './export.service';
import { CONTENT_TYPES } from './export-file';
import * as service from './results.service';

const tags = ['survey results'];
const KIND_NAMES: Record<TSurveyKind, string> = { survey: 'survey', enps: 'e-NPS survey', quiz: 'quiz' };

/**
 * The staff results of each kind under its own prefix and permission: the summary, the answers
 * one by one (not on e-NPS, whose answers are anonymous), the exports, and deleting answers and
 * unfinished states. Another company's slug, or another kind's, is 404.
 */
export const kindResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [kind, prefix] of Object.entries(SURVEY_KIND_PATHS) as [TSurveyKind, string][]) {
    const name = KIND_NAMES[kind];
    const config = { access: { permission: SURVEY_KIND_PERMISSIONS[kind] } };

    app.get(
      `${prefix}/answers/:slug`,
      {
        config,
        schema: {
          tags,
          summary: `The ${name}'s results per question: option and score counts, averages, words of text answers`,
          description:
            kind === 'enps'
              ? 'Hidden (no figure at all) with fewer answers than the anonymity threshold; a period is ' +
                'widened to whole weeks, and a narrowed view that could be subtracted from another is hidden too.'
              : 'Period on the company clock, a location with its sub-locations.',
          params: ZSurveySlugParams,
          querystring: ZSurveyResultsQuery,
          response: { 200: ZSurveyResults, ...staffErrors },
        },
      },
      async (request) =>
        service.results(app.db, await request.requireStructureId(), kind, request.params.slug, request.query),
    );

    for (const format of ['xlsx', 'csv'] as const) {
      app.get(
        `${prefix}/answers/:slug/export.${format}`,
        {
          config,
          schema: {
            tags,
            summary:
              kind === 'enps'
                ? `The e-NPS results' figures as ${format.toUpperCase()} (no row per person; 409 while hidden)`
                : `The ${name}'s answers as ${format.toUpperCase()}: one row per answer, one column per question`,
            params: ZSurveySlugParams,
            querystring: ZSurveyResultsQuery,
            produces: [CONTENT_TYPES[format].split(';')[0]!],
            response: { 200: ZStatExportFile, ...staffErrorsWithConflict },
          },
        },
        async (request, reply) => {
          const file = await exportAnswers(
            app.db,
            await request.requireStructureId(),
            kind,
            request.params.slug,
            request.query,
            format,
            request.language,
          );
          return reply
            .type(file.contentType)
            .header('content-disposition', `attachment; filename="${file.fileName}"`)
            .header('cache-control', 'no-store')
            .send(file.bytes as never); // bytes; the zod types describe JSON answers only
        },
      );
    }

    app.delete(
      `${prefix}/answers/:slug`,
      {
        config,
        schema: {
          tags,
          summary: `Delete the ${name}'s answers named in the body, or all of them without one`,
          description: 'Their customers may answer again.',
          params: ZSurveySlugParams,
          body: ZDeleteAnswersBody.nullish(),
          response: { 200: ZDeletedAnswers, ...staffErrors },
        },
      },
      async (request) =>
        service.deleteAnswers(
          app.db,
          await request.requireStructureId(),
          kind,
          request.params.slug,
          request.body?.ids ?? null,
        ),
    );

    app.delete(
      `${prefix}/customer-states/:slug`,
      {
        config,
        schema: {
          tags,
          summary: `Delete where customers left off in the ${name} without finishing`,
          params: ZSurveySlugParams,
          response: { 200: ZDeletedAnswers, ...staffErrors },
        },
      },
      async (request) =>
        service.deleteStates(app.db, await request.requireStructureId(), kind, request.params.slug),
    );

    if (kind === 'enps') {
      app.get(
        `${prefix}/answers/:slug/breakdown/:questionId`,
        {
          config,
          schema: {
            tags,
            summary: 'The e-NPS score per variant of a single-choice question, over the whole survey',
            description:
              'A group under the anonymity threshold is hidden, and so is any group that would let a ' +
              'hidden one be worked out by subtraction.',
            params: ZEnpsBreakdownParams,
            response: { 200: ZEnpsBreakdown, ...staffErrors },
          },
        },
        async (request) =>
          service.breakdown(
            app.db,
            await request.requireStructureId(),
            request.params.slug,
            request.params.questionId,
            request.language,
          ),
      );
      continue;
    }

    app.get(
      `${prefix}/answers/:slug/list`,
      {
        config,
        schema: {
          tags,
          summary: `The ${name}'s answers, newest first, a page at a time`,
          params: ZSurveySlugParams,
          querystring: ZSurveyAnswerListQuery,
          response: { 200: ZSurveyAnswerList, ...staffErrors },
        },
      },
      async (request) =>
        service.answerList(
          app.db,
          await request.requireStructureId(),
          kind,
          request.params.slug,
          request.query,
        ),
    );

    app.get(
      `${prefix}/:slug/answers/:id`,
      {
        config,
        schema: {
          tags,
          summary: `One answer to the ${name}`,
          params: ZSurveyAnswerParams,
          response: { 200: ZSurveyAnswerRow, ...staffErrors },
        },
      },
      async (request) =>
        service.answerRow(
          app.db,
          await request.requireStructureId(),
          kind,
          request.params.slug,
          request.params.id,
        ),
    );
  }
};
