import type { TOrder } from '@guestloop/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { useStartCheckout } from '../api/pay-checkout';
import { leaveForProvider } from './pay-leave';
import { isAppPath } from './pay-paths';
import type { PaymentProviderEntry } from './pay-providers';

function reasonOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.details || typeof error.details !== 'object') return undefined;
  const reason = (error.details as { reason?: unknown }).reason;
  return typeof reason === 'string' ? reason : undefined;
}

/** What went wrong starting a checkout, in words that say what to do next. */
function useCheckoutErrorText() {
  const { t } = useTranslation('guest-pay');
  const errorMessage = useErrorMessage();
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 502) return t('checkout.errors.providerDown');
    if (error instanceof ApiError && error.status === 404) return t('checkout.errors.providerOff');
    return errorMessage(error);
  };
}

export interface PayMethodsProps {
  order: TOrder;
  providers: PaymentProviderEntry[];
  /** The order turned out to be paid already (409 already-paid). */
  onAlreadyPaid: () => void;
  /** A provider was switched off meanwhile: read the list again. */
  onProvidersChanged: () => void;
}

/** The enabled providers as large buttons; a tap starts that provider's checkout. */
export function PayMethods({ order, providers, onAlreadyPaid, onProvidersChanged }: PayMethodsProps) {
  const { t } = useTranslation('guest-pay');
  const navigate = useNavigate();
  const start = useStartCheckout();
  const errorText = useCheckoutErrorText();
  const [chosen, setChosen] = useState<string | null>(null);
  // Back from a provider's page through the browser's history: the page may be restored as left.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setChosen(null);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const pay = (provider: PaymentProviderEntry) => {
    setChosen(provider.id);
    start.mutate(
      { checkoutPath: provider.checkoutPath, orderSlug: order.slug },
      {
        onSuccess: (started) => {
          if (started.kind === 'redirect' && isAppPath(started.url)) void navigate(started.url);
          else leaveForProvider(started);
        },
        onError: (error) => {
          setChosen(null);
          if (error instanceof ApiError && error.status === 409 && reasonOf(error) === 'already-paid') {
            onAlreadyPaid();
          } else if (error instanceof ApiError && error.status === 404) {
            onProvidersChanged();
          }
        },
      },
    );
  };

  return (
    <section className="pay-methods" aria-labelledby="pay-methods-title">
      <h2 id="pay-methods-title" className="pay-methods__title">
        {t('checkout.chooseMethod')}
      </h2>
      {start.isError ? (
        <div className="pay-alert" role="alert">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <p>{errorText(start.error)}</p>
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
