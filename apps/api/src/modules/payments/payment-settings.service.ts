import {
  PAYMENT_PROVIDERS,
  type TPaymentInfo,
  type TPaymentProvider,
  type TPaymentSettings,
  type TSavePaymentSettingsBody,
} from '@guestloop/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import type { ProviderSettings } from '../../providers/payments';
import * as repo from './payments.repo';

/** Per-menu payment settings. Secrets are sealed before they reach the database. */

const toSettings = (provider: TPaymentProvider, row: repo.SettingsRow | undefined): TPaymentSettings => ({
  provider,
  enabled: row?.enabled ?? false,
  config: (row?.config ?? {}) as TPaymentSettings['config'],
  hasSecret: Boolean(row?.secrets),
});

/** GET /payment/menu/{slug}/payment-info: the providers the guest's checkout offers. */
export async function paymentInfo(db: Db, menuSlug: string): Promise<TPaymentInfo> {
  const menu = await repo.menuBySlug(db, menuSlug);
  if (!menu?.isActive) throw notFound('Menu');
  const rows = await repo.settingsOfMenu(db, menu.id);
  const enabled = new Set(rows.filter((r) => r.enabled).map((r) => r.provider));
  return { providers: PAYMENT_PROVIDERS.filter((p) => enabled.has(p)) };
}

/** Staff: every provider's settings for the menu (secrets only as "set"). */
export async function listSettings(db: Db, structureId: string, menuSlug: string) {
  const menu = await repo.companyMenu(db, structureId, menuSlug);
  if (!menu) throw notFound('Menu');
  const rows = await repo.settingsOfMenu(db, menu.id);
  return {
    items: PAYMENT_PROVIDERS.map((p) =>
      toSettings(
        p,
        rows.find((r) => r.provider === p),
      ),
    ),
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
  const stored = current?.secrets ? (JSON.parse(box.open(current.secrets)) as Record<string, string>) : {};
  const secrets = { ...stored, ...body.secrets };
  const row = {
    menuId: menu.id,
    structureId,
    provider: body.provider,
    enabled: body.enabled,
    config: body.config,
    secrets: Object.keys(secrets).length > 0 ? box.seal(JSON.stringify(secrets)) : null,
  };
  await repo.upsertSettings(db, row);
  return toSettings(body.provider, { ...row, updatedAt: new Date() });
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
    secrets: row.secrets ? (JSON.parse(box.open(row.secrets)) as Record<string, string>) : {},
  };
}
