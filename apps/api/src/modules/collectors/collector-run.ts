import type { FastifyInstance } from 'fastify';
import { googleBusinessProfile, ReviewSiteError } from '../../providers/reviews';
import { readStructureIntegration } from '../integrations';
import { findMetricById } from '../metrics';
import { importExternalReviews } from '../ratings';
import * as repo from './collectors.repo';
import { COLLECTOR_RUN_JOB, type CollectorRunJob, queueRun } from './collectors.service';
import { googleCredentialsOf } from './google-integration';

type App = Pick<FastifyInstance, 'db' | 'config' | 'events' | 'jobs'>;

/** The name imported Google reviews carry as their source. */
export const GOOGLE_SOURCE = 'google';
/** Pages one run reads at most (50 reviews a page). */
const MAX_PAGES = 200;
/** How often the schedule looks for collectors whose time has come (on one process of all). */
export const SCHEDULE_EVERY_MS = 60_000;
const SCHEDULE_BATCH = 500;

/**
 * Runs one queued run: reads every page of the place's reviews and files each review once (an
 * imported one is skipped). The site's refusal (keys, place, outage) is the run's outcome, kept
 * with what was imported before it; anything else throws, and the job is tried again.
 */
export async function runCollector(app: App, { runId }: CollectorRunJob): Promise<void> {
  const { db, config } = app;
  const run = await repo.startRun(db, runId);
  if (!run) return;
  const collector = await repo.collectorOfRun(db, runId);
  const metric = collector && (await findMetricById(db, collector.structureId, collector.metricId));
  if (!collector || !metric) return;
  const integration = await readStructureIntegration(db, config, collector.structureId, {
    serviceUid: 'google-business-profile',
  });
  const credentials = integration?.id === collector.integrationId ? googleCredentialsOf(integration) : null;
  if (!credentials) {
    await repo.recordRun(db, runId, {
      status: 'failed',
      errorCode: 'not-connected',
      errorMessage: 'Google Business Profile has no keys',
    });
    return;
  }

  const google = googleBusinessProfile(config, credentials);
  const counts = { imported: 0, skipped: 0 };
  try {
    let pageToken: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const { reviews, nextPageToken } = await google.listReviews(collector.source, pageToken);
      const rated = reviews.flatMap((r) => (r.stars === null ? [] : [{ ...r, stars: r.stars }]));
      const done = await importExternalReviews(app, {
        source: GOOGLE_SOURCE,
        metric,
        notifyAfter: collector.createdAt,
        reviews: rated.map((r) => ({
          externalId: r.id,
          authorName: r.authorName,
          stars: r.stars,
          comment: r.comment,
          createdAt: r.createdAt,
        })),
      });
      counts.imported += done.imported;
      counts.skipped += done.skipped + reviews.length - rated.length;
      await repo.recordRun(db, runId, counts);
      pageToken = nextPageToken;
      if (!pageToken) break;
    }
  } catch (error) {
    if (!(error instanceof ReviewSiteError)) throw error;
    await repo.recordRun(db, runId, {
      ...counts,
      status: 'failed',
      errorCode: error.code,
      errorMessage: error.message,
    });
    return;
  }
  await repo.recordRun(db, runId, { ...counts, status: 'succeeded' });
}

/**
 * Queues a run of every collector whose time has come, once: each is taken locked and moved on by
 * its interval in one transaction, so two schedulers (or two processes) never queue it twice.
 */
export async function scheduleDueCollectors(app: Pick<App, 'db'>): Promise<number> {
  let queued = 0;
  for (const id of await repo.dueCollectorIds(app.db, SCHEDULE_BATCH)) {
    await app.db.transaction(async (tx) => {
      const collector = await repo.takeDueCollector(tx, id);
      if (!collector) return;
      if ((await queueRun(tx, collector, 'schedule')).queued) queued++;
    });
  }
  return queued;
}

/** The run job (with its last failure recorded on the run) and the schedule, on the app's runner. */
export function registerCollectorJobs(app: App) {
  app.jobs.register<CollectorRunJob>(COLLECTOR_RUN_JOB, (payload) => runCollector(app, payload), {
    onGiveUp: async ({ runId }, error) => {
      await repo.recordRun(app.db, runId, {
        status: 'failed',
        errorCode: 'interrupted',
        errorMessage: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      });
    },
  });
  app.jobs.every('collectors.schedule', SCHEDULE_EVERY_MS, async () => {
    await scheduleDueCollectors(app);
  });
}
