export { useRoleLabel } from './role-label';
export { listRoles, ROLE_LIST_KEY, roleListQuery, useRoleList } from './role-list';
