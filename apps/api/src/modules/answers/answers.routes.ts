import {
  type TSurveyKind,
  ZFinishedSurveyList,
  ZQuizResult,
  ZSavedSurveyAnswer,
  ZSaveStateParams,
  ZSaveSurveyAnswersBody,
  ZSurveyPublic,
  ZSurveySlugParams,
  ZSurveyState,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestErrors } from '../../lib/responses';
import { guestRateKey } from '../customers';
import { SURVEY_KIND_PATHS } from '../surveys';
import * as service from './answers.service';
import { resultsRoutes } from './results';
import { surveyPages } from './survey-pages';

const tags = ['answers'];
/** A page is saved at each step of the form; a long survey has many steps. */
const stateLimit = { max: 120, timeWindow: 60_000, keyGenerator: guestRateKey };
const answerLimit = { max: 20, timeWindow: 60_000, keyGenerator: guestRateKey };
const pageLimit = { max: 60, timeWindow: 60_000, keyGenerator: guestRateKey };
/** A PDF takes a moment of the server's time to draw. */
const pdfLimit = { max: 10, timeWindow: 60_000, keyGenerator: guestRateKey };

const KIND_NAMES: Record<TSurveyKind, string> = { survey: 'survey', enps: 'e-NPS survey', quiz: 'quiz' };

/**
 * Answering surveys, e-NPS surveys and quizzes (SPEC points 4 and 7): guests and employees open
 * the page, save where they are as they go, and send the final answer; a quiz participant reads
 * their result and downloads it as PDF. Every call is the guest identity's own.
 */
export const answersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.spa.registerPrerender(surveyPages(app.db, app.guestSurveys));
  await app.register(resultsRoutes);
  for (const [kind, prefix] of Object.entries(SURVEY_KIND_PATHS) as [TSurveyKind, string][]) {
    const name = KIND_NAMES[kind];

    app.get(
      `${prefix}/view/:slug`,
      {
        config: { access: 'guest', rateLimit: pageLimit },
        schema: {
          tags,
          summary: `A published ${name}'s page, with where this guest left off (404 unless published)`,
          params: ZSurveySlugParams,
          response: { 200: ZSurveyPublic, ...guestErrors },
        },
      },
      async (request) => service.view(app, kind, request.params.slug, await request.requireGuest()),
    );

    app.post(
      `${prefix}/:slug/save-state/:questionId`,
      {
        config: { access: 'guest', rateLimit: stateLimit },
        schema: {
          tags,
          summary: `Save the answers so far and the question this guest is at (${name})`,
          description:
            'Each answer is checked for its question type and must be to a question asked with these ' +
            'answers (400 VALIDATION_FAILED, details per question); required questions are checked only ' +
            'by save-answer. 409 SURVEY_CLOSED past its last day, SURVEY_ALREADY_ANSWERED once finished, ' +
            "QUIZ_TIME_UP past a quiz's time limit from the first save.",
          params: ZSaveStateParams,
          body: ZSaveSurveyAnswersBody,
          response: { 200: ZSurveyState, ...guestErrors },
        },
      },
      async (request) =>
        service.saveState(
          app,
          kind,
          request.params.slug,
          request.params.questionId,
          request.body.answers,
          await request.requireGuest(),
        ),
    );

    app.post(
      `${prefix}/:slug/save-answer`,
      {
        config: { access: 'guest', rateLimit: answerLimit },
        schema: {
          tags,
          summary: `Send the final answer (${name}); a quiz answers its result`,
          description:
            'Checked as save-state and for required questions. 409 as save-state. ' +
            (kind === 'enps' ? 'Kept without the customer and with the hour only.' : ''),
          params: ZSurveySlugParams,
          body: ZSaveSurveyAnswersBody,
          response: { 200: ZSavedSurveyAnswer, ...guestErrors },
        },
      },
      async (request) =>
        service.saveAnswer(
          app,
          kind,
          request.params.slug,
          request.body.answers,
          await request.requireGuest(),
          request.language,
        ),
    );

    app.get(
      `${prefix}/answer`,
      {
        config: { access: 'guest', rateLimit: pageLimit },
        schema: {
          tags,
          summary: `The ${name}s this guest finished, newest first`,
          response: { 200: ZFinishedSurveyList, ...guestErrors },
        },
      },
      async (request) => service.finishedList(app, kind, await request.requireGuest()),
    );
  }

  app.get(
    `${SURVEY_KIND_PATHS.quiz}/answer/:slug`,
    {
      config: { access: 'guest', rateLimit: pageLimit },
      schema: {
        tags,
        summary: "This guest's result of a quiz (404 before they finished it)",
        params: ZSurveySlugParams,
        response: { 200: ZQuizResult, ...guestErrors },
      },
    },
    async (request) => service.quizResult(app, request.params.slug, await request.requireGuest()),
  );

  app.get(
    `${SURVEY_KIND_PATHS.quiz}/answer/:slug/pdf`,
    {
      config: { access: 'guest', rateLimit: pdfLimit },
      schema: {
        tags,
        summary: "This guest's quiz result as PDF: a certificate when passed and the quiz gives one",
        params: ZSurveySlugParams,
        produces: ['application/pdf'],
        response: { ...guestErrors },
      },
    },
    async (request, reply) => {
      const guest = await request.requireGuest();
      const { bytes, fileName } = await service.quizPdf(app, request.params.slug, guest, request.language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes as never); // bytes; the zod types describe JSON answers only
    },
  );
};
