import type { TOrder } from '@guestloop/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStartCheckout } from '../api/pay-checkout';
import { getOrder } from '../api/pay-order';
import { leaveForProvider } from './pay-leave';
import { isAppPath } from './pay-paths';
import type { PaymentProviderEntry } from './pay-providers';

/** Whether the order is paid by now (another payment, or staff); unknown counts as not. */
async function paidMeanwhile(orderSlug: string): Promise<boolean> {
  try {
    return (await getOrder(orderSlug)).paid;
  } catch {
    return false;
  }
}

export interface PayMethodsProps {
  order: TOrder;
  providers: PaymentProviderEntry[];
  /** The order turned out to be paid already. */
  onAlreadyPaid: () => void;
  /** A payment did not start: a provider may have been switched off, so the list is read again. */
  onProvidersChanged: () => void;
}

/** The enabled providers as large buttons; a tap starts that provider's checkout. */
export function PayMethods({ order, providers, onAlreadyPaid, onProvidersChanged }: PayMethodsProps) {
  const { t } = useTranslation('guest-pay');
  const navigate = useNavigate();
  const start = useStartCheckout();
  const [chosen, setChosen] = useState<string | null>(null);
  const [notStarted, setNotStarted] = useState(false);
  // Back from a provider's page through the browser's history: the page may be restored as left.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setChosen(null);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  // The checkout call is quiet (SPEC point 8): false says only that the payment did not start.
  const didNotStart = async () => {
    setChosen(null);
    setNotStarted(true);
    onProvidersChanged();
    if (await paidMeanwhile(order.slug)) onAlreadyPaid();
  };

  const pay = (provider: PaymentProviderEntry) => {
    setChosen(provider.id);
    setNotStarted(false);
    start.mutate(
      { checkoutPath: provider.checkoutPath, orderSlug: order.slug },
      {
        onSuccess: (started) => {
          if (started === false) void didNotStart();
          else if (started.kind === 'redirect' && isAppPath(started.url)) void navigate(started.url);
          else leaveForProvider(started);
        },
        onError: () => void didNotStart(),
      },
    );
  };

  return (
    <section className="pay-methods" aria-labelledby="pay-methods-title">
      <h2 id="pay-methods-title" className="pay-methods__title">
        {t('checkout.chooseMethod')}
      </h2>
      {notStarted ? (
        <div className="pay-alert" role="alert">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <p>{t('checkout.errors.notStarted')}</p>
        </div>
      ) : null}
      <ul className="pay-providers">
        {providers.map((provider) => (
          <li key={provider.id}>
            <button
              type="button"
              className="pay-provider"
              data-provider={provider.id}
              disabled={chosen !== null}
              aria-busy={chosen === provider.id}
              onClick={() => pay(provider)}
            >
              <provider.Mark />
              <span className="pay-provider__text">
                <span className="pay-provider__title">{t(provider.titleKey)}</span>
                <span className="pay-provider__hint">{t(provider.hintKey)}</span>
              </span>
              {chosen === provider.id ? (
                <span className="pay-spinner pay-spinner--small" aria-hidden="true" />
              ) : (
                <i className="pi pi-chevron-right gm-flip-rtl pay-provider__chevron" aria-hidden="true" />
              )}
            </button>
          </li>
        ))}
      </ul>
      <p className="pay-secure">
        <i className="pi pi-lock" aria-hidden="true" />
        {t('checkout.secure')}
      </p>
    </section>
  );
}
