import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQrPage } from '../page-context';

/**
 * Whether a link leaves the app for another site: it opens in a new tab, so the guest keeps the
 * venue's page. Calls, chats and mail open their app; the app's own pages open in place.
 */
export function opensNewTab(href: string): boolean {
  if (href.startsWith('//')) return true;
  if (!/^https?:/i.test(href)) return false;
  try {
    return new URL(href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

export interface TrackedLinkProps {
  href: string;
  blockId: string;
  className: string;
  children: ReactNode;
  'aria-label'?: string;
}

/** A link that counts its block's use as the guest follows it (without holding them up). */
export function TrackedLink({ href, blockId, className, children, ...rest }: TrackedLinkProps) {
  const { t } = useTranslation('guest-qr');
  const { used } = useQrPage();
  const newTab = opensNewTab(href);
  const label = rest['aria-label'];
  return (
    <a
      className={className}
      href={href}
      onClick={() => used(blockId)}
      aria-label={label && newTab ? `${label} ${t('link.newTab')}` : label}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {newTab && !label ? (
        <>
          {' '}
          <span className="gl-visually-hidden">{t('link.newTab')}</span>
        </>
      ) : null}
    </a>
  );
}

export interface LinkButtonProps {
  href: string;
  blockId: string;
  icon: ReactNode;
  children: ReactNode;
}

/** A block's main link drawn as the page's button: icon, label, the arrow of a link. */
export function LinkButton({ href, blockId, icon, children }: LinkButtonProps) {
  return (
    <TrackedLink className="qp-button" href={href} blockId={blockId}>
      <span className="qp-button__icon">{icon}</span>
      <span className="qp-button__label">{children}</span>
    </TrackedLink>
  );
}
