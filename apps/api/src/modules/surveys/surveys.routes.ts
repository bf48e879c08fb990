import {
  SURVEY_KINDS,
  type TSurveyKind,
  ZCreatedQuestion,
  ZCreateQuestionBody,
  ZCreateSurveyBody,
  ZOk,
  ZQuestionParams,
  ZSetImageBody,
  ZSurvey,
  ZSurveyDefault,
  ZSurveyList,
  ZSurveySlugParams,
  ZUpdateSurveyBody,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors, staffErrorsWithConflict } from '../../lib/responses';
import { SURVEY_KIND_PATHS, SURVEY_KIND_PERMISSIONS, SURVEY_LIST_PATHS } from './surveys.kinds';
import * as service from './surveys.service';

const NAMES = { survey: 'survey', enps: 'e-NPS survey', quiz: 'quiz' } as const satisfies Record<
  TSurveyKind,
  string
>;
const IMAGES = [
  ['image-logo', 'logo'],
  ['image-header', 'header'],
] as const;
const params = ZSurveySlugParams;

/**
 * The staff routes of one kind (SPEC point 7 "Surveys", "e-NPS", "Quizzes"), made from the kind's
 * row of the tables in surveys.kinds.ts: its path prefix, list path and permission. `{slug}` is a
 * survey of the caller's company and of this kind (anything else is 404).
 */
function kindRoutes(kind: TSurveyKind): FastifyPluginAsyncZod {
  const p = SURVEY_KIND_PATHS[kind];
  const name = NAMES[kind];
  const config = { access: { permission: SURVEY_KIND_PERMISSIONS[kind] } };
  const tags = ['surveys'];

  return async (app) => {
    app.get(
      SURVEY_LIST_PATHS[kind],
      {
        config,
        schema: {
          tags,
          summary: `The company's ${name}s, newest first, with their answer, started and question counts`,
          response: { 200: ZSurveyList, ...staffErrors },
        },
      },
      async (request) => service.listSurveys(app.db, await request.requireStructureId(), kind),
    );

    app.get(
      `${p}/edit/default`,
      {
        config,
        schema: {
          tags,
          summary: `The title and content a new ${name} starts with, in the request's language`,
          response: { 200: ZSurveyDefault, ...staffErrors },
        },
      },
      async (request) =>
        service.surveyDefault(app.db, await request.requireStructureId(), kind, request.language),
    );

    app.post(
      `${p}/create`,
      {
        config,
        schema: {
          tags,
          summary: `Create an unpublished ${name} at a location, with ready-made content in the request's language`,
          body: ZCreateSurveyBody,
          response: { 200: ZSurvey, ...staffErrors },
        },
      },
      async (request) =>
        service.createSurvey(
          app.db,
          await request.requireStructureId(),
          kind,
          request.body,
          request.language,
        ),
    );

    app.get(
      `${p}/edit/:slug`,
      {
        config,
        schema: { tags, summary: `A ${name} to edit`, params, response: { 200: ZSurvey, ...staffErrors } },
      },
      async (request) =>
        service.readSurvey(app.db, await request.requireStructureId(), kind, request.params.slug),
    );

    app.post(
      `${p}/edit/:slug`,
      {
        config,
        schema: {
          tags,
          summary: `Change a ${name}: title, language, location, published, last day or content (sent whole)`,
          description:
            kind === 'enps'
              ? 'The content keeps exactly one rate_enps question (else 400 VALIDATION_FAILED).'
              : undefined,
          params,
          body: ZUpdateSurveyBody,
          response: { 200: ZSurvey, ...staffErrors },
        },
      },
      async (request) =>
        service.updateSurvey(
          app.db,
          await request.requireStructureId(),
          kind,
          request.params.slug,
          request.body,
        ),
    );

    app.delete(
      `${p}/edit/:slug`,
      {
        config,
        schema: {
          tags,
          summary: `Delete a ${name} with its answers and saved states`,
          params,
          response: { 200: ZOk, ...staffErrors },
        },
      },
      async (request) =>
        service.deleteSurvey(app.db, await request.requireStructureId(), kind, request.params.slug),
    );

    app.post(
      `${p}/:slug/create-question`,
      {
        config,
        schema: {
          tags,
          summary: `Add a question of the type with its default settings as the ${name}'s last`,
          params,
          body: ZCreateQuestionBody,
          response: { 200: ZCreatedQuestion, ...staffErrors },
        },
      },
      async (request) =>
        service.createQuestion(
          app.db,
          await request.requireStructureId(),
          kind,
          request.params.slug,
          request.body,
          request.language,
        ),
    );

    app.delete(
      `${p}/:slug/delete-question/:questionId`,
      {
        config,
        schema: {
          tags,
          summary: `Delete a question of the ${name}`,
          description:
            "409 CONFLICT when another question's show/hide rule or jump names it (details name them)" +
            (kind === 'enps' ? ', or when it is the e-NPS question.' : '.'),
          params: ZQuestionParams,
          response: { 200: ZSurvey, ...staffErrorsWithConflict },
        },
      },
      async (request) =>
        service.deleteQuestion(
          app.db,
          await request.requireStructureId(),
          kind,
          request.params.slug,
          request.params.questionId,
        ),
    );

    for (const [path, image] of IMAGES) {
      app.post(
        `${p}/edit/:slug/${path}`,
        {
          config,
          schema: {
            tags,
            summary: `Set the ${name}'s ${image} from the company's media library; imageId null removes it`,
            params,
            body: ZSetImageBody,
            response: { 200: ZSurvey, ...staffErrors },
          },
        },
        async (request) =>
          service.setImage(
            app.db,
            await request.requireStructureId(),
            kind,
            request.params.slug,
            image,
            request.body.imageId,
          ),
      );

      app.delete(
        `${p}/edit/:slug/${path}`,
        {
          config,
          schema: {
            tags,
            summary: `Remove the ${name}'s ${image} (the image stays in the media library)`,
            params,
            response: { 200: ZSurvey, ...staffErrors },
          },
        },
        async (request) =>
          service.setImage(
            app.db,
            await request.requireStructureId(),
            kind,
            request.params.slug,
            image,
            null,
          ),
      );
    }
  };
}

/** Surveys, e-NPS surveys and quizzes: the same routes for each kind, under its own prefix. */
export const surveysRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of SURVEY_KINDS) await app.register(kindRoutes(kind));
};
