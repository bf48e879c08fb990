import {
  PAYMENT_PROVIDERS,
  type TPaymentInfo,
  type TPaymentProvider,
  type TPaymentSettings,
  type TSavePaymentSettingsBody,
} from '@guestloop/contracts';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import type { ProviderSettings } from '../../providers/payments';
import * as repo from './payments.repo';

/** Per-menu payment settings. Secrets are sealed before they reach the database. */

const openSecrets = (box: SecretBox, sealed: string | null | undefined): Record<string, string> =>
  sealed ? (JSON.parse(box.open(sealed)) as Record<string, string>) : {};

/** As staff see it: which secrets are stored, never what they are. */
const toSettings = (
  provider: TPaymentProvider,
  row: repo.SettingsRow | undefined,
  secretKeys: string[],
): TPaymentSettings => ({
  provider,
  enabled: row?.enabled ?? false,
  config: (row?.config ?? {}) as TPaymentSettings['config'],
  hasSecret: secretKeys.length > 0,
  secretKeys,
});

/** GET /payment/menu/{slug}/payment-info: the providers the guest's checkout offers. */
export async function paymentInfo(db: Db, menuSlug: string): Promise<TPaymentInfo> {
  const menu = await repo.menuBySlug(db, menuSlug);
  if (!menu?.isActive) throw notFound('Menu');
  const rows = await repo.settingsOfMenu(db, menu.id);
  const enabled = new Set(rows.filter((r) => r.enabled).map((r) => r.provider));
  return { providers: PAYMENT_PROVIDERS.filter((p) => enabled.has(p)) };
}

/**
 * GET /domains: the hosts guests pay from — the product's public address and every other web
 * origin allowed to call the API (CORS_ORIGINS) — without duplicates, public address first.
 */
export function paymentDomains(config: Pick<Config, 'PUBLIC_URL' | 'CORS_ORIGINS'>) {
  const origins = [config.PUBLIC_URL, ...(config.CORS_ORIGINS?.split(',') ?? [])];
  const hosts = origins.flatMap((origin) => {
    try {
      return [new URL(origin.trim()).hostname];
    } catch {
      return [];
    }
  });
  return { domains: [...new Set(hosts)] };
}

/** Staff: every provider's settings for the menu (secrets only as "set"). */
export async function listSettings(db: Db, box: SecretBox, structureId: string, menuSlug: string) {
  const menu = await repo.companyMenu(db, structureId, menuSlug);
  if (!menu) throw notFound('Menu');
  const rows = await repo.settingsOfMenu(db, menu.id);
  return {
    items: PAYMENT_PROVIDERS.map((p) => {
      const row = rows.find((r) => r.provider === p);
      return toSettings(p, row, Object.keys(openSecrets(box, row?.secrets)));
    }),
  };
}

/** Staff: saves one provider's settings; secrets sent replace the stored ones, others are kept. */
export async function saveSettings(
  db: Db,
  box: SecretBox,
  structureId: string,
  menuSlug: string,
  body: TSavePaymentSettingsBody,
): Promise<TPaymentSettings> {
  const menu = await repo.companyMenu(db, structureId, menuSlug);
  if (!menu) throw notFound('Menu');
  const current = (await repo.settingsOfMenu(db, menu.id)).find((r) => r.provider === body.provider);
  const secrets = { ...openSecrets(box, current?.secrets), ...body.secrets };
  const row = {
    menuId: menu.id,
    structureId,
    provider: body.provider,
    enabled: body.enabled,
    config: body.config,
    secrets: Object.keys(secrets).length > 0 ? box.seal(JSON.stringify(secrets)) : null,
  };
  await repo.upsertSettings(db, row);
  return toSettings(body.provider, { ...row, updatedAt: new Date() }, Object.keys(secrets));
}

/** A provider's opened settings for a menu, or null when it is not enabled there. */
export async function enabledSettings(
  db: DbOrTx,
  box: SecretBox,
  menuId: string,
  provider: TPaymentProvider,
): Promise<ProviderSettings | null> {
  const row = (await repo.settingsOfMenu(db, menuId)).find((r) => r.provider === provider);
  if (!row?.enabled) return null;
  return {
    config: row.config as ProviderSettings['config'],
    secrets: openSecrets(box, row.secrets),
  };
}
