import type { TIntegrationServiceUid } from '@guestloop/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';

/**
 * What a check found: connected (with a note, e.g. which of the service's places it chose), or
 * why not (a code from INTEGRATION_CHECK_CODES).
 */
export type IntegrationCheckOutcome =
  | { ok: true; message?: string }
  | { ok: false; code: string; message: string };

/** What a service's module lends the integrations module: the service's own behaviour. */
export interface IntegrationServiceBehaviour {
  uid: TIntegrationServiceUid;
  /** Calls the service with the stored settings and secrets and says whether they work. */
  check?(input: {
    config: Config;
    settings: Record<string, string>;
    secrets: Record<string, string>;
  }): Promise<IntegrationCheckOutcome>;
  /**
   * A staff member turns the service on for themselves: whatever the service needs to show
   * them next (e.g. the link that connects their Telegram chat), kept in the integration's data.
   */
  enableForUser?(input: {
    db: Db;
    config: Config;
    userId: string;
    structureId: string;
  }): Promise<Record<string, string>>;
  /** A staff member's connection is removed: forget what the service kept for them. */
  disconnectUser?(input: { db: Db; userId: string }): Promise<void>;
}

// Behaviours are plain functions of their inputs (no app captured), so one registry serves every app.
const behaviours = new Map<TIntegrationServiceUid, IntegrationServiceBehaviour>();

/** Called once by the module that speaks to the service (a higher tier than this one). */
export function defineIntegrationService(behaviour: IntegrationServiceBehaviour): void {
  behaviours.set(behaviour.uid, behaviour);
}

export const behaviourOf = (uid: TIntegrationServiceUid): IntegrationServiceBehaviour | undefined =>
  behaviours.get(uid);
