/** The roles module: a company's roles and the rules for managing them. What other modules may use. */
export { assertCanAssign, assertCanManage, assertKeepsManager, roleNotFound } from './role-rules';
export { findRole, lockStructure } from './roles.repo';
export { rolesRoutes } from './roles.routes';
