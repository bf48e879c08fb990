import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './back-link.css';

export interface BackLinkProps {
  to: string;
  children: ReactNode;
}

/** "← Back to …" above a console page that belongs to another one (the arrow turns in RTL). */
export function BackLink({ to, children }: BackLinkProps) {
  return (
    <Link className="gl-back-link" to={to}>
      <span className="pi pi-arrow-left gl-back-link__arrow" aria-hidden="true" />
      {children}
    </Link>
  );
}
