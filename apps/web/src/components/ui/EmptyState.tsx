import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** A PrimeIcons class (`pi pi-inbox`) or any element. */
  icon: string | ReactNode;
  title: ReactNode;
  message?: ReactNode;
  action?: ReactNode;
  /** Heading level: 1 when the state is the whole page, 2 (default) inside a page. */
  level?: 1 | 2;
}

export function EmptyState({ icon, title, message, action, level = 2 }: EmptyStateProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="gl-state">
      {typeof icon === 'string' ? (
        <span className={`gl-state__icon ${icon}`} aria-hidden="true" />
      ) : (
        <span className="gl-state__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className="gl-state__title">{title}</Heading>
      {message ? <p className="gl-state__message">{message}</p> : null}
      {action ? <div className="gl-state__actions">{action}</div> : null}
    </section>
  );
}
