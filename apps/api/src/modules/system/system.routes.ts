import { ZAppSettings } from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appSettings } from './system.service';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app/settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Public runtime settings (version, captcha site key, Google client id)',
        response: { 200: ZAppSettings },
      },
    },
    () => appSettings(app.config),
  );
};
