import { randomBytes } from 'node:crypto';
import {
  INTEGRATION_SERVICES,
  integrationService,
  type TEnableIntegrationBody,
  type TIntegration,
  type TIntegrationServiceUid,
  type TUpdateIntegrationBody,
} from '@guestloop/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { secretBoxFor } from '../../lib/secret-box';
import { behaviourOf, type IntegrationCheckOutcome } from './integrations.registry';
import * as repo from './integrations.repo';

const SERVICE_TITLES: Record<TIntegrationServiceUid, string> = {
  'google-business-profile': 'Google Business Profile',
  syrve: 'Syrve',
  telegram: 'Telegram',
};

const openSecrets = (config: Config, sealed: string | null): Record<string, string> =>
  sealed ? (JSON.parse(secretBoxFor(config).open(sealed)) as Record<string, string>) : {};
const sealSecrets = (config: Config, secrets: Record<string, string>): string | null =>
  Object.keys(secrets).length ? secretBoxFor(config).seal(JSON.stringify(secrets)) : null;

function toIntegration(
  config: Config,
  uid: TIntegrationServiceUid,
  row: repo.StructureIntegrationRow | null,
): TIntegration {
  if (!row)
    return { serviceUid: uid, title: SERVICE_TITLES[uid], connected: false, enabled: false, data: null };
  return {
    serviceUid: uid,
    title: row.title,
    connected: row.connected,
    enabled: row.enabled,
    data: {
      slug: row.slug,
      settings: row.settings,
      secretsSet: Object.keys(openSecrets(config, row.secretsSealed)).sort(),
      lastCheck: row.lastCheckedAt
        ? {
            ok: row.connected,
            code: row.lastCheckError,
            message: null,
            checkedAt: row.lastCheckedAt.toISOString(),
          }
        : null,
      extra: {},
    },
  };
}

/** GET /structure/integrations: every company service of the catalogue, with the company's state. */
export async function listForStructure(db: Db, config: Config, structureId: string): Promise<TIntegration[]> {
  const rows = await repo.listStructureIntegrations(db, structureId);
  return INTEGRATION_SERVICES.filter((s) => s.scope === 'structure').map((s) =>
    toIntegration(config, s.uid, rows.find((r) => r.serviceUid === s.uid) ?? null),
  );
}

/** Saves settings and secrets (a blank secret keeps the stored one); the new values are unchecked. */
export async function updateForStructure(
  db: Db,
  config: Config,
  structureId: string,
  body: TUpdateIntegrationBody,
) {
  const info = integrationService(body.serviceUid);
  const unknown = [
    ...Object.keys(body.settings).filter((k) => !info.fields.some((f) => f.name === k && !f.secret)),
    ...Object.keys(body.secrets).filter((k) => !info.fields.some((f) => f.name === k && f.secret)),
  ];
  if (unknown.length)
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      'Unknown fields for this service',
      unknown.map((k) => ({
        path: `body.${k in body.settings ? 'settings' : 'secrets'}.${k}`,
        code: 'custom',
        message: 'Unknown field',
      })),
    );
  const existing = await repo.findStructureIntegration(db, structureId, body.serviceUid);
  const secrets = { ...openSecrets(config, existing?.secretsSealed ?? null) };
  for (const [name, value] of Object.entries(body.secrets)) if (value) secrets[name] = value;
  const settings = Object.fromEntries(Object.entries(body.settings).filter(([, v]) => v !== ''));
  const row = await repo.upsertStructureIntegration(db, {
    structureId,
    serviceUid: body.serviceUid,
    slug: existing?.slug ?? `${body.serviceUid}-${randomBytes(4).toString('hex')}`,
    title: body.title ?? existing?.title ?? SERVICE_TITLES[body.serviceUid],
    settings,
    secretsSealed: sealSecrets(config, secrets),
  });
  return toIntegration(config, body.serviceUid, row);
}

async function requireStructureIntegration(db: Db, structureId: string, uid: TIntegrationServiceUid) {
  const row = await repo.findStructureIntegration(db, structureId, uid);
  if (!row) throw notFound('Integration');
  return row;
}

export async function enableForStructure(
  db: Db,
  config: Config,
  structureId: string,
  body: TEnableIntegrationBody,
) {
  const row = await requireStructureIntegration(db, structureId, body.serviceUid);
  const updated = await repo.updateStructureIntegration(db, row.id, { enabled: body.enabled });
  return toIntegration(config, body.serviceUid, updated);
}

export async function deleteForStructure(db: Db, structureId: string, uid: TIntegrationServiceUid) {
  const row = await requireStructureIntegration(db, structureId, uid);
  await repo.deleteStructureIntegration(db, row.id);
}

const CHECK_TIMEOUT_MS = 15_000;

/** Really calls the service with the stored values and keeps the verdict. */
export async function checkForStructure(
  db: Db,
  config: Config,
  structureId: string,
  uid: TIntegrationServiceUid,
) {
  const row = await requireStructureIntegration(db, structureId, uid);
  const secrets = openSecrets(config, row.secretsSealed);
  const missing = integrationService(uid)
    .fields.filter((f) => f.required && !(f.secret ? secrets[f.name] : row.settings[f.name]))
    .map((f) => f.name);
  const outcome: IntegrationCheckOutcome = missing.length
    ? { ok: false, code: 'missing-fields', message: missing.join(', ') }
    : await runCheck(config, uid, row.settings, secrets);
  const checkedAt = new Date();
  await repo.updateStructureIntegration(db, row.id, {
    connected: outcome.ok,
    lastCheckedAt: checkedAt,
    lastCheckError: outcome.ok ? null : outcome.code,
  });
  return {
    ok: outcome.ok,
    code: outcome.ok ? null : outcome.code,
    message: outcome.message ?? null,
    checkedAt: checkedAt.toISOString(),
  };
}

async function runCheck(
  config: Config,
  uid: TIntegrationServiceUid,
  settings: Record<string, string>,
  secrets: Record<string, string>,
): Promise<IntegrationCheckOutcome> {
  const check = behaviourOf(uid)?.check;
  if (!check) return { ok: false, code: 'not-configured', message: 'This service cannot be checked here' };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<IntegrationCheckOutcome>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, code: 'unreachable', message: 'The service did not answer in time' }),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([check({ config, settings, secrets }), timeout]);
  } catch (error) {
    return {
      ok: false,
      code: 'unreachable',
      message: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

/** A company's integration of a service with its secrets opened: for the module that speaks to it. */
export interface OpenIntegration {
  id: string;
  structureId: string;
  slug: string;
  enabled: boolean;
  connected: boolean;
  settings: Record<string, string>;
  secrets: Record<string, string>;
}

const opened = (config: Config, row: repo.StructureIntegrationRow): OpenIntegration => ({
  id: row.id,
  structureId: row.structureId,
  slug: row.slug,
  enabled: row.enabled,
  connected: row.connected,
  settings: row.settings,
  secrets: openSecrets(config, row.secretsSealed),
});

export async function readStructureIntegration(
  db: Db,
  config: Config,
  structureId: string,
  by: { serviceUid: TIntegrationServiceUid } | { slug: string },
): Promise<OpenIntegration | null> {
  const row =
    'slug' in by
      ? await repo.findStructureIntegrationBySlug(db, structureId, by.slug)
      : await repo.findStructureIntegration(db, structureId, by.serviceUid);
  return row ? opened(config, row) : null;
}

/** Every company's enabled integration of a service (for schedulers and pollers). */
export async function listEnabledStructureIntegrations(db: Db, config: Config, uid: TIntegrationServiceUid) {
  return (await repo.listEnabledOfService(db, uid)).map((row) => opened(config, row));
}
