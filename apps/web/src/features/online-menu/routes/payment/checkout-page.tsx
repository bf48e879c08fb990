import type { TOrder } from '@guestloop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { usePaymentInfo } from '../../api/pay-info';
import { usePayOrder } from '../../api/pay-order';
import { GuestQueryState, StateMessage } from '../../components/guest-states';
import { useMenuHome } from '../../components/menu-home';
import { PayBonusCard } from '../../components/pay-bonus-card';
import { PayFrame, PayLoading } from '../../components/pay-frame';
import { PayMethods } from '../../components/pay-methods';
import { PayOrderSummary, useOrderPrice } from '../../components/pay-order-summary';
import { payPaths } from '../../components/pay-paths';
import { enabledProviders } from '../../components/pay-providers';

function OrderHeading({ order }: { order: TOrder }) {
  const { t } = useTranslation('guest-pay');
  const price = useOrderPrice(order);
  return (
    <header className="pay-heading">
      <p className="pay-eyebrow">
        {order.tableLabel
          ? t('order.numberAtTable', { number: order.number, table: order.tableLabel })
          : t('order.number', { number: order.number })}
      </p>
      <h1 className="gm-page__title">{t('checkout.title')}</h1>
      <p className="pay-amount">
        <span>{t('checkout.amountDue')}</span>
        <strong>{price(order.total)}</strong>
      </p>
    </header>
  );
}

function ProvidersBlock({
  slug,
  order,
  onAlreadyPaid,
}: {
  slug: string;
  order: TOrder;
  onAlreadyPaid: () => void;
}) {
  const { t } = useTranslation('guest-pay');
  const info = usePaymentInfo(slug);
  return (
    <GuestQueryState query={info} loading={<PayLoading />} look="inline">
      {(data) => {
        const providers = enabledProviders(data.providers);
        if (providers.length === 0) {
          return (
            <div className="pay-card pay-offline">
              <i className="pi pi-info-circle" aria-hidden="true" />
              <div>
                <h2 className="pay-card__title">{t('checkout.noOnline.title')}</h2>
                <p className="pay-muted">{t('checkout.noOnline.message')}</p>
                <Link to={payPaths.order(slug, order.slug)} className="gm-button gm-button--secondary">
                  {t('checkout.backToOrder')}
                </Link>
              </div>
            </div>
          );
        }
        return (
          <PayMethods
            order={order}
            providers={providers}
            onAlreadyPaid={onAlreadyPaid}
            onProvidersChanged={() => void info.refetch()}
          />
        );
      }}
    </GuestQueryState>
  );
}

function CheckoutView({ slug, orderSlug }: { slug: string; orderSlug: string }) {
  const { t } = useTranslation('guest-pay');
  const order = usePayOrder(orderSlug);
  const [paidMeanwhile, setPaidMeanwhile] = useState(false);
  const orderPath = payPaths.order(slug, orderSlug);
  const menuHome = useMenuHome(slug);
  const openMenu = (
    <Link to={menuHome} className="gm-button gm-button--primary">
      {t('order.openMenu')}
    </Link>
  );

  return (
    <GuestQueryState
      query={order}
      loading={<PayLoading />}
      notFound={
        <StateMessage
          icon="pi-receipt"
          title={t('order.notFound.title')}
          message={t('order.notFound.message')}
          action={openMenu}
        />
      }
    >
      {(data) => {
        if (data.paid && !paidMeanwhile) return <Navigate to={orderPath} replace />;
        if (paidMeanwhile) {
          return (
            <StateMessage
              icon="pi-check"
              title={t('checkout.alreadyPaid.title')}
              message={t('checkout.alreadyPaid.message')}
              action={
                <Link to={orderPath} className="gm-button gm-button--primary">
                  {t('result.viewOrder')}
                </Link>
              }
            />
          );
        }
        if (data.status === 'cancelled') {
          return (
            <StateMessage
              icon="pi-times-circle"
              title={t('checkout.cancelled.title')}
              message={t('checkout.cancelled.message')}
              action={openMenu}
            />
          );
        }
        return (
          <div className="gm-page pay-page">
            <OrderHeading order={data} />
            <div className="pay-columns">
              <div className="pay-column">
                <PayOrderSummary order={data} />
                <PayBonusCard order={data} slug={slug} />
              </div>
              <div className="pay-column pay-column--side">
                <ProvidersBlock slug={slug} order={data} onAlreadyPaid={() => setPaidMeanwhile(true)} />
              </div>
            </div>
          </div>
        );
      }}
    </GuestQueryState>
  );
}

/** /:slug/:orderSlug/checkout — pay the order online with one of the menu's providers. */
export function CheckoutPage() {
  const { slug = '', orderSlug = '' } = useParams();
  return (
    <PayFrame slug={slug} backTo={payPaths.order(slug, orderSlug)}>
      {() => <CheckoutView slug={slug} orderSlug={orderSlug} />}
    </PayFrame>
  );
}
