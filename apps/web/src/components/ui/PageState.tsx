import { EmptyState, type EmptyStateProps } from './EmptyState';

/** A whole page's state in a panel (not found, no access…): its heading is the page's h1. */
export function PageState(props: Omit<EmptyStateProps, 'level'>) {
  return (
    <div className="gl-panel">
      <EmptyState level={1} {...props} />
    </div>
  );
}
