import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';

export interface UnavailableStateProps {
  title: string;
  message: string;
  icon?: string;
  action?: ReactNode;
}

/** The page a customer sees when what a link points to is switched off, moved or gone. */
export function UnavailableState({
  title,
  message,
  icon = 'pi pi-eye-slash',
  action,
}: UnavailableStateProps) {
  return (
    <div className="gl-card gl-card--state">
      <EmptyState icon={icon} title={title} message={message} action={action} level={1} />
    </div>
  );
}
