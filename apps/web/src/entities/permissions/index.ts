export { Can, type CanProps } from './Can';
export { can, type PermissionHolder, type PermissionNeed } from './can';
export { RequirePermission, type RequirePermissionProps } from './RequirePermission';
export { useCan } from './use-can';
