import type { ReactNode } from 'react';

const ICONS = {
  error: 'pi pi-exclamation-circle',
  info: 'pi pi-info-circle',
  success: 'pi pi-check-circle',
} as const;

export interface AuthAlertProps {
  tone: keyof typeof ICONS;
  title?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

/** A message above a form; errors are announced at once, the rest politely. */
export function AuthAlert({ tone, title, children, actions }: AuthAlertProps) {
  return (
    <div className={`gl-auth__alert gl-auth__alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className={ICONS[tone]} aria-hidden="true" />
      <div>
        {title ? <strong className="gl-auth__alert-title">{title}</strong> : null}
        {children}
        {actions ? <div className="gl-auth__alert-actions">{actions}</div> : null}
      </div>
    </div>
  );
}

/**
 * A live region that is always in the page, so a message placed into it later is announced by
 * screen readers (a region created together with its text often is not).
 */
export function LiveRegion({ children }: { children?: ReactNode }) {
  return <div aria-live="polite">{children}</div>;
}
