import { defineIntegrationService } from '../integrations';
import { problemOf, syrveTarget } from './syrve.target';

/**
 * The Syrve check of the Integrations page: an access token from the API login, the
 * organizations it sees and the terminal groups of the one used. When a place was not chosen and
 * there is only one, the answer says which one is used.
 */
defineIntegrationService({
  uid: 'syrve',
  async check({ config, settings, secrets }) {
    try {
      const { organization, terminalGroup } = await syrveTarget(config, { settings, secrets });
      const notes: string[] = [];
      if (!settings.organizationId)
        notes.push(
          `Organization ${organization.name} (${organization.id}) is used: it is the only one this API login sees.`,
        );
      if (!settings.terminalGroupId)
        notes.push(
          `Orders go to terminal group ${terminalGroup.name} (${terminalGroup.id}), the organization's only one.`,
        );
      return notes.length ? { ok: true, message: notes.join(' ') } : { ok: true };
    } catch (error) {
      return { ok: false, ...problemOf(error) };
    }
  },
});
