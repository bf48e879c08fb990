/** The structure module: companies and their locations. What other modules may use. */
export {
  COMPANY_PAGES_CHANNEL,
  companyPagesChanged,
  notifyCompanyPages,
  onCompanyPagesChanged,
} from './company-pages';
export { findLocation, lockLocation } from './locations.repo';
export { createSystemRoles } from './roles.repo';
export { readLocationSettings } from './settings';
export { findStructure } from './structure.repo';
export { structureRoutes } from './structure.routes';
