import type { TOrder } from '@guestloop/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { useAppStore } from '@/lib/store';
import type { RememberedOrder } from '../../state/order-slice';
import '../../components/guest-menu.css';
import '../../styles/order.css';
import { GuestShell } from '../../components/guest-shell';
import { menuPaths, useMenu } from '../../components/menu-context';
import { MenuGate, StateMessage } from '../../components/menu-states';
import { useFollowedOrder } from '../../components/order-follow';

export interface FollowedOrder {
  order: TOrder;
  streaming: boolean;
  remembered: RememberedOrder | undefined;
}

function OrderSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className="gm-skeleton" role="status" aria-live="polite">
      <span className="gl-visually-hidden">{t('app.loading')}</span>
      <div className="gm-skeleton__line gm-skeleton__line--title" />
      <div className="gm-skeleton__card" />
      <div className="gm-skeleton__card" />
    </div>
  );
}

function OrderLoader({
  orderSlug,
  children,
}: {
  orderSlug: string;
  children: (f: FollowedOrder) => ReactNode;
}) {
  const { t } = useTranslation('guest-order');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const { slug, menu } = useMenu();
  const table = useAppStore((state) => state.tables[slug]);
  const { order, streaming, remembered } = useFollowedOrder(orderSlug);
  const backTo = table ? menuPaths.table(slug, table) : menuPaths.menu(slug);

  let content: ReactNode;
  if (order.isPending) content = <OrderSkeleton />;
  else if (order.isError && order.error instanceof ApiError && order.error.status === 404) {
    content = (
      <StateMessage
        icon="pi-receipt"
        title={t('order.notFoundTitle')}
        message={t('order.notFoundMessage')}
        action={
          <Link to={backTo} className="gm-button gm-button--primary">
            {t('order.backToMenu')}
          </Link>
        }
      />
    );
  } else if (order.isError) {
    content = (
      <StateMessage
        icon="pi-wifi"
        tone="error"
        title={tCommon('error.loadFailed')}
        message={errorMessage(order.error)}
        action={
          <button type="button" className="gm-button gm-button--primary" onClick={() => void order.refetch()}>
            {tCommon('actions.retry')}
          </button>
        }
      />
    );
  } else content = children({ order: order.data, streaming, remembered });

  return (
    <GuestShell slug={slug} backTo={backTo} heading={menu.title}>
      <div className="gm-page gm-order-page">{content}</div>
    </GuestShell>
  );
}

/** The menu and one order of it (`:slug/:orderSlug/…`), followed live, inside the guest frame. */
export function OrderGate({ children }: { children: (followed: FollowedOrder) => ReactNode }) {
  const { slug = '', orderSlug = '' } = useParams();
  return (
    <MenuGate slug={slug}>
      {() => (
        <OrderLoader key={orderSlug} orderSlug={orderSlug}>
          {children}
        </OrderLoader>
      )}
    </MenuGate>
  );
}
