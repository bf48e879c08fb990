import {
  COLLECTOR_RUNS_SHOWN,
  integrationService,
  type TCollector,
  type TCollectorPlaces,
  type TCollectorRun,
  type TIntegrationCallFailure,
  type TIntegrationServiceUid,
  type TUpdateCollectorBody,
  type ZCreateCollectorBody,
} from '@guestloop/contracts';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { googleBusinessProfile, ReviewSiteError } from '../../providers/reviews';
import { readStructureIntegration } from '../integrations';
import { enqueue } from '../jobs';
import { findMetricById } from '../metrics';
import * as repo from './collectors.repo';
import { googleCredentialsOf } from './google-integration';

/** The job that runs one collector run (payload: the run's id). */
export const COLLECTOR_RUN_JOB = 'collectors.run';
export interface CollectorRunJob {
  runId: string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toRun = (row: repo.CollectorRunRow): TCollectorRun => ({
  id: row.id,
  trigger: row.trigger,
  status: row.status,
  imported: row.imported,
  skipped: row.skipped,
  errorCode: row.errorCode,
  errorMessage: row.errorMessage,
  createdAt: row.createdAt.toISOString(),
  startedAt: iso(row.startedAt),
  finishedAt: iso(row.finishedAt),
});

const toCollector = (row: repo.CollectorRow, runs: repo.CollectorRunRow[]): TCollector => ({
  id: row.id,
  title: row.title,
  source: row.source,
  metricId: row.metricId,
  enabled: row.enabled,
  intervalMinutes: row.intervalMinutes,
  nextRunAt: iso(row.nextRunAt),
  createdAt: row.createdAt.toISOString(),
  runs: runs.filter((r) => r.collectorId === row.id).map(toRun),
});

async function withRuns(db: DbOrTx, structureId: string, rows: repo.CollectorRow[]) {
  const runs = await repo.latestRuns(
    db,
    structureId,
    rows.map((r) => r.id),
    COLLECTOR_RUNS_SHOWN,
  );
  return rows.map((row) => toCollector(row, runs));
}

/** The company's integration at `slug`, of a service that collects reviews (404 otherwise). */
async function collectingIntegration(db: Db, structureId: string, slug: string) {
  const integration = await repo.findIntegrationBySlug(db, structureId, slug);
  if (!integration || !integrationService(integration.serviceUid as TIntegrationServiceUid)?.collects)
    throw notFound('Integration');
  return integration;
}

async function requireMetric(db: Db, structureId: string, metricId: string) {
  if (!(await findMetricById(db, structureId, metricId)))
    throw new AppError(400, 'VALIDATION_FAILED', 'No such metric in this company', [
      { path: 'body.metricId', code: 'invalid_value', message: 'Not a metric of this company' },
    ]);
}

/** When the schedule runs a collector next: an interval after now, or never. */
const nextRunOf = (enabled: boolean, intervalMinutes: number | null) =>
  enabled && intervalMinutes ? new Date(Date.now() + intervalMinutes * 60_000) : null;

export async function listCollectors(db: Db, structureId: string, slug: string): Promise<TCollector[]> {
  const integration = await collectingIntegration(db, structureId, slug);
  return withRuns(db, structureId, await repo.listCollectors(db, structureId, integration.id));
}

export async function createCollector(
  db: Db,
  structureId: string,
  slug: string,
  body: z.output<typeof ZCreateCollectorBody>,
): Promise<TCollector> {
  const integration = await collectingIntegration(db, structureId, slug);
  await requireMetric(db, structureId, body.metricId);
  const row = await repo.insertCollector(db, {
    structureId,
    integrationId: integration.id,
    ...body,
    nextRunAt: nextRunOf(body.enabled, body.intervalMinutes),
  });
  return toCollector(row, []);
}

export async function updateCollector(
  db: Db,
  structureId: string,
  id: string,
  body: TUpdateCollectorBody,
): Promise<TCollector> {
  const existing = await repo.findCollector(db, structureId, id);
  if (!existing) throw notFound('Collector');
  if (body.metricId) await requireMetric(db, structureId, body.metricId);
  const enabled = body.enabled ?? existing.enabled;
  const intervalMinutes =
    body.intervalMinutes === undefined ? existing.intervalMinutes : body.intervalMinutes;
  const rescheduled = enabled !== existing.enabled || intervalMinutes !== existing.intervalMinutes;
  const row = await repo.updateCollector(db, structureId, id, {
    ...body,
    ...(rescheduled ? { nextRunAt: nextRunOf(enabled, intervalMinutes) } : {}),
  });
  if (!row) throw notFound('Collector');
  return (await withRuns(db, structureId, [row]))[0]!;
}

export async function deleteCollector(db: Db, structureId: string, id: string) {
  if (!(await repo.deleteCollector(db, structureId, id))) throw notFound('Collector');
}

/**
 * GET …/{slug}/collectors/places: the places the integration's keys open on Google, for the
 * collector dialog's list. Asked for by a person, it is read whether the integration is on or not
 * (as a run by hand). 409 INTEGRATION_NOT_CONNECTED without keys; 502 INTEGRATION_CALL_FAILED when
 * Google refuses or fails, with the check's reason and Google's words.
 */
export async function listPlaces(
  db: Db,
  config: Config,
  structureId: string,
  slug: string,
): Promise<TCollectorPlaces> {
  await collectingIntegration(db, structureId, slug);
  const integration = await readStructureIntegration(db, config, structureId, { slug });
  if (!integration) throw notFound('Integration');
  const credentials = googleCredentialsOf(integration);
  if (!credentials)
    throw new AppError(409, 'INTEGRATION_NOT_CONNECTED', 'Google Business Profile has no keys');
  try {
    return await googleBusinessProfile(config, credentials).listPlaces();
  } catch (error) {
    if (!(error instanceof ReviewSiteError)) throw error;
    const details: TIntegrationCallFailure = { reason: error.code, message: error.message };
    throw new AppError(
      502,
      'INTEGRATION_CALL_FAILED',
      `Google did not list the places: ${error.message}`,
      details,
    );
  }
}

/**
 * Queues a run of the collector (with the collector locked, so a collector has one run to finish
 * at a time): answers the new run, or the one already queued or running.
 */
export async function queueRun(
  tx: DbOrTx,
  collector: Pick<repo.CollectorRow, 'id' | 'structureId'>,
  trigger: TCollectorRun['trigger'],
) {
  const active = await repo.activeRun(tx, collector.id);
  if (active) return { run: active, queued: false };
  const run = await repo.insertRun(tx, {
    structureId: collector.structureId,
    collectorId: collector.id,
    trigger,
  });
  await enqueue<CollectorRunJob>(tx, COLLECTOR_RUN_JOB, { runId: run.id });
  return { run, queued: true };
}

/** POST …/collector/{id}/execute: a run now, whether the schedule is on or not. */
export async function executeCollector(db: Db, structureId: string, id: string): Promise<TCollectorRun> {
  const run = await db.transaction(async (tx) => {
    const collector = await repo.findCollector(tx, structureId, id, true);
    if (!collector) throw notFound('Collector');
    return (await queueRun(tx, collector, 'manual')).run;
  });
  return toRun(run);
}
