import type { ReactNode } from 'react';
import type { PermissionNeed } from './can';
import { useCan } from './use-can';

export interface CanProps {
  permission: PermissionNeed;
  children: ReactNode;
  /** Shown instead to someone without the permission; nothing by default. */
  fallback?: ReactNode;
}

/** Shows its children only to holders of `permission`: buttons and links for what the API would refuse stay hidden. */
export function Can({ permission, children, fallback = null }: CanProps) {
  return useCan(permission) ? children : fallback;
}
