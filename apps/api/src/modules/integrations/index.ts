/** The integrations module (organisation tier): companies' and staff members' connections to outside services. */

export {
  defineIntegrationService,
  type IntegrationCheckOutcome,
  type IntegrationServiceBehaviour,
} from './integrations.registry';
export { integrationsRoutes } from './integrations.routes';
export {
  listEnabledStructureIntegrations,
  type OpenIntegration,
  readStructureIntegration,
} from './integrations.service';
export { isUserIntegrationLive, markUserIntegration } from './user-integrations.service';
