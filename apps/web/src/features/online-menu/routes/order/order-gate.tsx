import type { TOrder } from '@guestloop/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { RememberedOrder } from '../../state/order-slice';
import '../../components/guest-menu.css';
import '../../styles/order.css';
import { GuestShell } from '../../components/guest-shell';
import { GuestQueryState, StateMessage } from '../../components/guest-states';
import { useMenu } from '../../components/menu-context';
import { useMenuHome } from '../../components/menu-home';
import { MenuGate } from '../../components/menu-states';
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
  const { slug, menu } = useMenu();
  const { order, streaming, remembered } = useFollowedOrder(orderSlug);
  const backTo = useMenuHome(slug, remembered?.table);

  const content = (
    <GuestQueryState
      query={order}
      loading={<OrderSkeleton />}
      notFound={
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
      }
    >
      {(data) => children({ order: data, streaming, remembered })}
    </GuestQueryState>
  );

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
