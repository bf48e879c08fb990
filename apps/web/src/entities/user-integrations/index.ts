/** A member's own connections to outside services (their Telegram): shown on Integrations and on the profile. */
export { USER_INTEGRATIONS_KEY, userIntegrationsQuery, useUserIntegrations } from './get-user-integrations';
export { UserConnections } from './UserConnections';
