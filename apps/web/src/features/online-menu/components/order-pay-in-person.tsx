import type { TOrder } from '@guestloop/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/errors';
import { useAskCash } from '../api/order-payments';
import { parseAmount } from '../model/order-money';
import { useMenu } from './menu-context';

type Method = 'cash' | 'card';

function useTime() {
  const { language } = useMenu();
  return (iso: string) =>
    new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** "Ask for the bill": cash (with what the guest hands over, for change) or card, receipt or not. */
export function OrderPayInPerson({ order }: { order: TOrder }) {
  const { t } = useTranslation('guest-order');
  const { price } = useMenu();
  const time = useTime();
  const errorMessage = useErrorMessage();
  const askCash = useAskCash();
  const [method, setMethod] = useState<Method>(order.paymentMethod === 'card' ? 'card' : 'cash');
  const [cashText, setCashText] = useState('');
  const [needReceipt, setNeedReceipt] = useState(order.needReceipt);
  const [invalid, setInvalid] = useState(false);
  const [editing, setEditing] = useState(false);
  const id = useId();

  if (order.cashRequestedAt && !editing) {
    return (
      <section className="gm-panel gm-panel--done" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="gm-panel__title">
          <i className="pi pi-check-circle gm-panel__done-icon" aria-hidden="true" />{' '}
          {t('cash.requestedTitle')}
        </h2>
        <p className="gm-panel__hint" aria-live="polite">
          {order.paymentMethod === 'card'
            ? t('cash.requestedCard', { time: time(order.cashRequestedAt) })
            : order.cashAmount
              ? t('cash.requestedCashWith', {
                  time: time(order.cashRequestedAt),
                  amount: price(order.cashAmount),
                })
              : t('cash.requestedCash', { time: time(order.cashRequestedAt) })}
        </p>
        <button type="button" className="gm-button gm-button--secondary" onClick={() => setEditing(true)}>
          {t('cash.change')}
        </button>
      </section>
    );
  }

  const submit = () => {
    let amount = order.total;
    if (method === 'cash' && cashText.trim()) {
      const parsed = parseAmount(cashText, order.currency);
      if (parsed === null || parsed < order.total) {
        setInvalid(true);
        return;
      }
      amount = parsed;
    }
    setInvalid(false);
    askCash.mutate(
      { orderSlug: order.slug, amount, needReceipt, paymentMethod: method },
      { onSuccess: () => setEditing(false) },
    );
  };

  return (
    <section className="gm-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="gm-panel__title">
        {t(`cash.title_${order.type}`)}
      </h2>
      <fieldset className="gm-segmented">
        <legend className="gl-visually-hidden">{t('cash.method')}</legend>
        {(['cash', 'card'] as const).map((value) => (
          <label
            key={value}
            className={method === value ? 'gm-segmented__item gm-segmented__item--on' : 'gm-segmented__item'}
          >
            <input
              type="radio"
              name={`${id}-method`}
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
            />
            <i className={value === 'cash' ? 'pi pi-wallet' : 'pi pi-credit-card'} aria-hidden="true" />
            {t(`cash.${value}`)}
          </label>
        ))}
      </fieldset>
      {method === 'cash' ? (
        <div className="gm-field">
          <label className="gm-field__label" htmlFor={`${id}-amount`}>
            {t('cash.amount')}
          </label>
          <input
            id={`${id}-amount`}
            className={invalid ? 'gm-field__input gm-field__input--invalid' : 'gm-field__input'}
            inputMode="decimal"
            autoComplete="off"
            placeholder={price(order.total)}
            value={cashText}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-amount-hint`}
            onChange={(event) => setCashText(event.target.value)}
          />
          <p id={`${id}-amount-hint`} className={invalid ? 'gm-field__error' : 'gm-field__hint'}>
            {invalid ? t('cash.amountInvalid', { total: price(order.total) }) : t('cash.amountHint')}
          </p>
        </div>
      ) : null}
      <label className="gm-check">
        <input
          type="checkbox"
          checked={needReceipt}
          onChange={(event) => setNeedReceipt(event.target.checked)}
        />
        <span>{t('cash.needReceipt')}</span>
      </label>
      <button
        type="button"
        className="gm-button gm-button--secondary gm-button--wide"
        disabled={askCash.isPending}
        onClick={submit}
      >
        <i className="pi pi-receipt" aria-hidden="true" />
        {askCash.isPending ? t('cash.sending') : t(`cash.button_${order.type}`)}
      </button>
      {askCash.isError ? (
        <p className="gm-field__error" role="alert">
          {errorMessage(askCash.error)}
        </p>
      ) : null}
    </section>
  );
}
