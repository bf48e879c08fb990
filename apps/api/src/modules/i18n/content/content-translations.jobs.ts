import type { FastifyInstance } from 'fastify';
import * as service from './content-translations.service';

/**
 * The fill job's handler: an engine's answers go into the memory, and pages showing the
 * company's content in that language are told (`content-translations.changed`).
 */
export function registerContentTranslationJobs(app: FastifyInstance) {
  app.jobs.register<service.FillJob>(service.FILL_JOB, async (job) => {
    const changed = await service.fill(app.db, app.providers.translation, job);
    if (changed)
      await app.events.emit('content-translations.changed', {
        structureId: job.structureId,
        language: job.to,
      });
  });
}
