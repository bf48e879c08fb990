import { ZRegisterCompleteBody, ZRegisterWithGoogleCompleteBody, ZUser } from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../auth';
import * as companyCreation from './company-creation.service';

// Documented with the accounts calls: to the caller these are the last step of registration.
const tags = ['auth'];

/** The last step of registration: a new company for an account without one. */
export const companyCreationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register-complete',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Create the company of a signed-in user without one',
        body: ZRegisterCompleteBody,
        response: { 200: ZUser, ...errors(400, 401, 403, 409) },
      },
    },
    (request) => companyCreation.registerComplete(request, request.body),
  );

  app.post(
    '/register-with-google-complete',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Create the company of a Google account (token, or the current session)',
        body: ZRegisterWithGoogleCompleteBody,
        response: { 200: ZUser, ...errors(400, 401, 403, 409, 503) },
      },
    },
    (request, reply) => companyCreation.registerWithGoogleComplete(request, reply, request.body),
  );
};
