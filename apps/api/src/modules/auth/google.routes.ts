import { ZLoginWithGoogleBody, ZRegisterWithGoogleBody, ZUser } from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from './auth.guards';
import * as google from './google.service';

const tags = ['auth'];

/** Sign-in and registration with a Google ID token (the company comes from the structure module). */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login-with-google',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with a Google ID token (an unknown Google account is registered)',
        body: ZLoginWithGoogleBody,
        response: { 200: ZUser, ...errors(400, 401, 403, 409, 503) },
      },
    },
    (request, reply) => google.loginWithGoogle(request, reply, request.body),
  );

  app.post(
    '/register-with-google',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Register (or sign in) with a Google ID token',
        body: ZRegisterWithGoogleBody,
        response: { 200: ZUser, ...errors(400, 401, 403, 409, 503) },
      },
    },
    (request, reply) => google.loginWithGoogle(request, reply, request.body),
  );
};
