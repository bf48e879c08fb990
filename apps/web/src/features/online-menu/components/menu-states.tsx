import type { TPublicMenu } from '@guestloop/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { usePublicMenu } from '../api/get-public-menu';
import { GuestQueryState, StateMessage } from './guest-states';
import { MenuProvider } from './menu-context';
import { MenuPageTitleProvider, useMenuPageTitle } from './menu-title';

/** A menu that does not exist, is switched off, or is not public answers one of these. */
export function isUnavailable(error: unknown): boolean {
  return error instanceof ApiError && [401, 403, 404, 410].includes(error.status);
}

/** Grey shapes where the hero and the first cards will be, so nothing jumps when they arrive. */
export function MenuSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className="gm-skeleton" role="status" aria-live="polite">
      <span className="gl-visually-hidden">{t('app.loading')}</span>
      <div className="gm-skeleton__hero" />
      <div className="gm-skeleton__line gm-skeleton__line--title" />
      <div className="gm-skeleton__line" />
      {[0, 1, 2].map((n) => (
        <div key={n} className="gm-skeleton__card" />
      ))}
    </div>
  );
}

/**
 * Loads the public menu of `slug` and renders `children` with it inside a MenuProvider, or an
 * honest loading, unavailable or error state. The page is titled "<route> · <menu>", the menu
 * page itself (`home`) by the menu's name.
 */
export function MenuGate({
  slug,
  home = false,
  children,
}: {
  slug: string;
  home?: boolean;
  children: (menu: TPublicMenu) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const menu = usePublicMenu(slug);
  const setPageTitle = useMenuPageTitle(menu.data?.title, home);
  return (
    <GuestQueryState
      query={menu}
      loading={<MenuSkeleton />}
      isMissing={isUnavailable}
      notFound={
        <StateMessage
          icon="pi-book"
          title={t('unavailable.menu.title')}
          message={t('unavailable.menu.message')}
        />
      }
      ownMain
    >
      {(data) => (
        <MenuPageTitleProvider value={setPageTitle}>
          <MenuProvider menu={data}>{children(data)}</MenuProvider>
        </MenuPageTitleProvider>
      )}
    </GuestQueryState>
  );
}

export function BackToMenuLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="gm-button gm-button--primary">
      {label}
    </Link>
  );
}
