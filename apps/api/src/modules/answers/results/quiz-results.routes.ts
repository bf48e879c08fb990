import {
  ZDeletedAnswers,
  ZEnpsSurveyProgress,
  ZQuizAnalysis,
  ZQuizParticipantAnswer,
  ZQuizParticipantList,
  ZQuizParticipantParams,
  ZSurveyAnswerListQuery,
  ZSurveyProgress,
  ZSurveyProgressBody,
  ZSurveyResultsQuery,
  ZSurveySlugParams,
  ZWebinarParticipants,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../../lib/responses';
import { enpsProgress, surveyProgress } from './progress.service';
import * as quiz from './quiz-results.service';

const tags = ['survey results'];
const quizzes = { access: { permission: 'quizzes.manage' as const } };

/**
 * Quizzes' analysis and participants, a survey's participants (a webinar's sign-ups), and the
 * progress charts of surveys, quizzes and e-NPS surveys.
 */
export const participantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quiz/analysis/:slug',
    {
      config: quizzes,
      schema: {
        tags,
        summary:
          "The quiz's results with each question's share of right answers, the mean percent and passes",
        params: ZSurveySlugParams,
        querystring: ZSurveyResultsQuery,
        response: { 200: ZQuizAnalysis, ...staffErrors },
      },
    },
    async (request) =>
      quiz.analysis(app.db, await request.requireStructureId(), request.params.slug, request.query),
  );

  app.get(
    '/quiz/analysis/:slug/answers',
    {
      config: quizzes,
      schema: {
        tags,
        summary: "The quiz's participants (name and e-mail when known), their points, percent and pass",
        params: ZSurveySlugParams,
        querystring: ZSurveyAnswerListQuery,
        response: { 200: ZQuizParticipantList, ...staffErrors },
      },
    },
    async (request) =>
      quiz.participants(app.db, await request.requireStructureId(), request.params.slug, request.query),
  );

  app.get(
    '/quiz/answers/:slug/:customerId',
    {
      config: quizzes,
      schema: {
        tags,
        summary: "A participant's last answer and its result, with every question's right answers",
        params: ZQuizParticipantParams,
        response: { 200: ZQuizParticipantAnswer, ...staffErrors },
      },
    },
    async (request) =>
      quiz.participantAnswer(
        app.db,
        await request.requireStructureId(),
        request.params.slug,
        request.params.customerId,
      ),
  );

  app.delete(
    '/pdf/quiz/:slug/delete',
    {
      config: quizzes,
      schema: {
        tags,
        summary: "Delete the quiz's stored result PDFs (they are drawn on request and never stored: 0)",
        params: ZSurveySlugParams,
        response: { 200: ZDeletedAnswers, ...staffErrors },
      },
    },
    async (request) => quiz.deleteStoredPdfs(app.db, await request.requireStructureId(), request.params.slug),
  );

  app.get(
    '/survey/webinar/:slug/participants',
    {
      config: { access: { permission: 'surveys.manage' } },
      schema: {
        tags,
        summary: 'The customers who finished the survey: name, e-mail, phone and when, last first',
        params: ZSurveySlugParams,
        response: { 200: ZWebinarParticipants, ...staffErrors },
      },
    },
    async (request) =>
      quiz.webinarParticipants(app.db, await request.requireStructureId(), request.params.slug),
  );

  app.post(
    '/stat/data/:slug/survey-progress',
    {
      config: { access: { anyPermission: ['surveys.manage', 'quizzes.manage'] } },
      schema: {
        tags,
        summary: 'Per day of a survey or quiz: customers who started and answers finished',
        description: "The slug names a survey or a quiz; each needs its own kind's permission (403).",
        params: ZSurveySlugParams,
        body: ZSurveyProgressBody,
        response: { 200: ZSurveyProgress, ...staffErrors },
      },
    },
    async (request) =>
      surveyProgress(
        app.db,
        await request.requireAuth(),
        await request.requireStructureId(),
        request.params.slug,
        request.body,
      ),
  );

  app.post(
    '/stat/data/:slug/enps-survey-progress',
    {
      config: { access: { permission: 'enps.manage' } },
      schema: {
        tags,
        summary: 'Per day of an e-NPS survey: started and finished; per week its score when it may be shown',
        description:
          'A week shows a score only when it holds at least the anonymity threshold and none of its ' +
          'answers is in a cell hidden to prevent working one out by subtraction.',
        params: ZSurveySlugParams,
        body: ZSurveyProgressBody,
        response: { 200: ZEnpsSurveyProgress, ...staffErrors },
      },
    },
    async (request) =>
      enpsProgress(app.db, await request.requireStructureId(), request.params.slug, request.body),
  );
};
