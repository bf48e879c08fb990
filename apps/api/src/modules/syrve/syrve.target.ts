import type { Config } from '../../config';
import {
  type PosClient,
  PosError,
  type PosOrganization,
  type PosTerminalGroup,
  syrveClient,
} from '../../providers/pos';
import type { OpenIntegration } from '../integrations';

/**
 * Where a company's Syrve calls go: its organization and the terminal group that takes orders.
 * Each is the integration's setting when given, else the only one the API login sees; with
 * several and none chosen the setting is asked for (a check code, `missing-fields`).
 */

export class SyrveSetupError extends Error {
  constructor(
    readonly code: 'missing-fields' | 'not-found' | 'not-configured',
    message: string,
  ) {
    super(message);
    this.name = 'SyrveSetupError';
  }
}

const named = (list: { id: string; name: string }[]) => list.map((x) => `${x.name} (${x.id})`).join(', ');

export async function resolveOrganization(
  client: PosClient,
  apiLogin: string,
  settings: Record<string, string>,
): Promise<PosOrganization> {
  const organizations = await client.organizations(apiLogin);
  const wanted = settings.organizationId;
  if (wanted) {
    const found = organizations.find((o) => o.id === wanted);
    if (!found)
      throw new SyrveSetupError(
        'not-found',
        `This API login sees no organization ${wanted}${organizations.length ? `; it sees ${named(organizations)}` : ''}`,
      );
    return found;
  }
  if (organizations.length === 1) return organizations[0]!;
  if (organizations.length === 0)
    throw new SyrveSetupError('not-found', 'This API login sees no organization');
  throw new SyrveSetupError('missing-fields', `organizationId: choose one of ${named(organizations)}`);
}

export async function resolveTerminalGroup(
  client: PosClient,
  apiLogin: string,
  organizationId: string,
  settings: Record<string, string>,
): Promise<PosTerminalGroup> {
  const groups = await client.terminalGroups(apiLogin, organizationId);
  const wanted = settings.terminalGroupId;
  if (wanted) {
    const found = groups.find((g) => g.id === wanted);
    if (!found) throw new SyrveSetupError('not-found', `The organization has no terminal group ${wanted}`);
    return found;
  }
  if (groups.length === 1) return groups[0]!;
  if (groups.length === 0) throw new SyrveSetupError('not-found', 'The organization has no terminal group');
  throw new SyrveSetupError('missing-fields', `terminalGroupId: choose one of ${named(groups)}`);
}

/** The client, the API login and both places of an enabled integration. */
export async function syrveTarget(
  config: Config,
  integration: Pick<OpenIntegration, 'settings' | 'secrets'>,
) {
  const apiLogin = integration.secrets.apiLogin;
  if (!apiLogin) throw new SyrveSetupError('not-configured', 'No Syrve API login is saved');
  const client = syrveClient(config);
  const organization = await resolveOrganization(client, apiLogin, integration.settings);
  const terminalGroup = await resolveTerminalGroup(client, apiLogin, organization.id, integration.settings);
  return { client, apiLogin, organization, terminalGroup };
}

/** A failure as an integration check code and a message for the person fixing it. */
export function problemOf(error: unknown): { code: string; message: string } {
  if (error instanceof SyrveSetupError) return { code: error.code, message: error.message };
  if (error instanceof PosError) return { code: error.kind, message: error.message };
  return { code: 'service-error', message: error instanceof Error ? error.message : String(error) };
}
